import { createDb } from '@portal/core/db/connect';
import { ArmazenamentoEmDisco } from '@portal/core/storage/index';
import { createWorker } from '../worker.ts';
import { freePort } from '../temporal-dev.ts';

/**
 * The portal worker alone in a process, for tests and benches that kill it abruptly (SIGKILL) or read its memory:
 * DATABASE_URL (owner), TEMPORAL_ADDRESS, ARQUIVOS_DIR (disk storage), optional IMPORTACAO_TAMANHO_LOTE (rows per import
 * batch; default the engine's). Prints `[worker] pronto` once polling;
 * with PICO_RSS=1 prints `[worker] rss <bytes>` (its peak so far) every 250 ms.
 */
const env = process.env;
const db = createDb({ url: env.DATABASE_URL!, max: 10 });
const worker = await createWorker({
  temporalAddress: env.TEMPORAL_ADDRESS!,
  db,
  smtp: { host: '127.0.0.1', port: await freePort(), from: 'Portal <nao-responda@portal.local>' },
  sweep: false,
  armazenamento: await ArmazenamentoEmDisco.abrir(env.ARQUIVOS_DIR!),
  tamanhoLoteImportacao: env.IMPORTACAO_TAMANHO_LOTE ? Number(env.IMPORTACAO_TAMANHO_LOTE) : undefined,
});
if (env.PICO_RSS === '1') {
  let pico = 0;
  setInterval(() => {
    pico = Math.max(pico, process.memoryUsage().rss);
    console.log(`[worker] rss ${pico}`);
  }, 250).unref();
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void worker.shutdown());
console.log('[worker] pronto');
await worker.run();
await db.destroy();
