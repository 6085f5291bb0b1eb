import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createTestDb, type TestDb } from '@portal/core/testing/db';
import { createDb } from '@portal/core/db/connect';
import { appDatabaseUrl } from '@portal/core/db/app-role';
import { TokenService, kidDoSegredo } from '@portal/core/access/tokens';
import { seedDemo } from '@portal/core/demo/seed';
import { DEMO_PASSWORD } from '@portal/core/demo/reference';
import { ArmazenamentoEmDisco } from '@portal/core/storage/index';
import { buildApp, type AppOptions } from '../app.ts';
import { LIMITES_FOLGADOS } from '../platform/limites.ts';

export interface TestApp {
  app: FastifyInstance;
  tdb: TestDb;
  tokens: TokenService;
  /** the token key and its kid, for tests that forge tokens with the real key */
  jwtSecret: string;
  jwtKid: string;
  clock: { now: Date };
  /** the test's own data folder (uploads: <dataDir>/arquivos), removed on close */
  dataDir: string;
  login(email: string, password?: string): Promise<string>;
  /** Signs in several demo users at once: `{ admin: 'admin', morumbi: 'dealer.morumbi' }` gives each one's token (a name without @ is a demo e-mail's). */
  entrar<K extends string>(usuarios: Record<K, string>): Promise<Record<K, string>>;
  /** Stops the app and starts it again over the same database with other options, as a restart with a new key ring; `tokens` follows. */
  restart(over: Partial<AppOptions>): Promise<void>;
  call(method: string, url: string, opts?: { token?: string; body?: unknown; headers?: Record<string, string> }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The demo users of the direct-sale flow (order, boleto, commission), by the short names the suites give them; for `entrar`. */
export const USUARIOS_VENDA_DIRETA = {
  admin: 'admin',
  fin: 'financeiro',
  vd: 'vendadireta',
  morumbi: 'dealer.morumbi',
  jardins: 'dealer.jardins',
} as const;

/**
 * The real app over a fresh PostgreSQL database with the demo data; a settable clock; the principal cache on, as in production;
 * the rate limits on but 100× higher (LIMITES_FOLGADOS: the suites do thousands of requests a minute as a few users);
 * every answer checked against its declared schema.
 */
export async function createTestApp(over: Partial<AppOptions> = {}): Promise<TestApp> {
  const tdb = await createTestDb();
  const jwtSecret = randomBytes(32).toString('hex');
  let tokens = new TokenService(jwtSecret);
  const clock = { now: new Date() };
  const now = () => clock.now;
  await seedDemo({ db: tdb.db, tokens, now, appUrl: 'http://portal.test' });
  // the app runs as in production: as portal_app, which may only read and append the event store and the audit table
  const papel = await appDatabaseUrl(tdb.url);
  if (papel.note) throw new Error(papel.note);
  const appDb = createDb({ url: papel.url, max: 10 });
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-dados-'));
  over = { armazenamento: await ArmazenamentoEmDisco.abrir(join(dataDir, 'arquivos')), ...over };
  const opcoes: AppOptions = {
    db: appDb,
    tokens,
    now,
    appUrl: 'http://portal.test',
    rateLimitMax: 1000,
    limites: LIMITES_FOLGADOS,
    databaseUrl: papel.url,
    checkAnswers: true,
    ...over,
  };
  tokens = opcoes.tokens;
  let app = await buildApp(opcoes);
  await app.ready();
  const call: TestApp['call'] = (method, url, opts = {}) =>
    app.inject({
      method: method as 'GET',
      url: url.startsWith('/') ? url : `/api/v1/${url}`,
      headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
      ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
    });
  const login: TestApp['login'] = async (email, password = DEMO_PASSWORD) => {
    const r = await call('POST', 'participantes/entrar', { body: { email, password } });
    if (r.statusCode !== 200) throw new Error(`login ${email}: ${r.statusCode} ${r.body}`);
    return r.json().data.accessToken as string;
  };
  return {
    get app() {
      return app;
    },
    tdb,
    get tokens() {
      return tokens;
    },
    jwtSecret,
    jwtKid: kidDoSegredo(jwtSecret),
    clock,
    dataDir,
    call,
    login,
    async entrar<K extends string>(usuarios: Record<K, string>) {
      const pares = await Promise.all(
        Object.entries<string>(usuarios).map(async ([k, u]) => [k, await login(u.includes('@') ? u : `${u}@demo.portal.com.br`)] as const),
      );
      return Object.fromEntries(pares) as Record<K, string>;
    },
    async restart(outras) {
      await app.close();
      app = await buildApp({ ...opcoes, ...outras });
      await app.ready();
      tokens = outras.tokens ?? tokens;
    },
    async close() {
      await app.close();
      await appDb.destroy();
      await tdb.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
