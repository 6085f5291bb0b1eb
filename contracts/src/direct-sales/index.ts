/** What other contexts' contracts may use of direct-sales orders: the steps, the order machine, the screen's actions and the messages. */
export {
  STEP,
  STEPS_MARCADORES,
  NOME_STEP,
  PROGRESSO_STEP,
  ESTADO_DO_STEP,
  ESTADO_DO_STEP_ATUAL,
  STEP_DO_ESTADO,
  ehStepId,
  ehStepAtual,
  stepFechado,
  type StepId,
  type StepAtual,
  type EstadoPedido,
  type EstadoMaquinaPedido,
} from './steps.ts';
export {
  orderMachine,
  orderRuleGuards,
  orderRoutingGuards,
  orderGuardMessages,
  orderStateRefusal,
  initialOrderContext,
  atuaComo,
  PERFIL_PEDIDO,
  MAX_COMENTARIO,
  type PerfilPedido,
  type OrderEvent,
  type OrderEventType,
  type OrderState,
  type DadosPedido,
  type PedidoSolicitante,
  type PedidoContatoEmpresa,
  type PedidoDescricaoProduto,
  type PedidoPrecoPagamento,
  type PedidoArquivo,
  type HistoricoPedido,
  type ComentarioPedido,
  type TipoVenda,
  type TipoDesconto,
  type TipoPagamentoPedido,
  type TipoEndereco,
} from './order-machine.ts';
export { acoesDoPedido, podeSalvar, podeComentar, type AcaoPedido, type FatosAcoes } from './actions.ts';
export { pmsg, ROTULO_ACAO } from './messages.ts';
/** The machine's events and context as schemas (the auditor's replay, auditoria/schemas.ts). */
export { OrderEventData, OrderContext } from './order-machine.ts';
