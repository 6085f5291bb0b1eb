import { MOVIMENTOS_DO_PEDIDO, type OrderContext } from '@portal/contracts/direct-sales/order-machine';
import { QUEM_MOVE_PEDIDO } from '@portal/contracts/direct-sales/quem-move';
import { NOME_STEP, type StepAtual } from '@portal/contracts/direct-sales/steps';
import { notifMsg } from '@portal/contracts/notificacoes/messages';
import type { Aviso, FonteDeAvisos } from '../notificacoes/index.ts';

/** The order's screen. */
export const linkDoPedido = (pedidoId: number) => `/newrequest?id=${pedidoId}`;

/**
 * An order that reached a step: the profiles that move that step are told (QUEM_MOVE_PEDIDO, from the machine; 'Dealer':
 * the order's dealer or its group), the one who moved it excepted; a final step tells no one.
 */
export function avisoDeEtapaDoPedido(c: OrderContext): Aviso | null {
  if (c.step === null || c.pedidoId === null) return null;
  const papeis = QUEM_MOVE_PEDIDO[c.step as StepAtual] ?? [];
  if (!papeis.length) return null;
  return {
    tipo: 'pedidoEtapa',
    publico: 'papeis',
    concessionariaId: c.concessionariaId,
    concessionariaGrupoId: c.concessionariaGrupoId,
    papeis: [...papeis],
    texto: notifMsg.pedidoEtapa(c.codigo ?? `nº ${c.pedidoId}`, NOME_STEP[c.step]),
    link: linkDoPedido(c.pedidoId),
  };
}

/** The moves that leave someone to act (concluded and cancelled orders wait for no one). */
const MOVIMENTOS = MOVIMENTOS_DO_PEDIDO.filter((m) => m !== 'PedidoConcluido' && m !== 'PedidoCancelado');

export const avisosDoPedido = (contextoApos: FonteDeAvisos<OrderContext>['contextoApos']): FonteDeAvisos<OrderContext> => ({
  contextoApos,
  avisos: Object.fromEntries(MOVIMENTOS.map((m) => [m, (c: OrderContext) => avisoDeEtapaDoPedido(c)])),
});
