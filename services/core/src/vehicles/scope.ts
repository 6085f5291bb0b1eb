import { sql, type Expression, type SqlBool } from 'kysely';
import type { Actor } from '@portal/contracts/access/roles';
import { ehDealer } from '../kernel/index.ts';

interface OpcoesEscopo {
  /** also the Bolsão (status 121), which any dealer may acquire */
  incluirBolsao?: boolean;
  /** the alias of `veiculos` in the statement ('v' unless told) */
  alias?: string;
}

/**
 * The scope of a dealer-side user as SQL over `veiculos v`: the vehicle's dealer or the requesting dealer is theirs
 * (their group's with processosGrupo); `incluirBolsao` also opens the Bolsão (status 121), which any dealer may acquire.
 * Importer staff see everything (null).
 */
export function escopoVeiculos(actor: Actor, opts: OpcoesEscopo = {}): Expression<SqlBool> | null {
  const ramos = ramosDoEscopo(actor, opts);
  return ramos ? escopoDosRamos(ramos) : null;
}

/** The scope as one condition: the `or` of its branches (`ramosDoEscopo`). */
export const escopoDosRamos = (ramos: Expression<SqlBool>[]): Expression<SqlBool> => sql<SqlBool>`(${sql.join(ramos, sql` or `)})`;

/**
 * The scope as its branches (their `or` is `escopoVeiculos`): each names one indexed column (indexes by that column and
 * the id), so a page in id order walks each branch's index from the top and stops at the page's last row instead of
 * collecting the dealer's every vehicle (vehicles/pagina-por-ramos.ts). Importer staff: null (no scope).
 */
export function ramosDoEscopo(actor: Actor, opts: OpcoesEscopo = {}): Expression<SqlBool>[] | null {
  if (!ehDealer(actor)) return null;
  const v = opts.alias ?? 'v';
  const col = (c: string) => sql.ref(`${v}.${c}`);
  const bolsao = opts.incluirBolsao ? [sql<SqlBool>`${col('status')} = 121`] : [];
  if (actor.processosGrupo && actor.concessionariaGrupoId !== null) {
    const g = actor.concessionariaGrupoId;
    return [sql<SqlBool>`${col('concessionaria_grupo_id')} = ${g}`, sql<SqlBool>`${col('dealer_solicitante_grupo_id')} = ${g}`, ...bolsao];
  }
  const dealer = actor.concessionariaId ?? -1;
  return [sql<SqlBool>`${col('concessionaria_id')} = ${dealer}`, sql<SqlBool>`${col('dealer_solicitante_id')} = ${dealer}`, ...bolsao];
}
