import { sql } from 'kysely';
import { notifMsg } from '@portal/contracts/notificacoes/messages';
import { porEmail, type Canal } from '@portal/contracts/notificacoes/tipos';
import { enqueueEmail, linkEmail } from '../email/outbox.ts';
import type { Db } from '../kernel/index.ts';
import { alcancaParticipante, canalDe } from './audiencia.ts';

export interface NotificacoesEmailDeps {
  db: Db;
  /** the console's address: the e-mail's link opens the record (after the sign-in when signed out: `/?destino=`) */
  appUrl: string;
  now: () => Date;
}

/** How far back a notification is still worth an e-mail (a rebuild or a new database never mails the history). */
const JANELA_MS = 24 * 60 * 60 * 1000;

/**
 * The link of the e-mail: the record's screen itself. Signed in, it opens; signed out, the console's guard sends to the
 * sign-in with `?destino=` and the sign-in opens it after (console `RequireSession`, `afterLogin`).
 */
export const linkDoEmail = (appUrl: string, destino: string) => `${appUrl}${destino}`;

/**
 * Decides the e-mail of each recent notification for each user it reaches, once (`notificacoes_emails`, its key, whoever
 * runs it and however often): by the user's channel for its kind at that moment (none chosen: both), the e-mail goes to
 * the outbox in the marker's transaction, or the marker alone says none goes (a later change of channel does not mail
 * it). Answers the outbox ids, for the caller to dispatch.
 */
export async function enfileirarEmailsDeNotificacoes(deps: NotificacoesEmailDeps, limite = 500): Promise<string[]> {
  const desde = new Date(deps.now().getTime() - JANELA_MS);
  const pendentes = await sql<{ id: string; titulo: string; texto: string; link: string; participante_id: number; nome: string; email: string; canal: Canal }>`
    select n.id, n.titulo, n.texto, n.link, p.id as participante_id, p.nome, p.email, ${canalDe(sql<number>`p.id`)} as canal
    from notificacoes n
    join participantes p on true
    join perfis pf on pf.id = p.perfil_id and pf.ativo
    join contas c on c.participante_id = p.id and c.status = 'ativa'
    where n.criado_em >= ${desde} and ${alcancaParticipante}
      and not exists (select 1 from notificacoes_emails e where e.notificacao_id = n.id and e.participante_id = p.id)
    order by n.evento_posicao, p.id
    limit ${limite}`.execute(deps.db);
  const ids: string[] = [];
  for (const r of pendentes.rows) {
    const id = await deps.db.transaction().execute(async (trx) => {
      const marcado = await trx
        .insertInto('notificacoes_emails')
        .values({ notificacao_id: r.id, participante_id: r.participante_id, criado_em: deps.now() })
        .onConflict((oc) => oc.doNothing())
        .returning('notificacao_id')
        .executeTakeFirst();
      if (!marcado || !porEmail(r.canal)) return null;
      const emailId = await enqueueEmail(
        trx,
        linkEmail(
          r.email,
          notifMsg.emailAssunto(r.titulo),
          notifMsg.emailSaudacao(r.nome),
          `${r.texto} ${notifMsg.emailAbrir}`,
          linkDoEmail(deps.appUrl, r.link),
          notifMsg.emailRodape,
        ),
      );
      await trx
        .updateTable('notificacoes_emails')
        .set({ email_id: emailId })
        .where('notificacao_id', '=', r.id)
        .where('participante_id', '=', r.participante_id)
        .execute();
      return emailId;
    });
    if (id) ids.push(id);
  }
  return ids;
}

/**
 * Decides "no e-mail" for every notification that exists now, for every user it reaches: the demo's load (its history,
 * made in one go) is not mailed. Idempotent.
 */
export async function dispensarEmailsDoHistorico(db: Db, agora: Date): Promise<void> {
  await sql`
    insert into notificacoes_emails (notificacao_id, participante_id, email_id, criado_em)
    select n.id, p.id, null, ${agora}
    from notificacoes n
    join participantes p on true
    join perfis pf on pf.id = p.perfil_id
    where ${alcancaParticipante}
    on conflict do nothing`.execute(db);
}
