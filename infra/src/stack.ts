import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { createDb, DEFAULT_DATABASE_URL, ensureDatabase } from '@portal/core/db/connect';
import type { Db } from '@portal/core/kernel/index';
import { appDatabaseUrl, durabilityProblems } from '@portal/core/db/app-role';
import { migrateToLatest } from '@portal/core/db/migrate';
import { seedDemo } from '@portal/core/demo/seed';
import { TokenService, chavesDoAmbiente, type ChaveDeToken } from '@portal/core/access/tokens';
import { buildApp, type AppOptions } from '@portal/api/app';
import { connectTemporal, temporalEmailDispatcher, temporalPlugin } from '@portal/api/platform/temporal';
import { createWorker } from '@portal/workflows/worker';
import { freePort, portIsFree, startTemporalDevServer } from '@portal/workflows/temporal-dev';
import { startSmtpCatcher } from './smtp-catcher.ts';
import { holdPort } from './holding-port.ts';
import { temporalSemTlsProblema, tlsTemporalDoAmbiente } from '@portal/core/temporal/tls';

export interface StackOptions {
  /** default process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal' */
  databaseUrl?: string;
  /** API + console port; 0 = random; default 3000 (PORT env) */
  port?: number;
  /** default 127.0.0.1 */
  host?: string;
  /** use an existing Temporal (TEMPORAL_ADDRESS); otherwise start a dev server */
  temporalAddress?: string;
  /** tests: dev server in memory on random ports; default false = persisted under .data/temporal/ */
  temporalInMemory?: boolean;
  /** catcher port; 0 = random; default 2525 (SMTP_PORT env) */
  smtpPort?: number;
  /** migrate + demo data (default true); migrations always run */
  seed?: boolean;
  /** with the demo data, also the demo swap requests (default false: test runs count the demo vehicles by status) */
  demoTrocas?: boolean;
  /** default <repo>/console/dist */
  consoleDir?: string;
  rateLimitMax?: number;
  /** the signed-in routes' rate limits and upload budget (AppOptions.limites; default: production's) */
  limites?: AppOptions['limites'];
  logger?: boolean;
  /** where the embedded PGlite database lives when no PostgreSQL answers; default <dataDir>/pglite */
  pgliteDir?: string;
  /** the JWT secret file, the persisted Temporal dev server and PGlite; default DATA_DIR (the uploads' folder too) or <repo>/.data */
  dataDir?: string;
  /** Ctrl-C: checked between the steps; what was started so far is stopped and startStack rejects with the reason */
  signal?: AbortSignal;
  /** the API's clock (browser tests move it to a given hour); default the system's */
  now?: () => Date;
}

export interface Stack {
  url: string;
  apiUrl: string;
  temporalAddress: string;
  temporalUiUrl: string | null;
  databaseUrl: string;
  smtpPort: number;
  /** true when no PostgreSQL answered and the embedded PGlite database under .data/pglite is in use */
  pglite: boolean;
  /** things worth telling whoever started it (PGlite fallback, ports taken, missing console build) */
  notes: string[];
  stop(): Promise<void>;
}

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DEFAULT_DATA = join(ROOT, '.data');

async function postgresReachable(url: string): Promise<boolean> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const c = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3000 });
  c.on('error', () => {});
  try {
    await c.connect();
    await c.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => {});
  }
}

/** The key ring of JWT_SECRETS or JWT_SECRET (with JWT_SECRET_ANTERIOR), or a secret generated once into <data>/jwt-secret (sessions survive restarts). */
function jwtSecret(dataDir: string): string | ChaveDeToken[] {
  if (process.env.JWT_SECRETS?.trim() || process.env.JWT_SECRET) return chavesDoAmbiente(process.env);
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const s = readFileSync(file, 'utf8').trim();
    if (s.length >= 32) return s;
  }
  mkdirSync(dataDir, { recursive: true });
  const s = randomBytes(48).toString('base64url');
  writeFileSync(file, s + '\n', { mode: 0o600 });
  return s;
}

/** The preferred port when free, otherwise one the OS picks. */
async function preferredPort(preferred: number, host: string, what: string, notes: string[]): Promise<number> {
  if (preferred === 0) return freePort(host);
  if (await portIsFree(preferred, host)) return preferred;
  const p = await freePort(host);
  notes.push(`A porta ${preferred} (${what}) está ocupada; usando ${p}.`);
  return p;
}

