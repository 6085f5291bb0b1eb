import { sql, type Expression, type SqlBool } from 'kysely';
import type { Actor } from '@portal/contracts/access/roles';
import { ehDealer } from '../kernel/index.ts';

/**
 * The swap requests a dealer-side user sees, as SQL over `trocas t`: sent or received by their dealer
 * (or their group's dealers, with processosGrupo). Importer staff see all (null).
 */
export function escopoTrocas(actor: Actor, alias = 't'): Expression<SqlBool> | null {
  if (!ehDealer(actor)) return null;
  const ref = (c: string) => sql.ref(`${alias}.${c}`);
  if (actor.processosGrupo && actor.concessionariaGrupoId !== null) {
    return sql<SqlBool>`(${ref('concessionaria_dona_grupo_id')} = ${actor.concessionariaGrupoId} or ${ref('concessionaria_solicitante_grupo_id')} = ${actor.concessionariaGrupoId})`;
  }
  const d = actor.concessionariaId ?? -1;
  return sql<SqlBool>`(${ref('concessionaria_dona_id')} = ${d} or ${ref('concessionaria_solicitante_id')} = ${d})`;
}

/** Whether the actor is on the receiving side (its dealer or group owns the vehicle asked for). */
export function recebidaPor(actor: Actor, alias = 't') {
  const ref = (c: string) => sql.ref(`${alias}.${c}`);
  if (actor.processosGrupo && actor.concessionariaGrupoId !== null)
    return sql<boolean>`(${ref('concessionaria_dona_grupo_id')} = ${actor.concessionariaGrupoId})`;
  return sql<boolean>`(${ref('concessionaria_dona_id')} = ${actor.concessionariaId ?? -1})`;
}
export function enviadaPor(actor: Actor, alias = 't') {
  const ref = (c: string) => sql.ref(`${alias}.${c}`);
  if (actor.processosGrupo && actor.concessionariaGrupoId !== null)
    return sql<boolean>`(${ref('concessionaria_solicitante_grupo_id')} = ${actor.concessionariaGrupoId})`;
  return sql<boolean>`(${ref('concessionaria_solicitante_id')} = ${actor.concessionariaId ?? -1})`;
}
