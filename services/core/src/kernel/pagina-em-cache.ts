import type { CompiledQuery } from 'kysely';
import { chaveDoPreparado, type Db } from './db.ts';
import { emCache, type TabelaVigiada } from './leitura-em-cache.ts';
import type { Pagina } from './paging.ts';

/**
 * A list's page (rows and total) kept under the read version of the tables its rows read, keyed by the page
 * statement's name and parameters (scope, filters, page and day are in them); its total kept by `totalEmCache`. `nome`
 * null: read every time. Used by the vehicle lists, Liberar faturamento and the swap lists. `dealer`: keyed on that
 * dealer's version (kernel emCache), for a list that shows no other dealer's rows.
 */
export function paginaEmCache<L, R>(
  db: Db,
  nome: string | null,
  tabelas: readonly TabelaVigiada[],
  c: { page: number; count: CompiledQuery<{ total: string }>; rows: CompiledQuery<L> },
  tabelasTotal: readonly TabelaVigiada[],
  mapear: (linha: L) => R,
  dealer: number | null = null,
): Promise<Pagina<R>> {
  const ler = async () => {
    const [total, rows] = await Promise.all([totalEmCache(db, c.count, tabelasTotal, dealer), db.executeQuery(c.rows)]);
    return { rows: rows.rows.map(mapear), page: c.page, total };
  };
  return nome ? emCache(db, nome, tabelas, chaveDoPreparado(c.rows), ler, dealer) : ler();
}

/**
 * A list's exact total, kept under the read version of the tables its count reads (kernel emCache): the statement's text
 * and parameters are the key, so the same filters and scope count once until one of those tables is written.
 */
export async function totalEmCache(
  db: Db,
  count: CompiledQuery<{ total: string }>,
  tabelas: readonly TabelaVigiada[],
  dealer: number | null = null,
): Promise<number> {
  return emCache(db, 'listas/total', tabelas, chaveDoPreparado(count), async () => Number((await db.executeQuery(count)).rows[0]?.total ?? 0), dealer);
}
