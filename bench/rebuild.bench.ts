/**
 * `projections rebuild` over generated events (account streams feeding the `contas` read model), and the process's peak
 * memory. The rebuild reads the events in batches of 20,000 and keeps one row and one context per stream, so its memory
 * follows the number of streams, not of events: run it with the same accounts and ten times the events to see the peak
 * stay (each run in its own process: the peak is the process's).
 * Goal: ≥60k events/s.   Run: pnpm bench:rebuild [events=1000000] [accounts=events/10]
 *   e.g. pnpm bench:rebuild 1000000 100000  and  pnpm bench:rebuild 10000000 100000
 */
import { sql } from 'kysely';
import { rebuildProjections } from '@portal/core/contexts';
import { scratchDb } from './lib.ts';

const EVENTS = Number(process.argv[2] ?? 1_000_000);
const ACCOUNTS = Number(process.argv[3] ?? EVENTS / 10);
const PER_STREAM = Math.max(2, Math.ceil(EVENTS / ACCOUNTS));
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;
const s = await scratchDb(4);
try {
  const t0 = performance.now();
  // each account: ContaCriada, CadastroCompletado, then password changes
  await sql`
    insert into events (stream_id, stream_type, version, type, data, metadata)
    select 'conta-' || (g / ${PER_STREAM} + 1), 'conta', g % ${PER_STREAM} + 1,
           case g % ${PER_STREAM} when 0 then 'ContaCriada' when 1 then 'CadastroCompletado' else 'SenhaAlterada' end,
           jsonb_build_object('type', case g % ${PER_STREAM} when 0 then 'ContaCriada' when 1 then 'CadastroCompletado' else 'SenhaAlterada' end,
                              'at', to_char(timestamp '2026-01-01' + (g || ' seconds')::interval, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                              'participanteId', g / ${PER_STREAM} + 1, 'email', 'u' || (g / ${PER_STREAM} + 1) || '@bench.test',
                              'actor', jsonb_build_object('userId', g / ${PER_STREAM} + 1)),
           jsonb_build_object('userId', g / ${PER_STREAM} + 1, 'at', '2026-01-01T00:00:00.000Z')
    from generate_series(0, ${EVENTS - 1}) g`.execute(s.db);
  await sql`analyze events`.execute(s.db);
  console.log(`gerados ${EVENTS} eventos de ${Math.ceil(EVENTS / PER_STREAM)} contas em ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const antes = process.resourceUsage().maxRSS;
  const first = await rebuildProjections(s.db, ['contas']);
  const second = await rebuildProjections(s.db, ['contas']);
  for (const [label, r] of [
    ['primeira (tabela vazia)', first[0]!],
    ['segunda (--verify contra a primeira)', second[0]!],
  ] as const) {
    console.log(
      `rebuild ${label}: ${r.events} eventos, ${r.rows} linhas em ${(r.ms / 1000).toFixed(2)} s = ${Math.round((r.events / r.ms) * 1000)} eventos/s (meta ≥60000); igual: ${r.equal}`,
    );
  }
  console.log(`memória (RSS) máxima do processo: ${mb(process.resourceUsage().maxRSS)} (antes do rebuild: ${mb(antes)})`);
} finally {
  await s.drop();
}
