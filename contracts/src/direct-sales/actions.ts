import { transition, type SnapshotFrom } from 'xstate';
import type { Actor } from '../access/roles.ts';
import { orderMachine, type OrderContext, type OrderEvent, type OrderEventType } from './order-machine.ts';
import { ESTADO_DO_STEP, STEP, type StepId } from './steps.ts';
import { pmsg, ROTULO_ACAO } from './messages.ts';

/** A step action the screen offers (spec §2.3 bottom buttons, §4.2): the machine accepts it now for this actor. */
export interface AcaoPedido {
  evento: OrderEventType;
  rotulo: string;
  /** the step the order goes to (4 or 14 for the boleto-insertion marker, as PUT pedidos/{id} names it), null when it stays */
  para: StepId | null;
  /** the dialog asks for a comment (reprove the sale, cancel) */
  comentarioObrigatorio: boolean;
  /** the screen asks this before sending; for the release with open boletos the answer is sent as the 'Tenho Certeza' confirmation */
  confirmacao?: string;
  severidade: 'primario' | 'perigo' | 'secundario';
}

/** Outside facts that change what the screen should ask (the machine gets them in the event when deciding). */
export interface FatosAcoes {
  /** the order's boletos neither paid nor cancelled */
  boletosEmAberto?: number;
}

type Snap = SnapshotFrom<typeof orderMachine>;
type Movimento = Exclude<OrderEventType, 'PedidoCriado' | 'PedidoAtualizado' | 'ComentarioInserido'>;

/** The moves in the order the buttons show: forward, back, reprove, the marker, cancel. Labels and colours only: the machine decides. */
const MOVIMENTOS: { evento: Movimento; rotulo: (step: StepId) => string; severidade: AcaoPedido['severidade'] }[] = [
  { evento: 'EnviadoParaAprovacao', rotulo: () => ROTULO_ACAO.enviarParaAprovacao, severidade: 'primario' },
  { evento: 'VendaAprovada', rotulo: () => ROTULO_ACAO.aprovarVenda, severidade: 'primario' },
  { evento: 'CadastroAprovado', rotulo: () => ROTULO_ACAO.aprovarCadastro, severidade: 'primario' },
  { evento: 'FaturamentoAprovado', rotulo: () => ROTULO_ACAO.aprovarFaturamento, severidade: 'primario' },
  {
    evento: 'InsercaoConfirmada',
    rotulo: (s) => (s === STEP.inserirBoletos ? ROTULO_ACAO.confirmarInsercaoBoletos : ROTULO_ACAO.confirmarInsercaoComprovante),
    severidade: 'primario',
  },
  { evento: 'PagamentoAprovado', rotulo: () => ROTULO_ACAO.aprovarPagamento, severidade: 'primario' },
  { evento: 'VeiculoEnviado', rotulo: () => ROTULO_ACAO.liberarParaTransporte, severidade: 'primario' },
  { evento: 'PedidoConcluido', rotulo: () => ROTULO_ACAO.concluirPedido, severidade: 'primario' },
  { evento: 'RetornadoAoFaturamento', rotulo: () => ROTULO_ACAO.voltarParaFaturamento, severidade: 'secundario' },
  { evento: 'RetornadoAprovacaoVenda', rotulo: () => ROTULO_ACAO.voltarParaAprovacaoVenda, severidade: 'secundario' },
  { evento: 'RetornadoDeLiberado', rotulo: () => ROTULO_ACAO.voltar, severidade: 'secundario' },
  { evento: 'RetornadoParaLiberado', rotulo: () => ROTULO_ACAO.voltar, severidade: 'secundario' },
  { evento: 'RetornadoParaEnviado', rotulo: () => ROTULO_ACAO.voltarParaVeiculoEnviado, severidade: 'secundario' },
  { evento: 'VendaReprovada', rotulo: () => ROTULO_ACAO.reprovarVenda, severidade: 'perigo' },
  { evento: 'CadastroReprovado', rotulo: () => ROTULO_ACAO.reprovarCadastro, severidade: 'perigo' },
  { evento: 'FaturamentoReprovado', rotulo: () => ROTULO_ACAO.reprovarFaturamento, severidade: 'perigo' },
  { evento: 'PagamentoReprovado', rotulo: () => ROTULO_ACAO.reprovarPagamento, severidade: 'perigo' },
  { evento: 'InsercaoBoletoConfirmada', rotulo: () => ROTULO_ACAO.confirmarInsercaoBoleto, severidade: 'secundario' },
  { evento: 'PedidoCancelado', rotulo: () => ROTULO_ACAO.cancelarPedido, severidade: 'perigo' },
];

