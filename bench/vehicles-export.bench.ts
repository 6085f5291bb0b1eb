/**
 * Export of every vehicle to xlsx through POST /api/v1/relatorios/visao/geral, in a fresh process so its RSS is the export's:
 * started by vehicles.bench.ts with the scratch database's URL. Goal: <2.5 s and <200 MiB RSS.
 * Run on its own: tsx bench/vehicles-export.bench.ts <database-url>   (a database with demo users and vehicles)
 */
import { randomBytes } from 'node:crypto';
import { buildApp } from '@portal/api/app';
import { createDb } from '@portal/core/db/connect';
import { TokenService } from '@portal/core/access/tokens';
import { DEMO_PASSWORD } from '@portal/core/demo/reference';
import { STATUS_PADRAO_VISAO_GERAL } from '@portal/contracts/vehicles/status';

const url = process.argv[2];
if (!url) throw new Error('uso: tsx bench/vehicles-export.bench.ts <database-url>');
const db = createDb({ url, max: 10 });
const app = await buildApp({ db, tokens: new TokenService(randomBytes(32).toString('hex')), appUrl: 'http://bench', rateLimitMax: 1_000_000 });
const base = await app.listen({ port: 0, host: '127.0.0.1' });
try {
  const login = await fetch(`${base}/api/v1/participantes/entrar`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.portal.com.br', password: DEMO_PASSWORD }),
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const exported = await db
    .selectFrom('veiculos')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', 'in', [...STATUS_PADRAO_VISAO_GERAL])
    .executeTakeFirstOrThrow();
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const t0 = performance.now();
  const r = await fetch(`${base}/api/v1/relatorios/visao/geral`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ status: [...STATUS_PADRAO_VISAO_GERAL] }),
  });
  let bytes = 0;
  for await (const chunk of r.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  const ms = performance.now() - t0;
  clearInterval(sampler);
  const mib = (n: number) => (n / 1048576).toFixed(0);
  console.log(
    `exportação: ${exported.n} veículos, ${(bytes / 1048576).toFixed(1)} MiB de xlsx em ${(ms / 1000).toFixed(2)} s (HTTP ${r.status}); RSS do processo ${mib(rssBefore)} → pico ${mib(peak)} MiB (servidor e cliente no mesmo processo)`,
  );
} finally {
  await app.close();
  await db.destroy();
}
