import { createDb } from '../db/connect.ts';
import { rebuildProjections } from '../contexts.ts';

const [cmd, ...flags] = process.argv.slice(2);
if (cmd !== 'rebuild') {
  console.error('uso: pnpm projections rebuild [--verify] [nome...]');
  process.exit(2);
}
const verify = flags.includes('--verify');
const only = flags.filter((f) => !f.startsWith('--'));
const db = createDb();
try {
  const reports = await rebuildProjections(db, only.length ? only : undefined);
  let ok = true;
  for (const r of reports) {
    const rate = r.ms > 0 ? Math.round((r.events / r.ms) * 1000) : r.events;
    console.log(
      `${r.projection}: ${r.events} eventos, ${r.rows} linhas, ${r.ms} ms (${rate} eventos/s) — ${r.equal ? 'igual ao modelo vivo' : 'DIFERENTE do modelo vivo'}`,
    );
    for (const d of r.differences) console.log(`  ${d}`);
    ok &&= r.equal;
  }
  if (verify && !ok) process.exitCode = 1;
} finally {
  await db.destroy();
}
