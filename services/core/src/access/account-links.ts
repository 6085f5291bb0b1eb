import { enqueueEmail } from '../email/outbox.ts';
import { createLink } from '../access/links.ts';
import { linkFor } from '../access/commands.ts';
import { accountAggregate, contaStream } from '../access/account.ts';
import { decide } from '../eventstore/decider.ts';
import { metadataFor, type AccessDeps } from '../access/deps.ts';
import type { AdminCtx, Db } from './common.ts';

/**
 * An administrator sends a user a registration or password link: a single-use link, the request recorded
 * on the account stream, and the e-mail in the outbox, all in the caller's transaction. Returns the outbox id.
 */
export async function sendAccountLink(
  deps: AccessDeps,
  trx: Db,
  target: { id: number; nome: string; email: string },
  finalidade: 'cadastro' | 'redefinir',
  ctx: AdminCtx,
): Promise<string> {
  const now = deps.now();
  const { token, expiraEm } = await createLink(trx, target.id, finalidade, now);
  await decide(
    trx,
    accountAggregate,
    contaStream(target.id),
    { type: 'RedefinicaoSenhaSolicitada', actor: ctx.actor, at: now.toISOString(), expiraEm: expiraEm.toISOString(), motivo: finalidade === 'cadastro' ? 'cadastro' : 'administrador' },
    metadataFor(ctx.actor, ctx.correlationId, now),
  );
  return enqueueEmail(trx, linkFor(deps, finalidade, target.id, target.nome, target.email, token, expiraEm));
}
