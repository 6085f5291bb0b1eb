import { createDb, DEFAULT_DATABASE_URL } from '@portal/core/db/connect';
import { startSmtpCatcher } from './smtp-catcher.ts';

/** The development SMTP catcher alone (containers): DATABASE_URL, SMTP_HOST (default 0.0.0.0), SMTP_PORT (default 2525). */
const db = createDb({ url: process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL });
const catcher = await startSmtpCatcher({
  db,
  host: process.env.SMTP_HOST ?? '0.0.0.0',
  port: Number(process.env.SMTP_PORT ?? 2525),
  onMail: (m) => console.error(`[smtp] ${m.para}: ${m.assunto ?? ''}`),
});
console.error(`[smtp] ouvindo em ${catcher.host}:${catcher.port}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void catcher
      .stop()
      .then(() => db.destroy())
      .then(() => process.exit(0));
  });
}
