/**
 * `projections rebuild` over 1M generated events (account streams feeding the `contas` read model).
 * Goal: ≥60k events/s.   Run: pnpm bench:rebuild [events]
 */
import { sql } from 'kysely';
import { rebuildProjections } from '@portal/core/contexts';
import { scratchDb } from './lib.ts';

const EVENTS = Number(process.argv[2] ?? 1_000_000);
const PER_STREAM = 10;
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
  console.log(`gerados ${EVENTS} eventos em ${((performance.now() - t0) / 1000).toFixed(1)} s`);
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
} finally {
  await s.drop();
}
