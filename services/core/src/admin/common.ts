import { sql } from 'kysely';
import type { Principal } from '../access/index.ts';
import { InvalidInput, type Db, type Paginacao } from '../kernel/index.ts';

/** Who acts and under which correlation id: written into every audit row. */
export interface AdminCtx {
  actor: Principal;
  correlationId: string | null;
}

/** A list's page and its search term. */
export interface PageQuery extends Paginacao {
  q?: string;
}

/** A search term for ilike, with the wildcard characters taken literally. */
export const likeTerm = (q: string | undefined) => {
  const t = q?.trim();
  return t ? `%${t.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
};

export function isUniqueViolation(e: unknown, constraint?: string): boolean {
  const err = e as { code?: string; constraint?: string };
  return err?.code === '23505' && (constraint === undefined || err.constraint === constraint);
}

/** Runs `run`; a unique violation of `constraint` (a concurrent duplicate) answers `message` as a 400. */
export async function refuseDuplicate<T>(constraint: string, message: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (isUniqueViolation(e, constraint)) throw new InvalidInput(message);
    throw e;
  }
}

/** Whether another row of `table` already has this text in `column`, ignoring case. */
export async function textTaken(
  trx: Db,
  table: 'concessionaria_grupos' | 'regionais',
  column: 'nome' | 'descricao',
  value: string,
  exceptId?: number,
): Promise<boolean> {
  const r =
    await sql`select 1 from ${sql.table(table)} where lower(${sql.ref(column)}) = ${value.toLowerCase()} ${exceptId !== undefined ? sql`and id <> ${exceptId}` : sql``} limit 1`.execute(
      trx,
    );
  return r.rows.length > 0;
}

export const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

export const toInt = (n: string | number | bigint | null | undefined) => Number(n ?? 0);

const ACCENTED = 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'AAAAAEEEEIIIIOOOOOUUUUCNaaaaaeeeeiiiiooooouuuucn';

/**
 * Orders text the way pt-BR readers expect (Fábio before Fernanda) whatever the database's collation,
 * without ICU (the embedded PGlite fallback has none): accents folded, case ignored.
 */
export const ptBR = (col: string) => sql`lower(translate(${sql.ref(col)}, ${ACCENTED}, ${PLAIN}))`;
