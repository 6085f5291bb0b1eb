import type { Db } from '../kernel/index.ts';

export interface OutgoingEmail {
  para: string;
  assunto: string;
  texto: string;
  html: string;
}

/**
 * Writes an e-mail into the outbox inside the caller's transaction: it is sent only if the change that
 * caused it commits. The Temporal worker delivers it over SMTP (workflow `email-<id>`), retrying.
 */
export async function enqueueEmail(db: Db, email: OutgoingEmail): Promise<string> {
  const row = await db.insertInto('emails_saida').values(email).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function getEmail(db: Db, id: string) {
  return db.selectFrom('emails_saida').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function markSent(db: Db, id: string, at: Date): Promise<void> {
  await db.updateTable('emails_saida').set({ enviado_em: at }).where('id', '=', id).where('enviado_em', 'is', null).execute();
}

export async function recordFailure(db: Db, id: string, error: string): Promise<void> {
  await db
    .updateTable('emails_saida')
    .set((eb) => ({ tentativas: eb('tentativas', '+', 1), ultimo_erro: error.slice(0, 500) }))
    .where('id', '=', id)
    .execute();
}

/** E-mails not yet sent, oldest first (the worker's sweep picks up any whose dispatch was lost). */
export async function pendingEmails(db: Db, limit = 100): Promise<string[]> {
  const rows = await db.selectFrom('emails_saida').select('id').where('enviado_em', 'is', null).orderBy('id').limit(limit).execute();
  return rows.map((r) => r.id);
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function linkEmail(para: string, assunto: string, saudacao: string, texto: string, link: string, validade: string): OutgoingEmail {
  return {
    para,
    assunto,
    texto: `${saudacao}\n\n${texto}\n\n${link}\n\n${validade}\n`,
    html: `<p>${escapeHtml(saudacao)}</p><p>${escapeHtml(texto)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(validade)}</p>`,
  };
}
