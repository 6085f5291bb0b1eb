/** What other contexts' contracts may use of boletos: the statuses, the boleto machine and the messages. */
export {
  STATUS_BOLETO,
  NOME_STATUS_BOLETO,
  ESTADO_DO_STATUS_BOLETO,
  TIPO_PAGAMENTO_BOLETO,
  boletoConta,
  boletoEmAberto,
  PRAZO_VENCIMENTO_DIAS,
  type StatusBoleto,
  type EstadoBoleto,
  type TipoPagamentoBoleto,
} from './status.ts';
export {
  boletoMachine,
  boletoRuleGuards,
  boletoGuardMessages,
  boletoStateRefusal,
  contextoInicialBoleto,
  acoesDoBoleto,
  ehPortal,
  MAX_PARCELAS,
  type BoletoEvent,
  type BoletoEventType,
  type BoletoState,
  type DadosBoleto,
  type RegistroBoleto,
  type HistoricoBoleto,
} from './boleto-machine.ts';
export { bmsg, PROVEDOR_BOLETO } from './messages.ts';
export { LinhaBoleto } from './schemas.ts';
/** The machine's events and context as schemas (the auditor's replay, auditoria/schemas.ts). */
export { BoletoEventData, BoletoContext } from './boleto-machine.ts';
