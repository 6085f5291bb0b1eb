/**
 * Sign-in throughput over HTTP (a real listening server). Bounded by argon2id by design (19 MiB, 2 passes): reported, not tuned.
 * Run: pnpm bench:signin [seconds] [concurrency]
 */
import { randomBytes } from 'node:crypto';
import { buildApp } from '@portal/api/app';
import { TokenService } from '@portal/core/access/tokens';
import { seedDemo } from '@portal/core/demo/seed';
import { DEMO_PASSWORD } from '@portal/core/demo/reference';
import { scratchDb, summary } from './lib.ts';

const SECONDS = Number(process.argv[2] ?? 10);
const CONCURRENCY = Number(process.argv[3] ?? 8);
const s = await scratchDb(20);
const tokens = new TokenService(randomBytes(32).toString('hex'));
await seedDemo({ db: s.db, tokens, now: () => new Date(), appUrl: 'http://bench' }, { trocas: true });
const app = await buildApp({ db: s.db, tokens, appUrl: 'http://bench', rateLimitMax: 1_000_000, limites: false });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
try {
  const latencies: number[] = [];
  let failures = 0;
  const end = performance.now() + SECONDS * 1000;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const a = performance.now();
        const r = await fetch(`${address}/api/v1/participantes/entrar`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'admin@demo.portal.com.br', password: DEMO_PASSWORD }),
        });
        await r.arrayBuffer();
        if (r.status === 200) latencies.push(performance.now() - a);
        else failures++;
      }
    }),
  );
  const r = summary('POST participantes/entrar', latencies, performance.now() - t0);
  console.table([r]);
  console.log(
    `sign-in: ${r.perSecond}/s with ${CONCURRENCY} clients, p50 ${r.p50} ms, p99 ${r.p99} ms, ${failures} failures (argon2id m=19 MiB t=2 p=1 bounds it on purpose)`,
  );
} finally {
  await app.close();
  await s.drop();
}
