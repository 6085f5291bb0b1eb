/**
 * The one home of the direct-sales calls' requests and answers (TypeBox), shared by the API's routes and the console's calls:
 * the orders (schemas/pedido.ts), the order's body and machine context as GET pedidos/{id} answers them (schemas/contexto.ts)
 * and the lookups of the order and boletos screens (schemas/lookups.ts).
 */
export * from './schemas/pedido.ts';
export * from './schemas/contexto.ts';
export * from './schemas/lookups.ts';
