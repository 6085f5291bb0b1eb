import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import type { TokenService } from './tokens.ts';
import type { EventMetadata } from '../eventstore/types.ts';
import type { Actor } from '@portal/contracts/access/roles';

export interface AccessDeps {
  db: Kysely<Database>;
  tokens: TokenService;
  now: () => Date;
  /** public URL of the console, used in e-mailed links */
  appUrl: string;
}

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

export async function senhaValidadeDias(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('configuracoes_portal').select('valor').where('chave', '=', 'senhaValidadeDias').executeTakeFirst();
  const n = Number(row?.valor ?? 90);
  return Number.isFinite(n) && n > 0 ? n : 90;
}
