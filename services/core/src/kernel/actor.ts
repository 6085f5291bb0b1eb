import type { Actor } from '@portal/contracts/access/roles';

export type { Actor };
/** What a command carries besides its input: the request's correlation id. */
export type Ctx = { correlationId: string | null };

/** The portal itself acting (demo data, scheduled jobs). */
export const SYSTEM_ACTOR: Actor = {
  userId: 0,
  nome: 'Sistema',
  role: 'Administrador',
  grupoPerfil: 1,
  concessionariaId: null,
  concessionariaGrupoId: null,
  processosGrupo: false,
  espelhoAdminId: null,
};

/** The actor as stored in an event: only the fields of `Actor` (a Principal carries more). */
export const actorOf = (a: Actor): Actor => ({
  userId: a.userId,
  nome: a.nome,
  role: a.role,
  grupoPerfil: a.grupoPerfil,
  concessionariaId: a.concessionariaId,
  concessionariaGrupoId: a.concessionariaGrupoId,
  processosGrupo: a.processosGrupo,
  espelhoAdminId: a.espelhoAdminId,
});

/** Metadata stored with every accepted event (docs/architecture.md "How a command travels"). */
export interface EventMetadata {
  userId: number | null;
  nome: string | null;
  role: string | null;
  espelhoAdminId: number | null;
  espelhoAdminNome?: string | null;
  concessionariaId: number | null;
  correlationId: string | null;
  at: string;
}

/** The metadata stored with every accepted event (docs/architecture.md "How a command travels"). */
export function metadataFor(actor: Actor | null, correlationId: string | null, at: Date): EventMetadata {
  return {
    userId: actor?.userId ?? null,
    nome: actor?.nome ?? null,
    role: actor?.role ?? null,
    espelhoAdminId: actor?.espelhoAdminId ?? null,
    concessionariaId: actor?.concessionariaId ?? null,
    correlationId,
    at: at.toISOString(),
  };
}

/** `metadataFor` of an `Actor`, with the name of the administrator behind an impersonated session. */
export function metaOf(a: Actor, ctx: Ctx, at: Date): EventMetadata {
  return { ...metadataFor(actorOf(a), ctx.correlationId, at), espelhoAdminNome: a.espelhoAdminNome ?? null };
}
