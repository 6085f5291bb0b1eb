/**
 * The cost of the rate limits (services/api/src/platform/limites.ts): the same cheap read through the app, counted as a
 * heavy read (`per_page` 101: one `insert … on conflict` per request) and not counted (`per_page` 100), in-process
 * (inject, so the figure is the limiter's own cost and not the network's), interleaved rounds; then the counter alone
 * (ContadorJanelas: one client; clients on their own keys; clients all on one key, the worst case of one busy user;
 * concurrent requests of a process share a statement).
 * Run: pnpm bench:limites [seconds per round] [concurrency]
 */
import { randomBytes } from 'node:crypto';
import { buildApp } from '@portal/api/app';
import { LIMITES_PADRAO } from '@portal/api/platform/limites';
import { ContadorJanelas } from '@portal/api/platform/contador-janelas';
import { TokenService } from '@portal/core/access/tokens';
import { seedDemo } from '@portal/core/demo/seed';
import { DEMO_PASSWORD } from '@portal/core/demo/reference';
import { scratchDb, summary } from './lib.ts';

const SECONDS = Number(process.argv[2] ?? 5);
const CONCURRENCY = Number(process.argv[3] ?? 8);
const s = await scratchDb(20);
const tokens = new TokenService(randomBytes(32).toString('hex'));
await seedDemo({ db: s.db, tokens, now: () => new Date(), appUrl: 'http://bench' });
const alto = { porUsuario: 1e12, porIp: 1e12 };
const app = await buildApp({
  db: s.db,
  tokens,
  appUrl: 'http://bench',
  rateLimitMax: 1_000_000,
  databaseUrl: s.url,
  limites: { ...LIMITES_PADRAO, pesada: alto },
});
try {
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/participantes/entrar',
    payload: { email: 'admin@demo.portal.com.br', password: DEMO_PASSWORD },
  });
  const authorization = `Bearer ${login.json().data.accessToken as string}`;
  async function rodada(nome: string, url: string) {
    const latencies: number[] = [];
    const end = performance.now() + SECONDS * 1000;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < end) {
          const a = performance.now();
          const r = await app.inject({ method: 'GET', url, headers: { authorization } });
          if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
          latencies.push(performance.now() - a);
        }
      }),
    );
    return summary(nome, latencies, performance.now() - t0);
  }
  const linhas: ReturnType<typeof summary>[] = [];
  for (let i = 0; i < 2; i++) {
    linhas.push(await rodada('sem contagem (per_page=100)', '/api/v1/participantes/todos?per_page=100'));
    linhas.push(await rodada('contada (per_page=101)', '/api/v1/participantes/todos?per_page=101'));
  }
  console.table(linhas);
  const [sem, com] = [linhas.filter((_, i) => i % 2 === 0), linhas.filter((_, i) => i % 2 === 1)];
  const media = (rs: typeof linhas) => rs.reduce((a, r) => a + r.p50, 0) / rs.length;
  const contador = new ContadorJanelas(s.db);
  async function statement(nome: string, clientes: number, chave: (c: number) => string) {
    const antes = contador.statements;
    const latencies: number[] = [];
    const end = performance.now() + SECONDS * 1000;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: clientes }, async (_, c) => {
        while (performance.now() < end) {
          const a = performance.now();
          const janela = new Date(Math.floor(Date.now() / 60_000) * 60_000);
          await contador.contar([
            { chave: `bench:ip:${chave(c)}`, janela },
            { chave: `bench:u:${chave(c)}`, janela },
          ]);
          latencies.push(performance.now() - a);
        }
      }),
    );
    return { ...summary(nome, latencies, performance.now() - t0), porStatement: +(latencies.length / (contador.statements - antes)).toFixed(1) };
  }
  console.table([
    await statement('contar, 1 cliente', 1, () => 'x'),
    await statement(`contar, ${CONCURRENCY} clientes, chaves próprias`, CONCURRENCY, (c) => String(c)),
    await statement(`contar, ${CONCURRENCY} clientes, a mesma chave`, CONCURRENCY, () => 'y'),
  ]);
  console.log(`limites: p50 ${media(sem).toFixed(2)} ms sem contagem, ${media(com).toFixed(2)} ms contada (${CONCURRENCY} clientes)`);
} finally {
  await app.close();
  await s.drop();
}
