import { useSyncExternalStore } from 'react';
import type { Actor, GrupoPerfilId } from '@portal/contracts/access/roles';
import { persisted } from './storage.ts';

/** The signed-in user as the machines' actor (the same shape the server puts into each event). */
export function actorOf(): Actor | null {
  const c = persisted.get().auth?.userClaims;
  if (!c) return null;
  return {
    userId: c.id,
    nome: c.nome,
    role: c.claims.find((x) => x.type === 'role')?.value ?? '',
    grupoPerfil: c.grupoPerfil as GrupoPerfilId,
    concessionariaId: c.concessionariaId,
    concessionariaGrupoId: c.concessionariaGrupoId,
    processosGrupo: c.processosGrupo,
    espelhoAdminId: c.espelho?.adminId ?? null,
  };
}

/** The actor, re-read when the session changes (acesso espelho, Retornar Espelho). */
export function useActor(): Actor | null {
  useSyncExternalStore(persisted.subscribe, persisted.get);
  return actorOf();
}
