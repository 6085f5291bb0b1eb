import type { Static, TSchema } from '@sinclair/typebox';
import { AccountEventData } from '../access/account-machine.ts';
import { BoletoEventData } from '../boletos/index.ts';
import { NotaFiscalEventData } from '../comissoes/index.ts';
import { OrderEventData } from '../direct-sales/index.ts';
import { VeiculoKpiEventData } from '../kpi/index.ts';
import { PlanoEventData } from '../order-call/index.ts';
import { SwapEventData } from '../swaps/index.ts';
import { VehicleEventData } from '../vehicles/index.ts';

/**
 * The pt-BR words of each machine's events, one table per machine keyed by the machine's own event names (the type of each
 * table says every event has its label; `historico.unit.test.ts` walks the machines' event schemas to say it again).
 */
type Rotulos<S extends TSchema> = Record<Static<S> extends { type: infer T extends string } ? T : never, string>;

export const EVENTOS_CONTA: Rotulos<typeof AccountEventData> = {
  ContaCriada: 'Conta criada',
  CadastroCompletado: 'Cadastro completado pelo usuário',
  RedefinicaoSenhaSolicitada: 'Redefinição de senha solicitada',
  SenhaRedefinida: 'Senha redefinida',
  SenhaAlterada: 'Senha alterada pelo usuário',
  SenhaDefinidaPeloAdministrador: 'Senha definida pelo administrador',
  ContaBloqueada: 'Conta bloqueada',
  ContaDesbloqueada: 'Conta desbloqueada',
  AcessoEspelhoIniciado: 'Acesso espelho iniciado',
};

export const EVENTOS_BOLETO: Rotulos<typeof BoletoEventData> = {
  BoletoCriado: 'Boleto criado',
  BoletoEmitido: 'Boleto registrado no banco',
  BoletoPago: 'Pagamento do boleto registrado',
  BoletoVencido: 'Boleto vencido',
  BoletoCancelado: 'Boleto cancelado',
  BoletoReemitido: 'Boleto reemitido',
};

export const EVENTOS_NOTA_FISCAL: Rotulos<typeof NotaFiscalEventData> = {
  NotaFiscalAtrelada: 'Nota fiscal atrelada',
  VendasAprovadas: 'Aprovada por Vendas',
  DiretoriaAprovada: 'Aprovada pela Diretoria',
  PagamentoRealizado: 'Pagamento realizado',
  NotaFiscalReprovada: 'Nota fiscal reprovada',
};

export const EVENTOS_PEDIDO: Rotulos<typeof OrderEventData> = {
  PedidoCriado: 'Pedido criado',
  PedidoAtualizado: 'Pedido salvo',
  EnviadoParaAprovacao: 'Enviado para aprovação',
  VendaAprovada: 'Venda aprovada',
  VendaReprovada: 'Venda reprovada',
  CadastroAprovado: 'Cadastro aprovado',
  CadastroReprovado: 'Cadastro reprovado',
  FaturamentoAprovado: 'Faturamento aprovado',
  FaturamentoReprovado: 'Faturamento reprovado',
  InsercaoConfirmada: 'Inserção confirmada',
  RetornadoAoFaturamento: 'Retornado ao faturamento',
  RetornadoAprovacaoVenda: 'Retornado à aprovação de venda',
  PagamentoAprovado: 'Pagamento aprovado',
  PagamentoReprovado: 'Pagamento reprovado',
  VeiculoEnviado: 'Veículo enviado',
  RetornadoDeLiberado: 'Retornado de liberado para transporte',
  PedidoConcluido: 'Pedido concluído',
  RetornadoParaLiberado: 'Retornado para liberado para transporte',
  RetornadoParaEnviado: 'Retornado para enviado',
  PedidoCancelado: 'Pedido cancelado',
  InsercaoBoletoConfirmada: 'Inserção de boletos confirmada',
  ComentarioInserido: 'Comentário inserido',
};

export const EVENTOS_VEICULO_KPI: Rotulos<typeof VeiculoKpiEventData> = {
  VeiculoKpiCadastrado: 'Veículo cadastrado',
  VeiculoKpiAlterado: 'Veículo alterado',
  VeiculoKpiAprovado: 'Veículo aprovado',
  VeiculoKpiExcluido: 'Veículo excluído',
};

export const EVENTOS_PLANO: Rotulos<typeof PlanoEventData> = {
  PlanoCadastrado: 'Plano cadastrado',
  PlanoAlterado: 'Plano alterado',
  OrderCallProcessado: 'Order call calculado',
};

