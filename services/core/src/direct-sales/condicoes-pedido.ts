import { sql, type RawBuilder } from 'kysely';
import { escopoDoDealer, linhas, type Actor } from '../kernel/index.ts';

/**
 * The first conditions of any list over `pedidos p`: the actor's dealer scope (a dealer user sees its dealer, or its group
 * with processosGrupo, in the SQL), the orders asked for by code or order number, and the chassis (one per line each).
 * The order list and the commission tabs (comissoes) both start from them.
 */
export function condicoesDoPedido(actor: Actor, f: { pedido?: string | string[] | null; chassi?: string | string[] | null }): RawBuilder<unknown>[] {
  const c: RawBuilder<unknown>[] = [];
  const escopo = escopoDoDealer(actor, 'p');
  if (escopo) c.push(escopo);
  const pedidos = linhas(f.pedido);
  if (pedidos.length) c.push(sql`(p.codigo = any(${pedidos}::text[]) or p.numero_pedido = any(${pedidos}::text[]))`);
  const chassis = linhas(f.chassi).map((s) => s.toUpperCase());
  if (chassis.length) c.push(sql`p.chassi = any(${chassis}::text[])`);
  return c;
}
