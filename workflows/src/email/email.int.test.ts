import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { TestDb } from '@portal/core/testing/db';
import { enqueueEmail } from '@portal/core/email/outbox';
import { linkFor } from '@portal/core/access/account-links';
import { createWorker, type PortalWorker } from '../worker.ts';
import { freePort, type TemporalDevServer } from '../temporal-dev.ts';
import { startEmailWorkflows } from './activities.ts';
import { varrerAgoraSignal } from './signals.ts';
import { ENVIAR_EMAIL_WORKFLOW, TASK_QUEUE, VARRER_CAIXA_SAIDA_ID, emailWorkflowId } from '@portal/contracts/workflows';
import { bancoETemporal, depsDeTeste, encerrar, sleep, until } from '../testing/ambiente.ts';

/** A real SMTP listener that can go down and come back on the same port. */
function smtpSink(port: number) {
  const received: { to: string; raw: string }[] = [];
  let server: SMTPServer | null = null;
  return {
    received,
    async up() {
      if (server) return;
      const s = new SMTPServer({
        authOptional: true,
        disabledCommands: ['AUTH', 'STARTTLS'],
        logger: false,
        closeTimeout: 500,
        onData(stream, session, cb) {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw: Buffer.concat(chunks).toString('utf8') });
            cb();
          });
        },
      });
      await new Promise<void>((resolve) => s.listen(port, '127.0.0.1', () => resolve()));
      server = s;
    },
    async down() {
      const s = server;
      server = null;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
}

/** quoted-printable soft line breaks and escapes, enough to read a link back */
const decodeQp = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

describe('e-mail delivery over a real Temporal dev server and a real SMTP listener', () => {
  let tdb: TestDb;
  let temporal: TemporalDevServer;
  let worker: PortalWorker;
  let running: Promise<void>;
  let smtp: ReturnType<typeof smtpSink>;
  let leftBehind: string;
  const deps = () => depsDeTeste(tdb);

  beforeAll(async () => {
    ({ tdb, temporal } = await bancoETemporal('portal_wf_test'));
    const port = await freePort();
    smtp = smtpSink(port);
    // a row nobody dispatched before the worker started (e.g. Temporal was down when the API enqueued it)
    leftBehind = await enqueueEmail(tdb.db, { para: 'antes@demo.portal.com.br', assunto: 'Deixado na caixa', texto: 'Olá.', html: '<p>Olá.</p>' });
    worker = await createWorker({
      temporalAddress: temporal.address,
      db: tdb.db,
      smtp: { host: '127.0.0.1', port, from: 'Portal de Distribuição <nao-responda@portal.local>' },
    });
    running = worker.run();
  });

  afterAll(async () => {
    await encerrar({ worker, running, temporal, tdb }, () => smtp?.down());
  });

  it('a password-reset e-mail survives an SMTP outage of a few seconds and arrives exactly once', async () => {
    const token = randomBytes(24).toString('base64url');
    const id = await enqueueEmail(
      tdb.db,
      linkFor(deps(), 'redefinir', 7, 'Ana Administradora', 'ana@demo.portal.com.br', token, new Date(Date.now() + 3600_000)),
    );

    // SMTP is down: the workflow starts and the activity fails and retries
    expect(await startEmailWorkflows(worker.client, [id])).toBe(1);
    expect(await startEmailWorkflows(worker.client, [id])).toBe(0); // same business key: not started twice
    await until('uma tentativa falha registrada', async () => {
      const r = await tdb.db.selectFrom('emails_saida').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      return r.tentativas >= 1 ? r : null;
    });
    await sleep(3000);
    const during = await tdb.db.selectFrom('emails_saida').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(during.enviado_em).toBeNull();
    expect(during.tentativas).toBeGreaterThanOrEqual(2);
    expect(during.ultimo_erro).toMatch(/ECONNREFUSED|connect/i);
    expect(smtp.received).toHaveLength(0);

    // SMTP comes back: the next retry delivers it
    await smtp.up();
    const result = await worker.client.workflow.getHandle(emailWorkflowId(id)).result();
    expect(result).toBe('enviado');
    const sent = await tdb.db.selectFrom('emails_saida').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(sent.enviado_em).toBeInstanceOf(Date);

    // running it again (another workflow id) sends nothing: the activity is idempotent
    const again = await worker.client.workflow.execute(ENVIAR_EMAIL_WORKFLOW, {
      taskQueue: TASK_QUEUE,
      workflowId: `${emailWorkflowId(id)}-de-novo`,
      args: [id],
    });
    expect(again).toBe('jaEnviado');
    await sleep(500);

    const mails = smtp.received.filter((m) => m.to === 'ana@demo.portal.com.br');
    expect(mails).toHaveLength(1);
    const body = decodeQp(mails[0]!.raw);
    expect(body).toContain(`http://portal.test/redefinir-senha?userId=7&token=${encodeURIComponent(token)}`);
    expect(body).toContain(`Message-ID: <email-${id}@portal.local>`);
    expect(body).toMatch(/Subject: /);
  });

  it('the sweep that starts with the worker sends what was left in the outbox', async () => {
    await smtp.up(); // (already up after the first test)
    expect(await worker.client.workflow.getHandle(emailWorkflowId(leftBehind)).result()).toBe('enviado');
    expect(smtp.received.filter((m) => m.to === 'antes@demo.portal.com.br')).toHaveLength(1);
  });

  it('the sweep, woken by its signal, starts email-<id> for an outbox row nobody dispatched', async () => {
    const id = await enqueueEmail(tdb.db, {
      para: 'esquecido@demo.portal.com.br',
      assunto: 'Teste da varredura',
      texto: 'Olá, varredura.',
      html: '<p>Olá, varredura.</p>',
    });
    await worker.client.workflow.getHandle(VARRER_CAIXA_SAIDA_ID).signal(varrerAgoraSignal);
    const result = await worker.client.workflow
      .getHandle(emailWorkflowId(id))
      .result()
      .catch(async () => {
        // the sweep may not have started it yet when we asked: wait for it
        await until(
          'a varredura iniciar o workflow',
          async () =>
            (await worker.client.workflow
              .getHandle(emailWorkflowId(id))
              .describe()
              .catch(() => null)) ?? null,
        );
        return worker.client.workflow.getHandle(emailWorkflowId(id)).result();
      });
    expect(result).toBe('enviado');
    const row = await tdb.db.selectFrom('emails_saida').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.enviado_em).toBeInstanceOf(Date);
    expect(smtp.received.filter((m) => m.to === 'esquecido@demo.portal.com.br')).toHaveLength(1);
  });
});
