import { randomBytes } from 'node:crypto';
import { createDb, ensureDatabase, DEFAULT_DATABASE_URL } from '@portal/core/db/connect';
import { migrateToLatest } from '@portal/core/db/migrate';
import { TokenService } from '@portal/core/access/tokens';
import { seedDemo } from '@portal/core/demo/seed';

/** pnpm db:seed — migrates and loads the demo data into DATABASE_URL (idempotent). */
const url = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
await ensureDatabase(url);
const db = createDb({ url });
try {
  await migrateToLatest(db);
  const loaded = await seedDemo(
    {
      db,
      tokens: new TokenService(randomBytes(32).toString('hex')),
      now: () => new Date(),
      appUrl: process.env.APP_URL ?? 'http://127.0.0.1:3000',
    },
    { trocas: true, pedidos: true, specs: true, importacoes: true },
  );
  console.log(loaded ? 'dados de demonstração carregados' : 'dados de demonstração já estavam carregados');
} finally {
  await db.destroy();
}
