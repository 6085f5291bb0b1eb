/**
 * The portal's HTTP app alone, for vehicles-export.bench.ts: started in a process of its own (`node --import tsx`, as
 * infra/start runs the server), it prints `{"url": …}` on stdout once it listens and stops on SIGTERM.
 * Run: node --import tsx bench/export-servidor.ts <database-url>
 */
import { randomBytes } from 'node:crypto';
import { buildApp } from '@portal/api/app';
import { createDb } from '@portal/core/db/connect';
import { TokenService } from '@portal/core/access/tokens';

const url = process.argv[2];
if (!url) throw new Error('uso: node --import tsx bench/export-servidor.ts <database-url>');
const db = createDb({ url, max: 10 });
const app = await buildApp({ db, tokens: new TokenService(randomBytes(32).toString('hex')), appUrl: 'http://bench', rateLimitMax: 1_000_000, limites: false });
const base = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(JSON.stringify({ url: base }) + '\n');
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => db.destroy())
    .then(() => process.exit(0));
});