/** The machine's snapshot of an order standing at `step` (null for the markers 4 and 14, where no order stands). */
function snapshotEm(context: OrderContext, step: StepId): Snap | null {
  const estado = ESTADO_DO_STEP[step];
  if (estado === null) return null;
  return orderMachine.resolveState({ value: estado, context: { ...context, step } });
}

const instante = (c: OrderContext) => c.atualizadoEm ?? c.criadoEm ?? new Date(0).toISOString();

/** A probe of a move: with or without a comment, with the release's facts. */
function sonda(evento: Movimento, actor: Actor, at: string, motivo: string | null, boletosEmAberto: number, confirmouPagamento: boolean): OrderEvent {
  if (evento === 'VeiculoEnviado') return { type: evento, actor, at, motivo, boletosEmAberto, confirmouPagamento };
  return { type: evento, actor, at, motivo } as OrderEvent;
}

/** Where the accepted probe leads: the new step, the marker step it wrote, or null (stays). */
function destino(snap: Snap, ev: OrderEvent, step: StepId): StepId | null {
  const [depois] = transition(orderMachine, snap, ev);
  if (depois.context.step !== null && depois.context.step !== step) return depois.context.step;
  if (depois.context.historico.length > snap.context.historico.length) return depois.context.historico[depois.context.historico.length - 1]!.step;
  return null;
}

/**
 * Every move the machine accepts now for this actor at `step` (saving and commenting aside: see podeSalvar, podeComentar).
 * Each is asked to the machine with a probe event: a move that needs a comment is accepted only with one (comentarioObrigatorio);
 * the release for transport with open boletos is accepted only with the user's confirmation (confirmacao, the spec's text).
 */
export function acoesDoPedido(context: OrderContext, step: StepId, actor: Actor, fatos: FatosAcoes = {}): AcaoPedido[] {
  const snap = snapshotEm(context, step);
  if (!snap) return [];
  const at = instante(context);
  const abertos = Math.max(0, fatos.boletosEmAberto ?? 0);
  const acoes: AcaoPedido[] = [];
  for (const m of MOVIMENTOS) {
    const semComentario = sonda(m.evento, actor, at, null, abertos, false);
    const comComentario = sonda(m.evento, actor, at, '-', abertos, false);
    const confirmado = sonda(m.evento, actor, at, null, abertos, true);
    let aceito: OrderEvent | null = null;
    let comentarioObrigatorio = false;
    let confirmacao: string | undefined;
    if (snap.can(semComentario)) aceito = semComentario;
    else if (snap.can(comComentario)) [aceito, comentarioObrigatorio] = [comComentario, true];
    else if (m.evento === 'VeiculoEnviado' && snap.can(confirmado)) [aceito, confirmacao] = [confirmado, pmsg.boletosEmAberto];
    if (!aceito) continue;
    acoes.push({
      evento: m.evento,
      rotulo: m.rotulo(step),
      para: destino(snap, aceito, step),
      comentarioObrigatorio,
      ...(confirmacao ? { confirmacao } : {}),
      severidade: m.severidade,
    });
  }
  return acoes;
}

/** Whether the actor may save the order's body at `step` (Salvar; the machine's PedidoAtualizado). */
export function podeSalvar(context: OrderContext, step: StepId, actor: Actor): boolean {
  const snap = snapshotEm(context, step);
  if (!snap || !context.dados) return false;
  return snap.can({ type: 'PedidoAtualizado', actor, at: instante(context), dados: context.dados });
}

/** Whether the actor may insert a comment at `step` (the comment section's Inserir; the machine's ComentarioInserido). */
export function podeComentar(context: OrderContext, step: StepId, actor: Actor): boolean {
  const snap = snapshotEm(context, step);
  if (!snap) return false;
  return snap.can({ type: 'ComentarioInserido', actor, at: instante(context), descricao: '-', usuarioDestinatarioId: 1, destinatarioNome: '-' });
}