export const EVENTOS_TROCA: Rotulos<typeof SwapEventData> = {
  TrocaSolicitada: 'Troca solicitada',
  TrocaAceita: 'Troca aceita',
  TrocaRejeitada: 'Troca rejeitada',
  TrocaCancelada: 'Troca cancelada',
  TrocaCedida: 'Veículo cedido',
  TrocaExpirada: 'Troca expirada (prazo encerrado)',
  TrocaEncerrada: 'Troca encerrada',
  TrocaAutomatica: 'Troca automática (tempo limite em estoque)',
};

export const EVENTOS_VEICULO: Rotulos<typeof VehicleEventData> = {
  VeiculoRegistrado: 'Veículo registrado',
  VeiculoAlocado: 'Veículo alocado',
  DisponibilidadeAtualizada: 'Disponibilidade atualizada',
  DisponibilizadoAoDealer: 'Disponibilizado ao dealer',
  DisponibilizadoParaTroca: 'Disponibilizado para troca',
  RetiradoDaTroca: 'Retirado da troca',
  BloqueioTrocaAlterado: 'Bloqueio de troca alterado',
  NscAlterado: 'NSC alterado',
  PedidoBloqueado: 'Pedido bloqueado',
  PedidoLiberado: 'Pedido liberado',
  PedidoCancelado: 'Pedido cancelado',
  FaturamentoSolicitado: 'Faturamento solicitado',
  SolicitacaoFaturamentoCancelada: 'Solicitação de faturamento cancelada',
  FaturamentoLiberado: 'Faturamento liberado',
  FaturamentoRecusado: 'Faturamento recusado',
  ProcessamentoFaturamentoIniciado: 'Processamento do faturamento iniciado',
  FalhaFaturamentoRegistrada: 'Falha de faturamento registrada',
  VeiculoFaturado: 'Veículo faturado',
  VendaDiretaAprovada: 'Venda direta aprovada',
  ReservaVendaDiretaCancelada: 'Reserva de venda direta cancelada',
  MovidoParaPipeline: 'Movido para o pipeline',
  StatusPipelineAlterado: 'Status do pipeline alterado',
  TrocaEfetivada: 'Troca efetivada',
};

/** The order call's own stream (`order-call-<planoId>`, no machine): its one event, and the computation read from the plan. */
export const EVENTOS_ORDER_CALL = {
  OrderCallCalculado: 'Quantidade calculada',
  OrderCallEditado: 'Quantidade final alterada',
} as const;

/** The reference tables' audit rows (users, settings): the action. */
export const ACOES_AUDITORIA: Record<string, string> = {
  criar: 'Cadastro criado',
  alterar: 'Cadastro alterado',
  excluir: 'Cadastro excluído',
};

/** Each machine's events with its labels (the event schemas, to check that every event has a label). */
export const EVENTOS_DAS_MAQUINAS = [
  { maquina: 'conta', eventos: AccountEventData, rotulos: EVENTOS_CONTA as Record<string, string> },
  { maquina: 'boleto', eventos: BoletoEventData, rotulos: EVENTOS_BOLETO as Record<string, string> },
  { maquina: 'nota-fiscal', eventos: NotaFiscalEventData, rotulos: EVENTOS_NOTA_FISCAL as Record<string, string> },
  { maquina: 'pedido', eventos: OrderEventData, rotulos: EVENTOS_PEDIDO as Record<string, string> },
  { maquina: 'kpi-veiculo', eventos: VeiculoKpiEventData, rotulos: EVENTOS_VEICULO_KPI as Record<string, string> },
  { maquina: 'plano-producao', eventos: PlanoEventData, rotulos: EVENTOS_PLANO as Record<string, string> },
  { maquina: 'troca', eventos: SwapEventData, rotulos: EVENTOS_TROCA as Record<string, string> },
  { maquina: 'veiculo', eventos: VehicleEventData, rotulos: EVENTOS_VEICULO as Record<string, string> },
] as const;

/** The event names a machine's event schema union declares (each member's literal `type`). */
export function nomesDosEventos(uniao: TSchema): string[] {
  const membros = (uniao as { anyOf?: TSchema[] }).anyOf ?? [];
  return membros.map((m) => (m as unknown as { properties: { type: { const: string } } }).properties.type.const);
}

/** The label of an event of a stream type (the name itself when unknown, never empty). */
export function rotuloDoEvento(tipoStream: string, evento: string): string {
  const tabela = EVENTOS_DAS_MAQUINAS.find((m) => m.maquina === tipoStream)?.rotulos;
  return tabela?.[evento] ?? (EVENTOS_ORDER_CALL as Record<string, string>)[evento] ?? evento;
}
