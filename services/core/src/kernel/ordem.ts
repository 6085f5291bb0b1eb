import { sql, type RawBuilder } from 'kysely';
import { msg } from '@portal/contracts/messages';
import { InvalidInput } from './errors.ts';

/** A list's order as the request asks it (contracts' `Ordenacao`): a column's name and the direction. */
export interface OrdemPedida {
  sort?: string | null;
  order?: 'asc' | 'desc' | null;
}

/**
 * The ORDER BY of a list sorted by a column's header: the column's expression (from the list's whitelist; an unknown
 * name is a 400 'Não é possível ordenar a lista pela coluna …', never SQL), empty cells last, then `id` in the same
 * direction so equal cells keep one order from page to page. Without `sort`: null (the list's own order).
 */
export function ordemDaLista(o: OrdemPedida, colunas: Readonly<Record<string, RawBuilder<unknown>>>, id: RawBuilder<unknown>): RawBuilder<unknown> | null {
  if (o.sort === undefined || o.sort === null || o.sort === '') return null;
  const coluna = Object.hasOwn(colunas, o.sort) ? colunas[o.sort] : undefined;
  if (!coluna) throw new InvalidInput(msg.ordenacaoInvalida(o.sort));
  const direcao = o.order === 'asc' ? sql`asc` : sql`desc`;
  return sql`${coluna} ${direcao} nulls last, ${id} ${direcao}`;
}

/** A code column read as the list shows it (`nomes`: code → text), so the column sorts by the text, not the code. */
export const comoSeLe = (coluna: RawBuilder<unknown>, nomes: Readonly<Record<number, string>>): RawBuilder<unknown> =>
  sql`case ${coluna} ${sql.join(
    Object.entries(nomes).map(([codigo, nome]) => sql`when ${sql.lit(Number(codigo))} then ${sql.lit(nome)}`),
    sql` `,
  )} end`;