const envPort = (name: string, fallback: number) => {
  const v = process.env[name];
  const n = v ? Number(v) : NaN;
  return Number.isInteger(n) && n >= 0 ? n : fallback;
};

/**
 * The whole portal in one process: database (PostgreSQL, or embedded PGlite when none answers), migrations,
 * demo data, the SMTP catcher, a Temporal dev server with its Web UI (unless an address is given), the worker
 * and the API serving the built console. `stop()` stops all of it in reverse order. The API's port answers 503
 * 'Iniciando o portal…' from the first step (holding-port.ts); an aborted `signal` stops what was started and rejects.
 */
export async function startStack(opts: StackOptions = {}): Promise<Stack> {
  const notes: string[] = [];
  const cleanups: { name: string; run: () => Promise<void> }[] = [];
  const stop = async () => {
    const errors: unknown[] = [];
    while (cleanups.length) {
      const c = cleanups.pop()!;
      try {
        await c.run();
      } catch (e) {
        errors.push(new Error(`${c.name}: ${e instanceof Error ? e.message : String(e)}`));
      }
    }
    if (errors.length) throw new AggregateError(errors, 'falha ao parar o portal');
  };

  const signal = opts.signal;
  try {
    signal?.throwIfAborted();
    const host = opts.host ?? process.env.HOST ?? '127.0.0.1';
    const dataDir = opts.dataDir ?? (process.env.DATA_DIR || DEFAULT_DATA);
    // `infra/start` is a development stack unless PORTAL_ENV says otherwise
    const recusaTemporal = temporalSemTlsProblema({ PORTAL_ENV: 'development', ...process.env }, opts.temporalAddress ?? process.env.TEMPORAL_ADDRESS);
    if (recusaTemporal) throw new Error(recusaTemporal);

    // the API's port first: whoever opens the console during the start gets 'Iniciando o portal…' (503), not a
    // silent socket; the same listener serves the API at the end, with no moment in which the port is closed
    const porta = await holdPort(opts.port ?? envPort('PORT', 3000), host, 'API e console', notes);
    cleanups.push({ name: 'porta da API', run: () => porta.close() });
    const port = porta.port;
    const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
    const appUrl = process.env.APP_URL ?? url;

    // database
    let databaseUrl = opts.databaseUrl ?? process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
    let db: Db;
    let pglite = false;
    if (await postgresReachable(databaseUrl)) {
      await ensureDatabase(databaseUrl);
      db = createDb({ url: databaseUrl });
    } else {
      const dir = opts.pgliteDir ?? join(dataDir, 'pglite');
      mkdirSync(dir, { recursive: true });
      notes.push(`Nenhum PostgreSQL respondeu em ${new URL(databaseUrl).host}: usando o banco embutido PGlite em ${dir}.`);
      // bigint and numeric stay strings, as with node-postgres
      const client = new PGlite(dir, { parsers: { 20: (v: string) => v, 1700: (v: string) => v } });
      db = createDb({ dialect: new PGliteDialect(client) });
      databaseUrl = `pglite://${dir}`;
      pglite = true;
    }
    cleanups.push({ name: 'banco de dados', run: () => db.destroy() });
    signal?.throwIfAborted();
    await migrateToLatest(db);
    signal?.throwIfAborted();

    const tokens = new TokenService(jwtSecret(dataDir));
    if (opts.seed ?? true)
      await seedDemo(
        { db, tokens, now: () => new Date(), appUrl },
        { trocas: opts.demoTrocas ?? false, pedidos: opts.demoTrocas ?? false, specs: true, importacoes: true },
      );

    signal?.throwIfAborted();

    // the API and the worker run as the application role: the event store and the audit table only append
    let appDb: Db = db;
    let appDbUrl = databaseUrl;
    if (!pglite) {
      const problemas = await durabilityProblems(db);
      if (problemas.length) throw new Error(problemas.join(' '));
      const papel = await appDatabaseUrl(databaseUrl);
      if (papel.note) notes.push(papel.note);
      if (papel.url !== databaseUrl) {
        const d = createDb({ url: papel.url });
        appDb = d;
        appDbUrl = papel.url;
        cleanups.push({ name: 'banco de dados (aplicação)', run: () => d.destroy() });
      }
    }

    signal?.throwIfAborted();

    // SMTP catcher
    const smtpPort = await preferredPort(opts.smtpPort ?? envPort('SMTP_PORT', 2525), '127.0.0.1', 'SMTP de desenvolvimento', notes);
    const catcher = await startSmtpCatcher({ db, port: smtpPort });
    cleanups.push({ name: 'SMTP', run: () => catcher.stop() });

    signal?.throwIfAborted();

    // Temporal
    let temporalAddress = opts.temporalAddress ?? process.env.TEMPORAL_ADDRESS ?? '';
    let temporalUiUrl: string | null = process.env.TEMPORAL_UI_URL ?? null;
    if (!temporalAddress) {
      const inMemory = opts.temporalInMemory ?? false;
      const dev = await startTemporalDevServer({
        ...(inMemory
          ? {}
          : {
              dbFilename: join(dataDir, 'temporal', 'temporal.db'),
              port: await preferredPort(envPort('TEMPORAL_PORT', 7233), '127.0.0.1', 'Temporal', notes),
              uiPort: await preferredPort(envPort('TEMPORAL_UI_PORT', 8233), '127.0.0.1', 'Temporal UI', notes),
            }),
        ...(signal ? { signal } : {}),
      });
      cleanups.push({ name: 'Temporal', run: () => dev.stop() });
      temporalAddress = dev.address;
      temporalUiUrl = dev.uiUrl;
    }

    signal?.throwIfAborted();

    // worker (in this process)
    const tls = tlsTemporalDoAmbiente(process.env);
    const worker = await createWorker({
      temporalAddress,
      ...(tls ? { tls } : {}),
      namespace: process.env.TEMPORAL_NAMESPACE ?? 'default',
      db: appDb,
      smtp: { host: '127.0.0.1', port: catcher.port, from: process.env.SMTP_FROM ?? 'Portal de Distribuição <nao-responda@portal.local>' },
      appUrl,
    });
    const running = worker.run();
    running.catch((e: unknown) => console.error('[portal] o worker do Temporal parou:', e));
    cleanups.push({ name: 'worker', run: () => worker.shutdown() });
    signal?.throwIfAborted();

    // API + console
    const consoleDir = opts.consoleDir ?? join(ROOT, 'console', 'dist');
    if (!existsSync(join(consoleDir, 'index.html'))) notes.push(`O console não está compilado em ${consoleDir}: só a API responde.`);
    const temporal = await connectTemporal(temporalAddress, process.env.TEMPORAL_NAMESPACE ?? 'default', tls);
    let appClosed = false;
    cleanups.push({ name: 'cliente Temporal', run: async () => (appClosed ? undefined : temporal.close()) });
    const app = await buildApp({
      db: appDb,
      tokens,
      appUrl,
      emails: temporalEmailDispatcher(temporal.client),
      consoleDir,
      ...(pglite ? {} : { databaseUrl: appDbUrl }),
      devOutbox: true,
      ...(opts.now ? { now: opts.now } : {}),
      ...(opts.rateLimitMax !== undefined ? { rateLimitMax: opts.rateLimitMax } : {}),
      ...(opts.limites !== undefined ? { limites: opts.limites } : {}),
      // behind a proxy, TRUST_PROXY (true, or the proxies' addresses/CIDRs): the rate limits count per client (README)
      ...(process.env.TRUST_PROXY ? { trustProxy: process.env.TRUST_PROXY === 'true' ? true : process.env.TRUST_PROXY } : {}),
      logger: opts.logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false,
    });
    await app.register(temporalPlugin, { client: temporal.client });
    cleanups.push({
      name: 'API',
      run: async () => {
        appClosed = true;
        // the listener first: close() drops the connections a visitor keeps, so the API's close never waits for them
        await porta.close();
        await app.close();
      },
    });
    await app.ready();
    signal?.throwIfAborted();
    porta.serve(app.routing);
    // the routes' schemas not yet asked for, compiled between the requests (ready() no longer holds the port for them)
    void app.esquemas.aquecer().catch((err: unknown) => console.error('[portal] esquema de rota inválido:', err));

    return { url, apiUrl: `${url}/api/v1`, temporalAddress, temporalUiUrl, databaseUrl, smtpPort: catcher.port, pglite, notes, stop };
  } catch (e) {
    await stop().catch((err: unknown) => console.error('[portal]', err));
    throw e;
  }
}
