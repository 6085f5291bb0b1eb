/** Orders for tests: the same builders the demo uses (through the real commands). */
export { corpoPedido, pedidoDeTeste, pdfDeDemonstracao, documentosDoPedidoDeTeste } from '../demo/pedidos.ts';
