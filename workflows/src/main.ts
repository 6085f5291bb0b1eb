import { createDb, DEFAULT_DATABASE_URL } from '@portal/core/db/connect';
import { appDatabaseUrl, papelProblema } from '@portal/core/db/app-role';
import { temporalSemTlsProblema, tlsTemporalDoAmbiente } from '@portal/core/temporal/tls';
import { createWorker, type PortalWorker } from './worker.ts';

/**
 * Runs the worker alone from the environment (containers; `bash infra/start` runs it in-process).
 * DATABASE_URL (the owner's; the worker connects as portal_app with PORTAL_APP_PASSWORD, or DATABASE_APP_URL; as the owner only with PORTAL_ENV=development), TEMPORAL_ADDRESS (default 127.0.0.1:7233), TEMPORAL_NAMESPACE, SMTP_HOST, SMTP_PORT, SMTP_FROM,
 * SMTP_SECURE=true, SMTP_USER, SMTP_PASS; TLS to Temporal: TEMPORAL_TLS_CERT, TEMPORAL_TLS_KEY, TEMPORAL_TLS_CA, TEMPORAL_TLS_SERVER_NAME,
 * TEMPORAL_TLS=true (core temporal/tls.ts; refused without them for a non-local address outside PORTAL_ENV=development).
 */
const env = process.env;
const temporalAddress = env.TEMPORAL_ADDRESS ?? '127.0.0.1:7233';
const recusaTemporal = temporalSemTlsProblema(env, temporalAddress);
if (recusaTemporal) {
  console.error(recusaTemporal);
  process.exit(1);
}
const tls = tlsTemporalDoAmbiente(env);
// the API gives the application role its password after the migrations: a worker started first waits for it (two minutes)
let papel = await appDatabaseUrl(env.DATABASE_URL ?? DEFAULT_DATABASE_URL);
for (let attempt = 1; papelProblema(papel.note, env) && attempt < 60; attempt++) {
  await new Promise((r) => setTimeout(r, 2000));
  papel = await appDatabaseUrl(env.DATABASE_URL ?? DEFAULT_DATABASE_URL);
}
const recusa = papelProblema(papel.note, env);
if (recusa) {
  console.error(recusa);
  process.exit(1);
}
if (papel.note) console.warn(papel.note);
const db = createDb({ url: papel.url });
const smtp = {
  host: env.SMTP_HOST ?? '127.0.0.1',
  port: Number(env.SMTP_PORT ?? 2525),
  from: env.SMTP_FROM ?? 'Portal de Distribuição <nao-responda@portal.local>',
  secure: env.SMTP_SECURE === 'true',
  ...(env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : {}),
};

// Temporal may still be starting (containers): try for two minutes
let worker: PortalWorker | null = null;
for (let attempt = 1; !worker; attempt++) {
  try {
    worker = await createWorker({ temporalAddress, ...(tls ? { tls } : {}), namespace: env.TEMPORAL_NAMESPACE ?? 'default', db, smtp });
  } catch (e) {
    if (attempt >= 60) throw e;
    console.error(`[worker] Temporal em ${temporalAddress} ainda não responde (${attempt}): ${e instanceof Error ? e.message : String(e)}`);
    await new Promise((r) => setTimeout(r, 2000));
  }
}
const w = worker;
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void w.shutdown());
console.error(`[worker] fila portal em ${temporalAddress}`);
await w.run();
await db.destroy();
