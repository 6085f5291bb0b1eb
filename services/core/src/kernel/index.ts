/**
 * The shared kernel: what every context uses and none owns. Contexts import this file, and another context
 * only through that context's `index.ts` (what it lets others use). A context with an aggregate registers it in
 * the composition root, `../contexts.ts`; its read models are written with `projection({ on: { <event>: handler } })`
 * and its fold step is the event store's `evolveStored`.
 */
export { type Db, emTransacao, emTransacaoDoStream, preparado, chaveDoPreparado, MemoLimitado } from './db.ts';
export { type Actor, type Ctx, SYSTEM_ACTOR, actorOf, metadataFor, metaOf } from './actor.ts';
export { ehDealer, escopoDealers, escopoDoDealer, noEscopoDoDealer } from './scope.ts';
export { PAPEL_DEALER, leituraDoDealer } from './leitura-do-dealer.ts';
export { type Paginacao, type Pagina, MAX_PER_PAGE, MAX_PER_PAGE_VEICULOS, MAX_PER_PAGE_EXPORTACAO, DEFAULT_PAGING, paginate } from './paging.ts';
export { type Resultado, type Lote, emLote } from './batch.ts';
export { DomainError, InvalidInput, Unauthenticated, Forbidden, NotFound, VersionConflict, Refused } from './errors.ts';
export {
  type TabelaVigiada,
  emCache,
  emCacheDoAtor,
  emCacheDoDealer,
  chaveDoAtor,
  dealerDaVersao,
  porVersao,
  porVersaoDoDealer,
  versaoDeLeitura,
  estatisticasDoCache,
  registrarReescrita,
} from './leitura-em-cache.ts';
export { jsonCanonico, mesmoJson } from './json-canonico.ts';
export { linhas } from './linhas.ts';
export { type OrdemPedida, comoSeLe, ordemDaLista } from './ordem.ts';
export { paginaEmCache, totalEmCache } from './pagina-em-cache.ts';
