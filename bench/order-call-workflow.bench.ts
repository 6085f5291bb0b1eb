/**
 * The order call end to end, for 60 dealers × 40 model types × 12 cycles (28,800 cells), on a scratch PostgreSQL and a
 * Temporal dev server (in memory) with the portal's worker:
 *  1. the pure rule alone (`distribuirOrderCall`) over the same inputs the workflow reads (p50 of a few runs);
 *  2. the `order-call-<fcstId>` workflow from start to result (inputs read, rule, 28,800 cells with their explanations
 *     written, progress, completion), run after run on the same plan (each run replaces the cells);
 *  3. the grid's load time for that production: POST order-call/obter-dados over HTTP (all 28,800 cells as the
 *     administrator; one dealer's 480), and GET bi/order-call (the BI page's figures).
 * Run: pnpm bench:order-call-workflow [runs=3] [loads=20]
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { buildApp } from '@portal/api/app';
import { TokenService } from '@portal/core/access/tokens';
import { seedDemo } from '@portal/core/demo/seed';
import { seedEntradasOrderCall } from '@portal/core/demo/order-call';
import { DEMO_PASSWORD } from '@portal/core/demo/reference';
import { principal } from '@portal/core/testing/swaps';
import { cadastrarPlano, entradasDoPlano } from '@portal/core/order-call/index';
import { distribuirOrderCall } from '@portal/contracts/order-call/distribuicao';
import { ORDER_CALL_WORKFLOW, orderCallWorkflowId } from '@portal/contracts/order-call/workflows';
import { TASK_QUEUE } from '@portal/contracts/workflows';
import { createWorker } from '../workflows/src/worker.ts';
import { freePort, startTemporalDevServer } from '../workflows/src/temporal-dev.ts';
import { percentile, scratchDb } from './lib.ts';

const RUNS = Number(process.argv[2] ?? 3);
const LOADS = Number(process.argv[3] ?? 20);
const D = 60;
const M = 40;
const now = () => new Date();
const ms = (x: number) => `${x.toFixed(0)} ms`;
const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `p50 ${ms(percentile(s, 50))}, p99 ${ms(percentile(s, 99))}, mín ${ms(s[0]!)}`;
};

const [s, temporal] = await Promise.all([scratchDb(20), startTemporalDevServer({ headless: true })]);
const tokens = new TokenService(randomBytes(32).toString('hex'));
await seedDemo({ db: s.db, tokens, now, appUrl: 'http://bench' }, { vehicles: 0 });
// 60 active dealers and 40 model types (the demo has 20 and fewer), with the demo's inputs (annual plan, retail) for all
const modelo = await s.db.selectFrom('concessionarias').select(['concessionaria_grupo_id', 'regional_id']).orderBy('id').executeTakeFirstOrThrow();
const nd = Number((await sql<{ n: string }>`select count(*) n from concessionarias where status = 1`.execute(s.db)).rows[0]!.n);
for (let i = nd; i < D; i++)
  await s.db
    .insertInto('concessionarias')
    .values({ codigo_dealer: `BEN${String(i + 1).padStart(3, '0')}`, nome: `Dealer Bench ${i + 1}`, ...modelo })
    .execute();
const marca = await s.db.selectFrom('marcas').select('id').orderBy('id').executeTakeFirstOrThrow();
const nm = Number((await sql<{ n: string }>`select count(*) n from modelos`.execute(s.db)).rows[0]!.n);
for (let i = nm; i < M; i++)
  await s.db
    .insertInto('modelos')
    .values({ marca_id: marca.id, descricao: `Modelo Bench ${i}` })
    .execute();
await sql`delete from plano_anual`.execute(s.db);
await sql`delete from varejo_mensal`.execute(s.db);
await seedEntradasOrderCall(s.db);

const admin = await principal(s.db, 'admin@demo.portal.com.br');
const modelos = await s.db.selectFrom('modelos').select('id').orderBy('id').limit(M).execute();
const ciclos = await s.db.selectFrom('ciclos').select('id').where('ano_fiscal', '=', 2027).orderBy('ordem').execute();
const { id: planoId } = await cadastrarPlano(
  { db: s.db, now },
  admin,
  { correlationId: 'bench' },
  {
    anoFiscal: 2027,
    mes: 4,
    modelos: modelos.map((m, i) => ({ id: m.id, ciclos: ciclos.map((c, j) => ({ id: c.id, quantidade: 20 + ((i * 37 + j * 11) % 200) })) })),
  },
);

const worker = await createWorker({
  temporalAddress: temporal.address,
  db: s.db,
  smtp: { host: '127.0.0.1', port: await freePort(), from: 'bench <bench@portal.local>' },
  sweep: false,
});
const running = worker.run();
try {
  // 1. the pure rule over the workflow's own inputs
  const entrada = await entradasDoPlano(s.db, planoId);
  for (let i = 0; i < 2; i++) distribuirOrderCall(entrada);
  const puro: number[] = [];
  let celulas = 0;
  for (let i = 0; i < Math.max(5, RUNS); i++) {
    const t0 = performance.now();
    celulas = distribuirOrderCall(entrada).length;
    puro.push(performance.now() - t0);
  }
  console.log(`dados: ${entrada.dealers.length} dealers × ${modelos.length} tipos de modelo × ${ciclos.length} ciclos = ${celulas} células`);
  console.log(`1. regra pura (distribuirOrderCall, mesmas entradas): ${stats(puro)}`);

  // 2. the workflow end to end
  const fluxo: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const h = await worker.client.workflow.start(ORDER_CALL_WORKFLOW, {
      taskQueue: TASK_QUEUE,
      workflowId: orderCallWorkflowId(planoId),
      args: [planoId, admin.nome],
    });
    await h.result();
    fluxo.push(performance.now() - t0);
  }
  const gravadas = Number((await sql<{ n: string }>`select count(*) n from order_call where plano_id = ${planoId}`.execute(s.db)).rows[0]!.n);
  console.log(`2. workflow order-call-${planoId} de ponta a ponta (${gravadas} células gravadas): ${stats(fluxo)} (${RUNS} execuções)`);

  // 3. the grid's load for this production, over HTTP
  const app = await buildApp({ db: s.db, tokens, appUrl: 'http://bench', rateLimitMax: 1_000_000, limites: false, databaseUrl: s.url });
  await app.ready();
  const entrar = async (email: string) =>
    (
      (await app.inject({ method: 'POST', url: '/api/v1/participantes/entrar', payload: { email, password: DEMO_PASSWORD } })).json() as {
        data: { accessToken: string };
      }
    ).data.accessToken;
  const tkAdmin = await entrar('admin@demo.portal.com.br');
  const tkDealer = await entrar('dealer.morumbi@demo.portal.com.br');
  const medir = async (nome: string, method: 'GET' | 'POST', url: string, token: string, payload?: object) => {
    const xs: number[] = [];
    let bytes = 0;
    for (let i = 0; i < LOADS + 2; i++) {
      const t0 = performance.now();
      const r = await app.inject({ method, url: `/api/v1/${url}`, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
      if (r.statusCode !== 200) throw new Error(`${nome}: ${r.statusCode} ${r.body.slice(0, 200)}`);
      bytes = r.rawPayload.length;
      if (i >= 2) xs.push(performance.now() - t0);
    }
    console.log(`3. ${nome}: ${stats(xs)}; ${(bytes / 1024).toFixed(0)} KiB (${LOADS} cargas)`);
  };
  await medir('grade do Order Call (POST order-call/obter-dados), administrador, produção inteira', 'POST', 'order-call/obter-dados', tkAdmin, {
    orderCallId: planoId,
  });
  await medir('grade do Order Call (POST order-call/obter-dados), um dealer', 'POST', 'order-call/obter-dados', tkDealer, { orderCallId: planoId });
  await medir('BI Order Call (GET bi/order-call), administrador', 'GET', `bi/order-call?orderCallId=${planoId}`, tkAdmin);
  await app.close();
} finally {
  await worker.shutdown();
  await running.catch(() => {});
  await temporal.stop();
  await s.drop();
}
