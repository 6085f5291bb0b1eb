import { createDb, DEFAULT_DATABASE_URL, ensureDatabase } from '@portal/core/db/connect';
import { migrateToLatest } from '@portal/core/db/migrate';
import { appDatabaseUrl, definirSenhaDoPapel, durabilityProblems, papelProblema } from '@portal/core/db/app-role';
import { seedDemo } from '@portal/core/demo/seed';
import { TokenService, chavesDoAmbiente } from '@portal/core/access/tokens';
import { buildApp } from './app.ts';
import { outboxOnly } from './platform/emails.ts';
import { connectTemporal, temporalEmailDispatcher, temporalPlugin } from './platform/temporal.ts';
import { problemasDeInicio } from './platform/startup-checks.ts';
import { abrirArmazenamento, configDoAmbiente } from '@portal/core/storage/index';
import { tlsTemporalDoAmbiente } from '@portal/core/temporal/tls';
import { limitesDoAmbiente } from './platform/limites.ts';
import { estatisticasDoCache } from '@portal/core/kernel/index';

/**
 * Starts the API alone from the environment (containers; `bash infra/start` runs the whole stack instead).
 * DATABASE_URL, PORTAL_APP_PASSWORD (the application role's password; or DATABASE_APP_URL), JWT_SECRET (required, ≥ 32 characters; JWT_SECRET_ANTERIOR
 * still accepted while the key rotates; or JWT_SECRETS='kid1:secret1,kid2:secret2', the first signing), APP_URL, HOST, PORT, TEMPORAL_ADDRESS, TEMPORAL_NAMESPACE,
 * TEMPORAL_TLS_CERT, TEMPORAL_TLS_KEY, TEMPORAL_TLS_CA, TEMPORAL_TLS_SERVER_NAME, TEMPORAL_TLS=true (core temporal/tls.ts),
 * CONSOLE_DIR, RATE_LIMIT_MAX, TRUST_PROXY (true, or the proxies' addresses/CIDRs), LOG_LEVEL; DEV_OUTBOX=true and SEED_DEMO=true only with PORTAL_ENV=development.
 * Uploads: DATA_DIR (files under <DATA_DIR>/arquivos; default ./.data), UPLOAD_MAX_MB (default 10), ARMAZENAMENTO (disco),
 * UPLOAD_ORCAMENTO_DIARIO_MB (stored bytes a dealer may upload a day; default 500, 0 = none: platform/limites.ts).
 * PORTAL_ESTATISTICAS_DO_CACHE=1: prints the read cache's hits and misses on stdout when the process stops (benchmarks:
 * one line `[leitura-em-cache] {"acertos":…,"faltas":…,"entradas":…}`; nothing is served to users).
 */
const env = process.env;
const problemas = problemasDeInicio(env);
if (problemas.length) {
  for (const p of problemas) console.error(p);
  process.exit(1);
}
const url = env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
const port = Number(env.PORT ?? 3000);
const host = env.HOST ?? '0.0.0.0';
const appUrl = env.APP_URL ?? `http://localhost:${port}`;
// the upload folder is created (and its abandoned temporary files removed) before anything else starts
const arquivos = configDoAmbiente(env);
const armazenamento = await abrirArmazenamento(arquivos);

await ensureDatabase(url);
// migrations and demo data as the database's owner; the API itself as portal_app (events and audit: append only)
const owner = createDb({ url });
await migrateToLatest(owner);
const duravel = await durabilityProblems(owner);
if (duravel.length) {
  for (const p of duravel) console.error(p);
  process.exit(1);
}
const tokens = new TokenService(chavesDoAmbiente(env));
if (env.SEED_DEMO === 'true') await seedDemo({ db: owner, tokens, now: () => new Date(), appUrl }, { trocas: true, specs: true });
if (env.PORTAL_APP_PASSWORD && !env.DATABASE_APP_URL) await definirSenhaDoPapel(owner, env.PORTAL_APP_PASSWORD);
await owner.destroy();
const papel = await appDatabaseUrl(url);
const recusa = papelProblema(papel.note, env);
if (recusa) {
  console.error(recusa);
  process.exit(1);
}
if (papel.note) console.warn(papel.note);
const db = createDb({ url: papel.url });

const temporal = env.TEMPORAL_ADDRESS ? await connectTemporal(env.TEMPORAL_ADDRESS, env.TEMPORAL_NAMESPACE ?? 'default', tlsTemporalDoAmbiente(env)) : null;
const app = await buildApp({
  db,
  tokens,
  appUrl,
  emails: temporal ? temporalEmailDispatcher(temporal.client) : outboxOnly,
  ...(env.CONSOLE_DIR ? { consoleDir: env.CONSOLE_DIR } : {}),
  devOutbox: env.DEV_OUTBOX === 'true',
  databaseUrl: papel.url,
  armazenamento,
  uploadTamanhoMaximo: arquivos.tamanhoMaximo,
  ...(env.RATE_LIMIT_MAX ? { rateLimitMax: Number(env.RATE_LIMIT_MAX) } : {}),
  // behind a proxy TRUST_PROXY must be set, or every client shares the proxy's address in the rate limits (README)
  ...(env.TRUST_PROXY ? { trustProxy: env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY } : {}),
  limites: limitesDoAmbiente(env),
  // CEP_PROVIDER_URL: the online CEP provider (ViaCEP-style JSON); without it the CEP lookup uses the table and the CEP ranges
  ...(env.CEP_PROVIDER_URL ? { cepProviderUrl: env.CEP_PROVIDER_URL } : {}),
  logger: { level: env.LOG_LEVEL ?? 'info' },
});
if (temporal) await app.register(temporalPlugin, { client: temporal.client });
app.addHook('onClose', async () => {
  if (env.PORTAL_ESTATISTICAS_DO_CACHE === '1') {
    console.log(`[leitura-em-cache] ${JSON.stringify(estatisticasDoCache())}`);
    console.log(`[principais-em-cache] ${JSON.stringify(app.cacheDePrincipais?.estatisticas() ?? null)}`);
  }
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
// the routes' schemas not yet asked for, compiled between the requests (platform/esquemas-sob-demanda.ts)
void app.esquemas.aquecer().catch((err: unknown) => app.log.error({ err }, 'esquema de rota inválido'));
