import type { Actor } from '@portal/contracts/access/roles';
import { passwordProblems } from '@portal/contracts/access/password';
import { msg } from '@portal/contracts/messages';
import { handleCommand } from '../eventstore/command-handler.ts';
import { InvalidInput, metadataFor } from '../kernel/index.ts';
import { enqueueEmail } from '../email/outbox.ts';
import { accountAggregate, contaStream } from './account.ts';
import { createLink } from './links.ts';
import { linkFor } from './account-links.ts';
import { gravarSenha } from './senha-da-conta.ts';
import type { AccessDeps } from './deps.ts';

type Db = AccessDeps['db'];

/**
 * Opens the account of a new participante. With `senha` (demo data) the registration completes at once;
 * otherwise a registration link is e-mailed (returned in emailIds for dispatch after commit).
 */
export async function criarConta(
  deps: AccessDeps,
  trx: Db,
  p: { id: number; nome: string; email: string },
  actor: Actor,
  ctx: { correlationId: string | null },
  senha?: string,
): Promise<{ emailIds: string[] }> {
  const now = deps.now();
  const meta = metadataFor(actor, ctx.correlationId, now);
  await handleCommand(
    trx,
    accountAggregate,
    contaStream(p.id),
    { type: 'ContaCriada', actor, at: now.toISOString(), participanteId: p.id, email: p.email, porAdministrador: true },
    meta,
  );
  if (senha !== undefined) {
    await gravarSenha(trx, p.id, 'CadastroCompletado', actor, senha, ctx, now);
    return { emailIds: [] };
  }
  const { token, expiraEm } = await createLink(trx, p.id, 'cadastro', now);
  const id = await enqueueEmail(trx, linkFor(deps, 'cadastro', p.id, p.nome, p.email, token, expiraEm));
  return { emailIds: [id] };
}

/** PUT participantes/admin/alterarSenha: the administrator sets a password; the user must change it at next sign-in. */
export async function definirSenhaPeloAdministrador(
  deps: AccessDeps,
  actor: Actor,
  input: { id: number; newPassword: string; confirmNewPassword: string },
  ctx: { correlationId: string | null },
): Promise<void> {
  if (!input.newPassword && !input.confirmNewPassword) throw new InvalidInput(msg.preenchaObrigatorios);
  if (!input.newPassword) throw new InvalidInput(msg.preenchaNovaSenha);
  if (input.newPassword !== input.confirmNewPassword) throw new InvalidInput(msg.novaSenhaNaoConfere);
  const problems = passwordProblems(input.newPassword, input.confirmNewPassword);
  if (problems.length) throw new InvalidInput(problems);
  await gravarSenha(deps.db, input.id, 'SenhaDefinidaPeloAdministrador', actor, input.newPassword, ctx, deps.now());
}

export async function bloquearConta(deps: AccessDeps, actor: Actor, id: number, bloquear: boolean, ctx: { correlationId: string | null }): Promise<void> {
  const now = deps.now();
  const event = bloquear
    ? { type: 'ContaBloqueada', actor, at: now.toISOString(), motivo: 'administrador' }
    : { type: 'ContaDesbloqueada', actor, at: now.toISOString() };
  await handleCommand(deps.db, accountAggregate, contaStream(id), event, metadataFor(actor, ctx.correlationId, now));
}
