/** What other contexts' contracts and the console may use of commissions and invoices. */
export { STEP_NF, NOME_STEP_NF, LISTA_STEPS_NF, ESTADO_DO_STEP_NF, ehStepNf, type StepNf, type EstadoNf } from './steps.ts';
export { nfMsg } from './messages.ts';
export {
  notaFiscalMachine,
  notaFiscalRuleGuards,
  notaFiscalGuardMessages,
  notaFiscalStateRefusal,
  contextoInicialNotaFiscal,
  conferirNotaFiscal,
  acoesDaNota,
  podeAtrelarNota,
  estadoDaNota,
  atuaNaNota,
  centavos,
  QUEM_NF,
  PERFIL_NF,
  NOME_ACAO_NF,
  MAX_COMENTARIO_NF,
  VALOR_MINIMO_NF,
  type NotaFiscalEvent,
  type NotaFiscalEventType,
  type NotaFiscalState,
  type DadosNotaFiscal,
  type HistoricoNotaFiscal,
  type PerfilNf,
} from './nota-machine.ts';
export { regraDoLote, acaoDaSelecao, comissaoSelecionavel, ACAO_DO_STEP, STEPS_REPROVAVEIS } from './lote.ts';
export { lerNfeXml, type CamposNfe } from './nfe-xml.ts';
/** The machine's events and context as schemas (the auditor's replay, auditoria/schemas.ts). */
export { NotaFiscalEventData, NotaFiscalContext } from './nota-machine.ts';
