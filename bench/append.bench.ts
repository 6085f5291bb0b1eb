/**
 * 1-event appends over 1,000 streams with 16 concurrent writers: our appendToStream (expected-version check in the
 * same statement) against the raw one-statement insert, on the same database, in the same run.
 * Goal: ≥0.9× the raw throughput, p99 ≤10 ms.   Run: pnpm bench:append [appendsPerRound]
 */
import pg from 'pg';
import { appendToStream } from '@portal/core/eventstore/store';
import { scratchDb, summary } from './lib.ts';

const STREAMS = 1000;
const WRITERS = 16;
const PER_ROUND = Number(process.argv[2] ?? 16_000);
const meta = {
  userId: 1,
  nome: 'Bench',
  role: 'Administrador',
  espelhoAdminId: null,
  concessionariaId: null,
  correlationId: 'bench',
  at: new Date().toISOString(),
};

const s = await scratchDb(WRITERS + 2);
const pool = new pg.Pool({ connectionString: s.url, max: WRITERS });
pool.on('error', () => {});
const versions = { ours: new Map<string, number>(), raw: new Map<string, number>(), rawPrepared: new Map<string, number>() };
type Kind = keyof typeof versions;
const NAMES: Record<Kind, string> = { ours: 'appendToStream', raw: 'raw insert', rawPrepared: 'raw insert, prepared' };

async function round(kind: Kind) {
  const latencies: number[] = [];
  const v = versions[kind];
  const perWriter = PER_ROUND / WRITERS;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: WRITERS }, async (_, w) => {
      for (let i = 0; i < perWriter; i++) {
        // writer w owns the streams ≡ w (mod 16): no conflicts, the same pattern for both
        const n = (w + WRITERS * ((i * 7919) % Math.floor(STREAMS / WRITERS))) % STREAMS;
        const stream = `${kind}-${n}`;
        const expected = v.get(stream) ?? 0;
        const data = { n: i, writer: w };
        const a = performance.now();
        if (kind === 'ours') {
          await appendToStream(s.db, stream, kind, expected, [{ type: 'BenchEvent', data, metadata: meta }]);
        } else {
          await pool.query({
            name: kind === 'rawPrepared' ? 'raw' : undefined,
            text: 'insert into events (stream_id, stream_type, version, type, data, metadata) values ($1, $2, $3, $4, $5, $6)',
            values: [stream, kind, expected + 1, 'BenchEvent', JSON.stringify(data), JSON.stringify(meta)],
          });
        }
        latencies.push(performance.now() - a);
        v.set(stream, expected + 1);
      }
    }),
  );
  return summary(NAMES[kind], latencies, performance.now() - t0);
}

try {
  const kinds: Kind[] = ['raw', 'ours', 'rawPrepared'];
  for (const k of kinds) await round(k); // warm-up
  const results: Record<Kind, ReturnType<typeof summary>[]> = { ours: [], raw: [], rawPrepared: [] };
  for (let r = 0; r < 3; r++) for (const k of kinds) results[k].push(await round(k));
  const best = (xs: ReturnType<typeof summary>[]) => xs.reduce((a, b) => (b.perSecond > a.perSecond ? b : a));
  const ours = best(results.ours);
  const raw = best(results.raw);
  const prepared = best(results.rawPrepared);
  console.table([raw, prepared, ours]);
  console.log(
    `append: ${ours.perSecond}/s vs raw ${raw.perSecond}/s = ${(ours.perSecond / raw.perSecond).toFixed(2)}× (goal ≥0.90×); vs raw prepared ${prepared.perSecond}/s = ${(ours.perSecond / prepared.perSecond).toFixed(2)}×; p99 ${ours.p99} ms (goal ≤10 ms); ${STREAMS} streams, ${WRITERS} writers, ${PER_ROUND} appends per round, best of 3`,
  );
} finally {
  await pool.end();
  await s.drop();
}
