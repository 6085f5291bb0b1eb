import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createTestDb, type TestDb } from '@portal/core/testing/db';
import { TokenService } from '@portal/core/access/tokens';
import { seedDemo } from '@portal/core/demo/seed';
import { DEMO_PASSWORD } from '@portal/core/demo/reference';
import { buildApp, type AppOptions } from '../app.ts';

export interface TestApp {
  app: FastifyInstance;
  tdb: TestDb;
  tokens: TokenService;
  clock: { now: Date };
  login(email: string, password?: string): Promise<string>;
  call(method: string, url: string, opts?: { token?: string; body?: unknown; headers?: Record<string, string> }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * The real app over a fresh PostgreSQL database with the demo data; a settable clock; the principal cache on, as in production;
 * every answer checked against its declared schema.
 */
export async function createTestApp(over: Partial<AppOptions> = {}): Promise<TestApp> {
  const tdb = await createTestDb();
  const tokens = new TokenService(randomBytes(32).toString('hex'));
  const clock = { now: new Date() };
  const now = () => clock.now;
  await seedDemo({ db: tdb.db, tokens, now, appUrl: 'http://portal.test' });
  const app = await buildApp({ db: tdb.db, tokens, now, appUrl: 'http://portal.test', rateLimitMax: 1000, databaseUrl: tdb.url, checkAnswers: true, ...over });
  await app.ready();
  const call: TestApp['call'] = (method, url, opts = {}) =>
    app.inject({
      method: method as 'GET',
      url: url.startsWith('/') ? url : `/api/v1/${url}`,
      headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
      ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
    });
  return {
    app,
    tdb,
    tokens,
    clock,
    call,
    async login(email, password = DEMO_PASSWORD) {
      const r = await call('POST', 'participantes/entrar', { body: { email, password } });
      if (r.statusCode !== 200) throw new Error(`login ${email}: ${r.statusCode} ${r.body}`);
      return r.json().data.accessToken as string;
    },
    async close() {
      await app.close();
      await tdb.drop();
    },
  };
}
