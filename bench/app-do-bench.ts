import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '@portal/api/app';
import type { TokenService } from '@portal/core/access/tokens';
import { DEMO_PASSWORD } from '@portal/core/demo/reference';
import type { Db } from '@portal/core/kernel/index';

/**
 * The portal's API in this process over a bench's database (no rate limits), a bare baseline beside it (Fastify + pg
 * answering `select 1` at `${bareUrl}/bare`, no auth) and the sign-in of a demo user; `fechar` stops all three. For the
 * benches whose load generator runs in its own process (carga-chamadas.ts).
 */
export async function appDoBench(s: { db: Db; url: string }, tokens: TokenService) {
  const app = await buildApp({ db: s.db, tokens, appUrl: 'http://bench', rateLimitMax: 1_000_000, limites: false, databaseUrl: s.url });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const pool = new pg.Pool({ connectionString: s.url, max: 10 });
  const bare = Fastify();
  bare.get('/bare', async () => (await pool.query('select 1 as um')).rows);
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
  /** A demo user's access token. */
  const entrar = async (email: string) => {
    const r = await fetch(`${url}/api/v1/participantes/entrar`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    return ((await r.json()) as { data: { accessToken: string } }).data.accessToken;
  };
  const fechar = async () => {
    await app.close();
    await bare.close();
    await pool.end();
  };
  return { url, bareUrl, entrar, fechar };
}
