import nodemailer from 'nodemailer';
import type { Client } from '@temporalio/client';
import type { Db } from '@portal/core/kernel/index';
import { getEmail, markSent, recordFailure } from '@portal/core/email/outbox';
import { enfileirarEmailsDeNotificacoes, enfileirarResumosDiarios } from '@portal/core/notificacoes/index';
import { startWorkflow } from '@portal/core/temporal/start';
import { ENVIAR_EMAIL_WORKFLOW, emailWorkflowId } from '@portal/contracts/workflows';

export interface SmtpConfig {
  host: string;
  port: number;
  /** sender address */
  from: string;
  /** TLS from the first byte (port 465); the local catcher is plain */
  secure?: boolean;
  user?: string;
  pass?: string;
}

export interface EmailActivityDeps {
  db: Db;
  smtp: SmtpConfig;
  /** starts `email-<id>` workflows from the sweep (required by `despacharPendentes`) */
  client?: Client;
  now?: () => Date;
  /**
   * the console's address for the notifications' e-mails (their link opens the record after sign-in); without it the
   * sweep puts no notification in the outbox
   */
  appUrl?: string;
}

/** Starts `email-<id>` for each outbox id; an id already running (or started by someone else) is skipped. */
export async function startEmailWorkflows(client: Client, ids: string[]): Promise<number> {
  let started = 0;
  for (const id of ids) {
    if (await startWorkflow(client, { type: ENVIAR_EMAIL_WORKFLOW, workflowId: emailWorkflowId(id), args: [id] })) started++;
  }
  return started;
}

const PAGINA = 200;

export function createEmailActivities(deps: EmailActivityDeps) {
  const now = deps.now ?? (() => new Date());
  const { smtp } = deps;
  const plain = !smtp.secure;
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure ?? false,
    ...(plain && !smtp.user ? { ignoreTLS: true } : {}),
    ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.pass ?? '' } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });

  return {
    /** Sends one outbox row over SMTP and marks it sent; idempotent (a sent row is not sent again). */
    async enviarEmail(id: string): Promise<'enviado' | 'jaEnviado' | 'inexistente'> {
      const email = await getEmail(deps.db, id);
      if (!email) return 'inexistente';
      if (email.enviado_em) return 'jaEnviado';
      try {
        await transport.sendMail({
          from: smtp.from,
          to: email.para,
          subject: email.assunto,
          text: email.texto,
          html: email.html,
          messageId: `<${emailWorkflowId(id)}@portal.local>`,
        });
      } catch (e) {
        await recordFailure(deps.db, id, e instanceof Error ? e.message : String(e));
        throw e;
      }
      await markSent(deps.db, id, now());
      return 'enviado';
    },

    /**
     * The sweep: puts the notifications' e-mails in the outbox (core notificacoes: once per notification and user), then
     * starts `email-<id>` for every row not yet sent. Returns how many it started.
     */
    async despacharPendentes(): Promise<number> {
      const client = deps.client;
      if (!client) throw new Error('despacharPendentes precisa de um cliente Temporal');
      if (deps.appUrl) {
        await enfileirarEmailsDeNotificacoes({ db: deps.db, appUrl: deps.appUrl, now });
        await enfileirarResumosDiarios({ db: deps.db, appUrl: deps.appUrl, now });
      }
      let started = 0;
      let after = '0';
      for (;;) {
        const rows = await deps.db
          .selectFrom('emails_saida')
          .select('id')
          .where('enviado_em', 'is', null)
          .where('id', '>', after)
          .orderBy('id')
          .limit(PAGINA)
          .execute();
        started += await startEmailWorkflows(
          client,
          rows.map((r) => r.id),
        );
        if (rows.length < PAGINA) break;
        after = rows[rows.length - 1]!.id;
      }
      return started;
    },
  };
}

export type EmailActivities = ReturnType<typeof createEmailActivities>;
