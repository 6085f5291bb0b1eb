import { PERFIL_PEDIDO, type PerfilPedido } from './order-machine.ts';
import type { StepAtual } from './steps.ts';

const { vendaDireta: VD, financeiro: FIN, faturamento: FAT, logistica: LOG, dealer: DEALER } = PERFIL_PEDIDO;

/**
 * Who moves an order standing at each step: the profiles the machine accepts its forward move from ('Dealer': the order's
 * dealer). The Administrador, who may move any step, is not named: it is told of none. A final step (9, 15) has no one.
 * The notification 'Pedido numa etapa que meu perfil move' goes to these (quem-move.unit.test.ts checks them against the
 * machine's own buttons).
 */
export const QUEM_MOVE_PEDIDO: Record<StepAtual, readonly PerfilPedido[]> = {
  0: [DEALER, VD],
  1: [DEALER, VD],
  2: [VD],
  3: [FAT],
  5: [FAT],
  6: [DEALER, FIN],
  7: [FIN],
  8: [LOG],
  9: [],
  10: [DEALER, FIN, VD],
  11: [FIN],
  12: [FAT],
  13: [FAT],
  15: [],
};
