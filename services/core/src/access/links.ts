import { createHash, randomBytes } from 'node:crypto';
import { InvalidInput, type Db } from '../kernel/index.ts';
import { msg } from '@portal/contracts/messages';

export type Finalidade = 'redefinir' | 'cadastro' | 'espelho' | 'entrar';

export const LINK_TTL_MINUTES: Record<Finalidade, number> = {
  redefinir: 60,
  cadastro: 7 * 24 * 60,
  espelho: 2,
  entrar: 5,
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A random single-use token; only its hash is stored. */
export async function createLink(
  db: Db,
  participanteId: number,
  finalidade: Finalidade,
  now: Date,
  espelhoAdminId: number | null = null,
): Promise<{ token: string; expiraEm: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiraEm = new Date(now.getTime() + LINK_TTL_MINUTES[finalidade] * 60_000);
  // a newer reset or registration link supersedes the older ones still unused
  if (finalidade === 'redefinir' || finalidade === 'cadastro') {
    await db
      .updateTable('links_senha')
      .set({ usado_em: now })
      .where('participante_id', '=', participanteId)
      .where('finalidade', '=', finalidade)
      .where('usado_em', 'is', null)
      .execute();
  }
  await db
    .insertInto('links_senha')
    .values({ participante_id: participanteId, token_hash: hashToken(token), finalidade, expira_em: expiraEm, espelho_admin_id: espelhoAdminId })
    .execute();
  return { token, expiraEm };
}

/** Reset and registration links a user may ask for through the public form in an hour; more are silently not sent. */
export const LINKS_POR_HORA = 5;

/**
 * A reset or registration link asked for again within this many seconds is not sent again: the first is still valid and on
 * its way. It absorbs a double click and a client's retry of a request whose answer was lost (the public form has no
 * Idempotency-Key), which would otherwise send two e-mails, the first already superseded.
 */
export const REENVIO_MINIMO_SEGUNDOS = 60;

/**
 * How many reset or registration links were created for the user after `desde` (a link's creation is its expiry less its
 * validity; one created after `desde` expires after it too, which the index finds).
 */
async function linksCriadosDesde(db: Db, participanteId: number, desde: Date): Promise<number> {
  const rows = await db
    .selectFrom('links_senha')
    .select(['finalidade', 'expira_em'])
    .where('participante_id', '=', participanteId)
    .where('finalidade', 'in', ['redefinir', 'cadastro'])
    .where('expira_em', '>', desde)
    .execute();
  return rows.filter((r) => new Date(r.expira_em).getTime() - LINK_TTL_MINUTES[r.finalidade as Finalidade] * 60_000 > desde.getTime()).length;
}

/** Whether a reset or registration link was created for the user less than `REENVIO_MINIMO_SEGUNDOS` before `now`. */
export const linkRecente = async (db: Db, participanteId: number, now: Date): Promise<boolean> =>
  (await linksCriadosDesde(db, participanteId, new Date(now.getTime() - REENVIO_MINIMO_SEGUNDOS * 1000))) > 0;

/** How many reset or registration links were created for the user in the hour before `now`. */
export const linksNaUltimaHora = (db: Db, participanteId: number, now: Date): Promise<number> =>
  linksCriadosDesde(db, participanteId, new Date(now.getTime() - 60 * 60_000));

/** Marks the link used, atomically; refuses an unknown, used, expired or other-purpose token. */
export async function consumeLink(
  db: Db,
  token: string,
  finalidade: Finalidade,
  now: Date,
  participanteId?: number,
): Promise<{ participanteId: number; espelhoAdminId: number | null }> {
  let q = db
    .updateTable('links_senha')
    .set({ usado_em: now })
    .where('token_hash', '=', hashToken(token))
    .where('finalidade', '=', finalidade)
    .where('usado_em', 'is', null)
    .where('expira_em', '>', now);
  if (participanteId !== undefined) q = q.where('participante_id', '=', participanteId);
  const row = await q.returning(['participante_id', 'espelho_admin_id']).executeTakeFirst();
  if (!row) throw new InvalidInput(msg.linkInvalido);
  return { participanteId: row.participante_id, espelhoAdminId: row.espelho_admin_id };
}

/** Checks a link without using it (to show the registration page). */
export async function peekLink(db: Db, token: string, finalidade: Finalidade, participanteId: number, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('links_senha')
    .select('id')
    .where('token_hash', '=', hashToken(token))
    .where('finalidade', '=', finalidade)
    .where('participante_id', '=', participanteId)
    .where('usado_em', 'is', null)
    .where('expira_em', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}
