/**
 * Swap expiry on a Temporal dev server (in memory) with the portal's worker:
 *  1. timer accuracy — real swap requests whose duration ends a few seconds ahead; for each, how late the expiry was
 *     recorded (the TrocaExpirada event's time) after the due instant. Goal: within 1 s.
 *  2. workflow starts per second — `expiracao-troca-<trocaId>` starts (business-key ids, 16 at a time). Goal: ≥50/s.
 * Run: npx tsx bench/swaps-expiry.bench.ts [requests=40] [starts=1000]
 */
import { randomBytes } from 'node:crypto';
import { seedDemo } from '@portal/core/demo/seed';
import { TokenService } from '@portal/core/access/tokens';
import { readStream } from '@portal/core/eventstore/store';
import { solicitarTroca } from '@portal/core/swaps/commands';
import { principal, veiculoDe } from '@portal/core/testing/swaps';
import { expiracaoTrocaWorkflowId } from '@portal/contracts/swaps/workflows';
import { createWorker } from '../workflows/src/worker.ts';
import { freePort, startTemporalDevServer } from '../workflows/src/temporal-dev.ts';
import { startSwapExpiry } from '../workflows/src/swaps/activities.ts';
import { percentile, scratchDb } from './lib.ts';

const REQUESTS = Number(process.argv[2] ?? 40);
const STARTS = Number(process.argv[3] ?? 1000);
const now = () => new Date();

const [s, temporal] = await Promise.all([scratchDb(20), startTemporalDevServer({ headless: true })]);
const worker = await createWorker({
  temporalAddress: temporal.address,
  db: s.db,
  smtp: { host: '127.0.0.1', port: await freePort(), from: 'bench <bench@portal.local>' },
});
const running = worker.run();
try {
  await seedDemo({ db: s.db, tokens: new TokenService(randomBytes(32).toString('hex')), now, appUrl: 'http://bench' }, { vehicles: 0 });
  const admin = await principal(s.db, 'admin@demo.portal.com.br');
  const morumbi = await principal(s.db, 'dealer.morumbi@demo.portal.com.br');
  const barra = await principal(s.db, 'dealer.barra@demo.portal.com.br');

  // 1. timer accuracy: requests due 5 to 10 s from now, spread over the window
  const pedidos: { trocaId: number; venceEm: string }[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const alvo = await veiculoDe(s.db, now, admin, barra, { troca: true });
    const oferta = await veiculoDe(s.db, now, admin, morumbi);
    const atraso = 5000 + Math.round((5000 * i) / REQUESTS);
    pedidos.push(
      await solicitarTroca(
        { db: s.db, now, venceEm: () => new Date(Date.now() + atraso) },
        morumbi,
        {
          veiculoInteresseId: alvo,
          veiculosPropostos: [oferta],
          contatoNome: 'Bench',
          contatoEmail: 'bench@portal.local',
          contatoTelefone: '11999999999',
        },
        { correlationId: 'bench' },
      ),
    );
  }
  for (const p of pedidos) await startSwapExpiry(worker.client, p.trocaId, p.venceEm);
  await Promise.all(pedidos.map((p) => worker.client.workflow.getHandle(expiracaoTrocaWorkflowId(p.trocaId)).result()));
  const atrasos: number[] = [];
  for (const p of pedidos) {
    const ev = (await readStream(s.db, `troca-${p.trocaId}`)).find((e) => e.type === 'TrocaExpirada');
    if (!ev) throw new Error(`troca-${p.trocaId} não expirou`);
    atrasos.push(new Date(String(ev.data.at)).getTime() - new Date(p.venceEm).getTime());
  }
  const ord = [...atrasos].sort((a, b) => a - b);
  const timer = {
    expiradas: atrasos.length,
    antesDoPrazo: atrasos.filter((a) => a < 0).length,
    p50ms: percentile(ord, 50),
    p99ms: percentile(ord, 99),
    maxms: ord[ord.length - 1] ?? 0,
  };

  // 2. starts per second (far-away due instants; ids outside the real swaps)
  const venceEm = new Date(Date.now() + 3600_000).toISOString();
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      for (let i = next++; i < STARTS; i = next++) await startSwapExpiry(worker.client, 50_000_000 + i, venceEm);
    }),
  );
  const segundos = (performance.now() - t0) / 1000;
  const starts = { iniciados: STARTS, segundos: +segundos.toFixed(2), porSegundo: Math.round(STARTS / segundos) };

  console.log(JSON.stringify({ timer, starts }, null, 2));
  console.log(
    `timer: p99 ${timer.p99ms} ms, máx ${timer.maxms} ms (meta ≤ 1000 ms) ${timer.maxms <= 1000 && timer.antesDoPrazo === 0 ? 'OK' : 'FORA DA META'}`,
  );
  console.log(`starts: ${starts.porSegundo}/s (meta ≥ 50/s) ${starts.porSegundo >= 50 ? 'OK' : 'FORA DA META'}`);
} finally {
  await worker.shutdown();
  await running.catch(() => {});
  await temporal.stop();
  await s.drop();
}
