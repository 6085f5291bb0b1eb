import { SMTPServer } from 'smtp-server';
import { simpleParser, type AddressObject } from 'mailparser';
import type { Db } from '@portal/core/kernel/index';

export interface SmtpCatcher {
  readonly host: string;
  /** the port it listens on (the one chosen by the OS when asked for 0); kept across stop()/start() */
  readonly port: number;
  readonly listening: boolean;
  start(): Promise<void>;
  /** stops listening (an SMTP outage); start() listens again on the same port */
  stop(): Promise<void>;
}

export interface SmtpCatcherOptions {
  db: Db;
  /** 0 = a free port */
  port?: number;
  host?: string;
  /** called after a mail is stored */
  onMail?: (mail: { de: string | null; para: string; assunto: string | null }) => void;
}

const addresses = (a: AddressObject | AddressObject[] | undefined): string =>
  [a ?? []]
    .flat()
    .flatMap((x) => x.value.map((v) => v.address ?? ''))
    .filter(Boolean)
    .join(', ');

/**
 * Development SMTP listener (plain, no TLS, no authentication): every mail it receives is parsed and stored in
 * `dev_emails_recebidos`, which the console's outbox page reads through `GET /api/v1/dev/emails`.
 */
export async function startSmtpCatcher(opts: SmtpCatcherOptions): Promise<SmtpCatcher> {
  const host = opts.host ?? '127.0.0.1';
  let port = opts.port ?? 0;
  let server: SMTPServer | null = null;

  const create = () =>
    new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      banner: 'Portal de Distribuição — SMTP de desenvolvimento',
      size: 10 * 1024 * 1024,
      closeTimeout: 2000,
      onData(stream, session, callback) {
        simpleParser(stream)
          .then(async (mail) => {
            const para = addresses(mail.to) || session.envelope.rcptTo.map((r) => r.address).join(', ');
            const de = addresses(mail.from) || (session.envelope.mailFrom ? session.envelope.mailFrom.address : '') || null;
            const assunto = mail.subject ?? null;
            await opts.db
              .insertInto('dev_emails_recebidos')
              .values({ de, para, assunto, texto: mail.text ?? null, html: typeof mail.html === 'string' ? mail.html : null })
              .execute();
            opts.onMail?.({ de, para, assunto });
            callback();
          })
          .catch((e: unknown) => callback(e instanceof Error ? e : new Error(String(e))));
      },
    });

  const catcher = {
    host,
    get port() {
      return port;
    },
    get listening() {
      return server !== null;
    },
    async start() {
      if (server) return;
      const s = create();
      await new Promise<void>((resolve, reject) => {
        s.server.once('error', reject);
        s.listen(port, host, () => {
          s.server.off('error', reject);
          resolve();
        });
      });
      s.on('error', () => {
        /* a client's broken connection: nothing to do */
      });
      const addr = s.server.address();
      if (addr && typeof addr === 'object') port = addr.port;
      server = s;
    },
    async stop() {
      const s = server;
      if (!s) return;
      server = null;
      await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
  await catcher.start();
  return catcher;
}
