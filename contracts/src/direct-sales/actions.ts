import type { Actor } from '../access/roles.ts';
import { ROTULO_ACAO } from './messages.ts';
import { STEP, ESTADO_DO_STEP, type StepId } from './steps.ts';
import { orderMachine, MOVIMENTOS, alvoDoMovimento, type OrderContext, type OrderEvent, type OrderEventType } from './order-machine.ts';

/** A button of the order screen: the move, its label, where it leads, whether it needs a comment. */
export interface AcaoPedido {
  evento: OrderEventType;
  rotulo: string;
  para: StepId | null;
  comentarioObrigatorio: boolean;
  confirmacao?: string;
  severidade: 'primario' | 'perigo' | 'secundario';
}

const ROTULOS: Partial<Record<OrderEventType, (de: StepId, pre: boolean) => string>> = {
  EnviadoParaAprovacao: () => ROTULO_ACAO.enviarParaAprovacao,
  VendaAprovada: () => ROTULO_ACAO.aprovarVenda,
  VendaReprovada: () => ROTULO_ACAO.reprovarVenda,
  CadastroAprovado: () => ROTULO_ACAO.aprovarCadastro,
  CadastroReprovado: () => ROTULO_ACAO.reprovarCadastro,
  FaturamentoAprovado: () => ROTULO_ACAO.aprovarFaturamento,
  FaturamentoReprovado: () => ROTULO_ACAO.reprovarFaturamento,
  InsercaoConfirmada: (de) => (de === STEP.inserirBoletos ? ROTULO_ACAO.confirmarInsercaoBoletos : ROTULO_ACAO.confirmarInsercaoComprovante),
  RetornadoAoFaturamento: () => ROTULO_ACAO.voltarParaFaturamento,
  RetornadoAprovacaoVenda: () => ROTULO_ACAO.voltarParaAprovacaoVenda,
  PagamentoAprovado: () => ROTULO_ACAO.aprovarPagamento,
  PagamentoReprovado: () => ROTULO_ACAO.reprovarPagamento,
  VeiculoEnviado: () => ROTULO_ACAO.liberarParaTransporte,
  RetornadoDeLiberado: () => ROTULO_ACAO.voltar,
  PedidoConcluido: () => ROTULO_ACAO.concluirPedido,
  RetornadoParaLiberado: () => ROTULO_ACAO.voltar,
  RetornadoParaEnviado: () => ROTULO_ACAO.voltarParaVeiculoEnviado,
  PedidoCancelado: () => ROTULO_ACAO.cancelarPedido,
  InsercaoBoletoConfirmada: () => ROTULO_ACAO.confirmarInsercaoBoleto,
};
const PERIGO = new Set<OrderEventType>(['VendaReprovada', 'CadastroReprovado', 'FaturamentoReprovado', 'PagamentoReprovado', 'PedidoCancelado']);

/** The machine, resolved at the order's stored context, asked with a probe event of this actor. */
function aceita(context: OrderContext, step: StepId, ev: OrderEvent): boolean {
  const estado = ESTADO_DO_STEP[step];
  if (!estado) return false;
  return orderMachine.resolveState({ value: estado, context }).can(ev);
}

/**
 * Every move the machine accepts now for this actor (saves and comments aside): the buttons of the order screen.
 * The probe carries a comment, so moves that need one are offered (the dialog then asks for it), and no open boleto.
 */
export function acoesDoPedido(context: OrderContext, step: StepId, actor: Actor): AcaoPedido[] {
  const at = new Date().toISOString();
  const probe = (type: OrderEventType) => ({ type, actor, at, motivo: 'x', boletosEmAberto: 0, confirmouPagamento: false }) as unknown as OrderEvent;
  const out: AcaoPedido[] = [];
  for (const m of MOVIMENTOS.filter((x) => x.de === step)) {
    if (!aceita(context, step, probe(m.evento))) continue;
    out.push({
      evento: m.evento,
      rotulo: ROTULOS[m.evento]!(step, context.prePagamento),
      para: alvoDoMovimento(m, context.prePagamento),
      comentarioObrigatorio: m.comentario === true,
      severidade: PERIGO.has(m.evento) ? 'perigo' : m.evento.startsWith('Retornado') ? 'secundario' : 'primario',
    });
  }
  if (aceita(context, step, probe('InsercaoBoletoConfirmada'))) {
    out.push({
      evento: 'InsercaoBoletoConfirmada',
      rotulo: ROTULOS.InsercaoBoletoConfirmada!(step, context.prePagamento),
      para: context.prePagamento ? STEP.marcadorBoletoPre : STEP.marcadorBoletoRegular,
      comentarioObrigatorio: false,
      severidade: 'secundario',
    });
  }
  if (aceita(context, step, probe('PedidoCancelado'))) {
    out.push({
      evento: 'PedidoCancelado',
      rotulo: ROTULOS.PedidoCancelado!(step, false),
      para: STEP.cancelado,
      comentarioObrigatorio: true,
      severidade: 'perigo',
    });
  }
  return out;
}

/** Whether the actor may save the order at its step (Salvar). */
export function podeSalvar(context: OrderContext, step: StepId, actor: Actor): boolean {
  return aceita(context, step, { type: 'PedidoAtualizado', actor, at: new Date().toISOString(), dados: context.dados! } as OrderEvent);
}
