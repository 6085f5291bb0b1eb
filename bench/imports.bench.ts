/**
 * A 100,000-row Preço import end to end on a scratch PostgreSQL and a Temporal dev server (in memory), the portal's
 * worker in its own process (workflows/src/testing/worker-filho.ts; its peak RSS read from it), this process being the
 * API and the load generator:
 *  1. POST importacoes/preco-final over the API (the file checked and counted, stored, `importacao-<id>` started);
 *  2. the workflow reads, validates and writes the rows (importacao_linhas + precos_finais, TAMANHO_LOTE rows per
 *     transaction, one unnest statement per table, the next batch validated while one is written) to its final status;
 *     rows/s validated and stored = 100,000 / (upload answered → final status), and end to end from the upload's start;
 *  3. beside it, the bare baseline: the same 100,000 rows into a plain table (no keys, no indexes) by one
 *     COPY FROM STDIN (pg-copy-streams).
 * Where the time goes inside the activity: pnpm bench:imports-fases (bench/imports-fases.ts).
 * Run: pnpm bench:imports
 */
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'kysely';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { buildApp } from '@portal/api/app';
import { connectTemporal, temporalPlugin } from '@portal/api/platform/temporal';
import { TokenService } from '@portal/core/access/tokens';
import { seedDemo } from '@portal/core/demo/seed';
import { DEMO_PASSWORD } from '@portal/core/demo/reference';
import { ArmazenamentoEmDisco } from '@portal/core/storage/index';
import { startTemporalDevServer } from '../workflows/src/temporal-dev.ts';
import { precosDeBench } from './imports-dados.ts';
import { scratchDb } from './lib.ts';

const N = 100_000;
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const now = () => new Date();

const [s, temporal] = await Promise.all([scratchDb(20), startTemporalDevServer({ headless: true })]);
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-imp-'));
const tokens = new TokenService(randomBytes(32).toString('hex'));
let filho: ReturnType<typeof spawn> | null = null;
try {
  await seedDemo({ db: s.db, tokens, now, appUrl: 'http://bench' }, { vehicles: 0 });
  const { linhas, arquivo } = await precosDeBench(s.db, N);

  // the worker alone in its process, printing its peak RSS
  let pico = 0;
  let pronto = false;
  filho = spawn(process.execPath, ['--import', 'tsx', 'workflows/src/testing/worker-filho.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: s.url, TEMPORAL_ADDRESS: temporal.address, ARQUIVOS_DIR: join(dataDir, 'arquivos'), PICO_RSS: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  filho.stdout!.on('data', (c: Buffer) => {
    for (const l of String(c).split('\n')) {
      if (l.includes('[worker] pronto')) pronto = true;
      const m = /\[worker\] rss (\d+)/.exec(l);
      if (m) pico = Math.max(pico, Number(m[1]));
    }
  });
  while (!pronto) await sleep(100);

  const t = await connectTemporal(temporal.address);
  const app = await buildApp({
    db: s.db,
    tokens,
    now,
    appUrl: 'http://bench',
    rateLimitMax: 1000,
    limites: false,
    armazenamento: await ArmazenamentoEmDisco.abrir(join(dataDir, 'arquivos')),
  });
  await app.register(temporalPlugin, { client: t.client });
  await app.ready();
  const token = (
    await app.inject({ method: 'POST', url: '/api/v1/participantes/entrar', payload: { email: 'admin@demo.portal.com.br', password: DEMO_PASSWORD } })
  ).json().data.accessToken as string;
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="precos.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    arquivo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);

  const ocioso = pico;
  const t0 = performance.now();
  const r = await app.inject({
    method: 'POST',
    url: '/api/v1/importacoes/preco-final',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
  });
  if (r.statusCode !== 200) throw new Error(`upload: ${r.statusCode} ${r.body}`);
  const { id } = r.json().data as { id: number };
  const t1 = performance.now();
  let fim: { status: number; ok: number; erro: number; duplicado: number; lidas: number };
  for (;;) {
    fim = (await app.inject({ method: 'GET', url: `/api/v1/importacoes/${id}`, headers: { authorization: `Bearer ${token}` } })).json().data;
    if ([2, 3, 4, 5, 7].includes(fim.status)) break;
    await sleep(20); // the final status is seen within 20 ms of being written
  }
  const t2 = performance.now();
  const gravadas = Number((await sql<{ n: string }>`select count(*) n from precos_finais where importacao_id = ${id}`.execute(s.db)).rows[0]!.n);
  await app.close();
  await t.close();

  // the bare baseline: the same rows into a plain table by one COPY FROM STDIN (text format, streamed)
  await sql`create table bench_precos (derivativo_id int not null, ano_modelo_id int not null, preco_publico numeric(14,2) not null, vigente_desde date not null)`.execute(
    s.db,
  );
  const cliente = new pg.Client({ connectionString: s.url });
  await cliente.connect();
  const b0 = performance.now();
  await pipeline(
    Readable.from(
      (function* () {
        for (let i = 0; i < N; i += 1000)
          yield linhas
            .slice(i, i + 1000)
            .map((l) => `${l.derivativoId}\t${l.anoModeloId}\t${l.preco}\t${l.desde}\n`)
            .join('');
      })(),
    ),
    cliente.query(copyFrom('copy bench_precos from stdin')),
  );
  const b1 = performance.now();
  const copiadas = Number((await cliente.query<{ n: string }>('select count(*) n from bench_precos')).rows[0]!.n);
  await cliente.end();

  const seg = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(
    `importação Preço de ${N} linhas (CSV ${(arquivo.length / 1e6).toFixed(1)} MB), status final ${fim.status}: ok ${fim.ok}, erro ${fim.erro}, duplicado ${fim.duplicado}; precos_finais gravados ${gravadas}`,
  );
  console.log(`  envio pela API (verificação + armazenamento + início do workflow): ${seg(t1 - t0)}`);
  console.log(`  workflow (ler, validar, gravar importacao_linhas + precos_finais, totais): ${seg(t2 - t1)} → ${Math.round(N / ((t2 - t1) / 1000))} linhas/s`);
  console.log(`  ponta a ponta (envio → status final): ${seg(t2 - t0)} → ${Math.round(N / ((t2 - t0) / 1000))} linhas/s`);
  console.log(`  pico de memória do worker (RSS): ${(pico / 1048576).toFixed(0)} MB (${(ocioso / 1048576).toFixed(0)} MB antes da importação)`);
  console.log(`  base nua: COPY FROM STDIN de ${copiadas} linhas numa tabela simples: ${seg(b1 - b0)} → ${Math.round(N / ((b1 - b0) / 1000))} linhas/s`);
} finally {
  if (filho) {
    const saiu = new Promise((r) => filho!.once('exit', r));
    filho.kill('SIGTERM');
    await Promise.race([saiu, sleep(10_000)]);
    if (filho.exitCode === null) filho.kill('SIGKILL');
  }
  await temporal.stop();
  await s.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
