import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { GRUPO_PERFIL, type Actor } from '@portal/contracts/access/roles';

/** Dealer-side users (profile group Dealer) see only their dealer's data, or their group's with processosGrupo. */
export const ehDealer = (a: Pick<Actor, 'grupoPerfil'>) => a.grupoPerfil === GRUPO_PERFIL.Dealer;

/** Dealers a user may pick (dealer dropdowns): all for importer staff, own dealer or own group otherwise. */
export function escopoDealers(actor: Actor, alias = 'c'): Expression<SqlBool> | null {
  if (!ehDealer(actor)) return null;
  if (actor.processosGrupo && actor.concessionariaGrupoId !== null)
    return sql<SqlBool>`${sql.ref(`${alias}.concessionaria_grupo_id`)} = ${actor.concessionariaGrupoId}`;
  return sql<SqlBool>`${sql.ref(`${alias}.id`)} = ${actor.concessionariaId ?? -1}`;
}

/**
 * Rows of a table that carries `concessionaria_id` and `concessionaria_grupo_id` (orders, boletos…) a user may see: all for
 * importer staff (null: no condition), its dealer's, or its group's with processosGrupo. `alias`: the table's alias, if any.
 */
export function escopoDoDealer(actor: Actor, alias?: string): RawBuilder<SqlBool> | null {
  if (!ehDealer(actor)) return null;
  const col = (c: string) => sql.ref(alias ? `${alias}.${c}` : c);
  if (actor.processosGrupo && actor.concessionariaGrupoId !== null) return sql<SqlBool>`${col('concessionaria_grupo_id')} = ${actor.concessionariaGrupoId}`;
  return sql<SqlBool>`${col('concessionaria_id')} = ${actor.concessionariaId ?? -1}`;
}

/**
 * `escopoDoDealer` over a row already in memory: whether a user may see a record of `concessionariaId` and
 * `concessionariaGrupoId` (the same rule, for a decision that starts from a kept fold instead of reading the row).
 */
export function noEscopoDoDealer(actor: Actor, r: { concessionariaId: number | null; concessionariaGrupoId: number | null }): boolean {
  if (!ehDealer(actor)) return true;
  if (actor.processosGrupo && actor.concessionariaGrupoId !== null) return r.concessionariaGrupoId === actor.concessionariaGrupoId;
  return r.concessionariaId === (actor.concessionariaId ?? -1);
}
