import { createDb, DEFAULT_DATABASE_URL, ensureDatabase } from '@portal/core/db/connect';
import { migrateToLatest } from '@portal/core/db/migrate';
import { seedDemo } from '@portal/core/demo/seed';
import { TokenService } from '@portal/core/access/tokens';
import { buildApp } from './app.ts';
import { outboxOnly } from './platform/emails.ts';
import { connectTemporal, temporalEmailDispatcher, temporalPlugin } from './platform/temporal.ts';

/**
 * Starts the API alone from the environment (containers; `bash infra/start` runs the whole stack instead).
 * DATABASE_URL, JWT_SECRET (required, ≥ 32 characters), APP_URL, HOST, PORT, TEMPORAL_ADDRESS, TEMPORAL_NAMESPACE,
 * CONSOLE_DIR, DEV_OUTBOX=true, SEED_DEMO=true, RATE_LIMIT_MAX, LOG_LEVEL.
 */
const env = process.env;
const secret = env.JWT_SECRET;
if (!secret || secret.length < 32) {
  console.error('JWT_SECRET ausente ou curto (mínimo 32 caracteres).');
  process.exit(1);
}
const url = env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
const port = Number(env.PORT ?? 3000);
const host = env.HOST ?? '0.0.0.0';
const appUrl = env.APP_URL ?? `http://localhost:${port}`;

await ensureDatabase(url);
const db = createDb({ url });
await migrateToLatest(db);
const tokens = new TokenService(secret);
if (env.SEED_DEMO === 'true') await seedDemo({ db, tokens, now: () => new Date(), appUrl }, { trocas: true });

const temporal = env.TEMPORAL_ADDRESS ? await connectTemporal(env.TEMPORAL_ADDRESS, env.TEMPORAL_NAMESPACE ?? 'default') : null;
const app = await buildApp({
  db,
  tokens,
  appUrl,
  emails: temporal ? temporalEmailDispatcher(temporal.client) : outboxOnly,
  ...(env.CONSOLE_DIR ? { consoleDir: env.CONSOLE_DIR } : {}),
  devOutbox: env.DEV_OUTBOX === 'true',
  databaseUrl: url,
  ...(env.RATE_LIMIT_MAX ? { rateLimitMax: Number(env.RATE_LIMIT_MAX) } : {}),
  logger: { level: env.LOG_LEVEL ?? 'info' },
});
if (temporal) await app.register(temporalPlugin, { client: temporal.client });
app.addHook('onClose', async () => {
  await db.destroy();
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'parando');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
await app.listen({ port, host });
