import { sql, type Expression, type SqlBool } from 'kysely';
import type { Actor } from '@portal/contracts/access/roles';
import { ehDealer } from '../kernel/index.ts';

/**
 * The scope of a dealer-side user as SQL over `veiculos v`: the vehicle's dealer or the requesting dealer is theirs
 * (their group's with processosGrupo); `incluirBolsao` also opens the Bolsão (status 121), which any dealer may acquire.
 * Importer staff see everything (null).
 */
export function escopoVeiculos(actor: Actor, opts: { incluirBolsao?: boolean; alias?: string } = {}): Expression<SqlBool> | null {
  if (!ehDealer(actor)) return null;
  const v = opts.alias ?? 'v';
  const bolsao = opts.incluirBolsao ? sql`or ${sql.ref(`${v}.status`)} = 121` : sql``;
  if (actor.processosGrupo && actor.concessionariaGrupoId !== null) {
    return sql<SqlBool>`(${sql.ref(`${v}.concessionaria_grupo_id`)} = ${actor.concessionariaGrupoId} or ${sql.ref(`${v}.dealer_solicitante_grupo_id`)} = ${actor.concessionariaGrupoId} ${bolsao})`;
  }
  const dealer = actor.concessionariaId ?? -1;
  return sql<SqlBool>`(${sql.ref(`${v}.concessionaria_id`)} = ${dealer} or ${sql.ref(`${v}.dealer_solicitante_id`)} = ${dealer} ${bolsao})`;
}
