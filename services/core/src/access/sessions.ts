import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import type { VerifiedToken } from './tokens.ts';

/**
 * Sair / end of acesso espelho: the token's session is refused from the next request on (on every API instance: the
 * insert notifies `principal_alterado`). Ending it twice is harmless. Rows of tokens that expired anyway are pruned.
 */
export async function encerrarSessao(db: Kysely<Database>, token: VerifiedToken, now: Date): Promise<void> {
  if (!token.sid) return;
  await db.deleteFrom('sessoes_encerradas').where('expira_em', '<', now).execute();
  await db
    .insertInto('sessoes_encerradas')
    .values({ sid: token.sid, participante_id: token.sub, espelho_admin_id: token.esp, expira_em: token.expiraEm })
    .onConflict((oc) => oc.column('sid').doNothing())
    .execute();
}

/** Whether the token's session was ended on the server. */
export async function sessaoEncerrada(db: Kysely<Database>, sid: string | null): Promise<boolean> {
  if (!sid) return false;
  const row = await db.selectFrom('sessoes_encerradas').select('sid').where('sid', '=', sid).executeTakeFirst();
  return row !== undefined;
}
