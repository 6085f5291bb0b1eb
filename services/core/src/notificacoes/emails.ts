import { sql } from 'kysely';
import { OFFSET_BRASILIA, somarDias } from '@portal/contracts/br/business-days';
import { dataBR, dataEmSaoPaulo } from '@portal/contracts/br/dates';
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

/** whether the user `p` chose the daily digest */
const comResumo = sql<boolean>`exists (select 1 from notificacoes_resumo r where r.participante_id = p.id and r.ativo)`;

/** How far back a notification is still worth an e-mail (a rebuild or a new database never mails the history). */
const JANELA_MS = 24 * 60 * 60 * 1000;

/**
 * The link of the e-mail: the record's screen itself. Signed in, it opens; signed out, the console's guard sends to the
 * sign-in with `?destino=` and the sign-in opens it after (console `RequireSession`, `afterLogin`).
 */
export const linkDoEmail = (appUrl: string, destino: string) => `${appUrl}${destino}`;

/**
 * Decides the e-mail of each recent notification for each user it reaches, once (`notificacoes_emails`, its key, whoever
 * runs it and however often): by the user's channel for its kind at that moment (none chosen: both; with the daily
 * digest chosen, none: the digest lists it), the e-mail goes to
 * the outbox in the marker's transaction, or the marker alone says none goes (a later change of channel does not mail
 * it). Answers the outbox ids, for the caller to dispatch.
 */
export async function enfileirarEmailsDeNotificacoes(deps: NotificacoesEmailDeps, limite = 500): Promise<string[]> {
  const desde = new Date(deps.now().getTime() - JANELA_MS);
  const pendentes = await sql<{
    id: string;
    titulo: string;
    texto: string;
    link: string;
    participante_id: number;
    nome: string;
    email: string;
    canal: Canal;
    resumo: boolean;
  }>`
    select n.id, n.titulo, n.texto, n.link, p.id as participante_id, p.nome, p.email, ${canalDe(sql<number>`p.id`)} as canal,
      ${comResumo} as resumo
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
      // with the daily digest, the day's e-mail lists it instead (enfileirarResumosDiarios)
      if (!marcado || !porEmail(r.canal) || r.resumo) return null;
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

const escapar = (t: string) => t.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The daily digest: for each user who chose it, once per São Paulo day (`notificacoes_resumos_enviados`, its key), one
 * e-mail with the previous day's notifications that reach them on a channel other than none and are still unread, in
 * the marker's transaction (nothing unread: the marker alone). Run by the outbox sweep, so it goes out shortly after
 * midnight; answers the outbox ids.
 */
export async function enfileirarResumosDiarios(deps: NotificacoesEmailDeps): Promise<string[]> {
  const dia = somarDias(dataEmSaoPaulo(deps.now()), -1);
  const de = new Date(`${dia}T00:00:00${OFFSET_BRASILIA}`);
  const ate = new Date(de.getTime() + 86_400_000);
  const usuarios = await sql<{ id: number; nome: string; email: string }>`
    select p.id, p.nome, p.email from participantes p
    join perfis pf on pf.id = p.perfil_id and pf.ativo
    join contas c on c.participante_id = p.id and c.status = 'ativa'
    where ${comResumo}
      and not exists (select 1 from notificacoes_resumos_enviados e where e.participante_id = p.id and e.dia = ${dia}::date)
    order by p.id`.execute(deps.db);
  const ids: string[] = [];
  for (const u of usuarios.rows) {
    const id = await deps.db.transaction().execute(async (trx) => {
      const marcado = await trx
        .insertInto('notificacoes_resumos_enviados')
        .values({ participante_id: u.id, dia, email_id: null, criado_em: deps.now() })
        .onConflict((oc) => oc.doNothing())
        .returning('dia')
        .executeTakeFirst();
      if (!marcado) return null;
      const itens = await sql<{ titulo: string; texto: string }>`
        select n.titulo, n.texto from notificacoes n
        join participantes p on p.id = ${u.id}::int
        join perfis pf on pf.id = p.perfil_id
        where n.criado_em >= ${de} and n.criado_em < ${ate} and ${alcancaParticipante}
          and ${canalDe(sql<number>`p.id`)} <> 'nenhum'
          and not exists (select 1 from notificacoes_lidas l where l.participante_id = p.id and l.notificacao_id = n.id)
        order by n.evento_posicao`.execute(trx);
      if (itens.rows.length === 0) return null;
      const data = dataBR(dia)!;
      const link = linkDoEmail(deps.appUrl, '/');
      const linhas = itens.rows.map((n) => `- ${n.titulo}: ${n.texto}`);
      const emailId = await enqueueEmail(trx, {
        para: u.email,
        assunto: notifMsg.resumoAssunto(data),
        texto: [
          notifMsg.emailSaudacao(u.nome),
          '',
          notifMsg.resumoIntro(itens.rows.length, data),
          ...linhas,
          '',
          notifMsg.resumoAbrir,
          link,
          '',
          notifMsg.resumoRodape,
          '',
        ].join('\n'),
        html:
          `<p>${escapar(notifMsg.emailSaudacao(u.nome))}</p><p>${escapar(notifMsg.resumoIntro(itens.rows.length, data))}</p>` +
          `<ul>${itens.rows.map((n) => `<li><strong>${escapar(n.titulo)}</strong>: ${escapar(n.texto)}</li>`).join('')}</ul>` +
          `<p>${escapar(notifMsg.resumoAbrir)}</p><p><a href="${escapar(link)}">${escapar(link)}</a></p><p>${escapar(notifMsg.resumoRodape)}</p>`,
      });
      await trx.updateTable('notificacoes_resumos_enviados').set({ email_id: emailId }).where('participante_id', '=', u.id).where('dia', '=', dia).execute();
      return emailId;
    });
    if (id) ids.push(id);
  }
  return ids;
}
