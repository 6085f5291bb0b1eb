/** What other contexts and the API may use of commissions and invoices. */
export { NOTA_FISCAL_STREAM_TYPE, notaFiscalAggregate, notaFiscalStream, contextoDaNota } from './aggregate.ts';
export { atrelarNotaFiscal, alterarSteps, type NotaFiscalDeps, type AtrelarNotaFiscal, type AlterarSteps } from './commands.ts';
export {
  listarComissoes,
  listarNotas,
  listarProvisao,
  linhasProvisao,
  pedidosDaNota,
  comentariosDaNota,
  historicoDaNota,
  arquivoDeUmaNotaVisivel,
  notaVisivel,
  condicaoComissao,
  MAX_PER_PAGE_NOTAS,
  type FiltroNotas,
  type LinhaComissao,
  type LinhaNota,
  type LinhaProvisao,
} from './queries.ts';
