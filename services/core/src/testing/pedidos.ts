/** Orders for tests: the same builders the demo uses (through the real commands). */
export { corpoPedido, pedidoDeTeste } from '../demo/pedidos.ts';
