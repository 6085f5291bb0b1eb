import type { Actor } from '@portal/contracts/access/roles';
import type { AccountEventType } from '@portal/contracts/access/account-machine';
import { handleCommand } from '../eventstore/command-handler.ts';
import { metadataFor } from '../kernel/index.ts';
import { accountAggregate, contaStream } from './account.ts';
import { hashPassword } from './passwords.ts';
import type { AccessDeps } from './deps.ts';

/** The account events that set a new password (the account's machine decides whether the account takes one now). */
type EventoDeSenha = Extract<AccountEventType, 'SenhaAlterada' | 'SenhaRedefinida' | 'CadastroCompletado' | 'SenhaDefinidaPeloAdministrador'>;

/**
 * A new password for account `participanteId`: the event `type` by `actor` at `now` on the account's stream and, in the
 * same transaction, the password's hash (`credenciais`); a refused event writes neither. `db` may be a transaction.
 */
export async function gravarSenha(
  db: AccessDeps['db'],
  participanteId: number,
  type: EventoDeSenha,
  actor: Actor,
  senha: string,
  ctx: { correlationId: string | null },
  now: Date,
): Promise<void> {
  await handleCommand(db, accountAggregate, contaStream(participanteId), { type, actor, at: now.toISOString() }, metadataFor(actor, ctx.correlationId, now), {
    alsoInTransaction: async (trx) => {
      const senha_hash = await hashPassword(senha);
      await trx
        .insertInto('credenciais')
        .values({ participante_id: participanteId, senha_hash })
        .onConflict((oc) => oc.column('participante_id').doUpdateSet({ senha_hash, atualizado_em: now }))
        .execute();
    },
  });
}
