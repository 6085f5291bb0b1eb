/** What other contexts (the order screen, the worker, the API) may use of boletos. */
export { BOLETO_STREAM_TYPE, boletoAggregate, boletoStream, contextoDoBoleto } from './aggregate.ts';
export {
  emitirBoleto,
  cancelarBoleto,
  reemitirBoleto,
  registrarNoBanco,
  conciliarPagamento,
  marcarVencido,
  baixarNoBanco,
  boletosPendentes,
  marcarWorkflowIniciado,
  tituloDoBoleto,
  type BoletoDeps,
  type EmitirBoleto,
} from './commands.ts';
export {
  boletoVisivel,
  boletosDoPedido,
  boletosEmAberto,
  boletosDoComprador,
  listarBoletos,
  listarBoletosPorId,
  linhasRelatorio,
  logBoleto,
  type FiltroBoletos,
  type LinhaBoleto,
  type LinhaBoleto as LinhaBoletoExport,
} from './queries.ts';
export { gerarCodigoAcesso, garantirCodigoAcesso } from './codigo-acesso.ts';
export { contarConsultaDocumento, LIMITE_DOCUMENTO_PADRAO, type LimiteDocumento } from './limite-documento.ts';
export type { BancoBoletos, RegistroBoleto, TituloBoleto, SituacaoBoleto } from './bank/adapter.ts';
