/** What other contexts may use of direct-sales orders (boletos belong to an order; the vehicles' cancel follows its order). */
export { ORDER_STREAM_TYPE, orderAggregate, orderStream, contextoDaLinha } from './aggregate.ts';
export { pedidoVisivel, pedidoAbertoDoVeiculo, cancelarVeiculos, type OrderDeps } from './commands.ts';
export { arquivoDeUmPedidoVisivel } from './queries.ts';
export { condicoesDoPedido } from './condicoes-pedido.ts';
export { garantirVersao } from './lookups/queries.ts';
