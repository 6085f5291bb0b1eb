import type { Actor } from '@portal/contracts/access/roles';
import { msg } from '@portal/contracts/messages';
import { enqueueEmail, linkEmail } from '../email/outbox.ts';
import { handleCommand } from '../eventstore/command-handler.ts';
import { createLink } from './links.ts';
import { accountAggregate, contaStream } from './account.ts';
import { metadataFor } from '../kernel/index.ts';
import type { AccessDeps } from './deps.ts';

type Db = AccessDeps['db'];

const firstName = (nome: string) => nome.trim().split(/\s+/)[0] ?? nome;

/** The e-mail with a registration or reset link. */
export function linkFor(deps: AccessDeps, finalidade: 'cadastro' | 'redefinir', id: number, nome: string, email: string, token: string, expiraEm: Date) {
  const validade = `Este link pode ser usado uma única vez e vale até ${expiraEm.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' })}.`;
  if (finalidade === 'cadastro') {
    const link = `${deps.appUrl}/completeregistration/${id}?token=${encodeURIComponent(token)}`;
    return linkEmail(
      email,
      msg.assuntoCompletarCadastro,
      `Olá ${firstName(nome)},`,
      'Você foi cadastrado no Portal de Distribuição. Para concluir seu cadastro e criar sua senha, acesse:',
      link,
      validade,
    );
  }
  const link = `${deps.appUrl}/redefinir-senha?userId=${id}&token=${encodeURIComponent(token)}`;
  return linkEmail(
    email,
    msg.assuntoRedefinirSenha,
    `Olá ${firstName(nome)},`,
    'Recebemos um pedido para cadastrar uma nova senha. Para continuar, acesse:',
    link,
    validade,
  );
}

/**
 * Sends a user a registration or password link: a single-use link, the request recorded on the account stream,
 * and the e-mail in the outbox, all in the caller's transaction. Returns the outbox id.
 * `requester` is who asked (null for the public forgot-password form); the event's actor is `actor`.
 */
export async function sendAccountLink(
  deps: AccessDeps,
  trx: Db,
  target: { id: number; nome: string; email: string },
  finalidade: 'cadastro' | 'redefinir',
  ctx: { actor: Actor; correlationId: string | null },
  motivo: 'esqueci' | 'administrador' | 'cadastro' = finalidade === 'cadastro' ? 'cadastro' : 'administrador',
  requester: Actor | null = ctx.actor,
): Promise<string> {
  const now = deps.now();
  const { token, expiraEm } = await createLink(trx, target.id, finalidade, now);
  await handleCommand(
    trx,
    accountAggregate,
    contaStream(target.id),
    { type: 'RedefinicaoSenhaSolicitada', actor: ctx.actor, at: now.toISOString(), expiraEm: expiraEm.toISOString(), motivo },
    metadataFor(requester, ctx.correlationId, now),
  );
  return enqueueEmail(trx, linkFor(deps, finalidade, target.id, target.nome, target.email, token, expiraEm));
}
