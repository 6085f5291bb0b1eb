import { createDb } from '../db/connect.ts';
import { replayStream } from '../contexts.ts';

const streamId = process.argv[2];
if (!streamId) {
  console.error('uso: pnpm replay <streamId>   (ex.: pnpm replay conta-1)');
  process.exit(2);
}
const db = createDb();
try {
  const steps = await replayStream(db, streamId);
  for (const s of steps) {
    const who = s.actor.espelhoAdminId !== null ? `${s.actor.nome} (acesso espelho: admin ${s.actor.espelhoAdminId})` : (s.actor.nome ?? 'sistema');
    console.log(`#${s.version} ${s.recordedAt} ${s.type.padEnd(32)} por ${who} [${s.actor.role ?? '-'}] → ${s.state}`);
    console.log(`    dados: ${JSON.stringify(s.data)}`);
    console.log(`    estado: ${JSON.stringify(s.context)}`);
  }
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
