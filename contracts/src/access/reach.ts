import type { Actor } from './roles.ts';

/** The actor's reach: its dealer is `concessionariaId`, or it works for the dealer's group (processosGrupo). */
export function atorAlcancaDealer(actor: Actor, concessionariaId: number | null, grupoId: number | null): boolean {
  if (concessionariaId === null) return false;
  if (actor.concessionariaId === concessionariaId) return true;
  return actor.processosGrupo && actor.concessionariaGrupoId !== null && actor.concessionariaGrupoId === grupoId;
}
