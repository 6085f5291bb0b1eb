import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';

/**
 * The ids of one page of a scoped vehicle list in id order (newest first), read branch by branch: the scope is an `or`
 * of columns (the vehicle's dealer, the requesting dealer, their groups, the Bolsão — `ramosDoEscopo`), and an `or`
 * can only be read by collecting every matching vehicle and sorting them (a BitmapOr: a dealer with 35,000 vehicles
 * reads 35,000 rows for a page of 50). Each branch alone is one indexed column: walked down its index `(coluna, id)` with
 * the list's other conditions checked on the way, it stops at its `offset + perPage`-th row. The page is in the union of
 * the branches' first `offset + perPage` rows (a row of the page has fewer than that many rows above it in the whole
 * list, so fewer in its own branch), and the union drops a vehicle that two branches hold.
 */
export function idsPorRamos(base: RawBuilder<unknown>, ramos: Expression<SqlBool>[], perPage: number, offset: number): RawBuilder<{ id: number }> {
  const ate = offset + perPage;
  const partes = ramos.map((r) => sql`(select v.id from veiculos v where ${base} and ${r} order by v.id desc limit ${ate})`);
  return sql<{ id: number }>`select u.id from (${sql.join(partes, sql` union `)}) u order by u.id desc limit ${perPage} offset ${offset}`;
}
