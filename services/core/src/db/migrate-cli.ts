import { createDb, ensureDatabase, DEFAULT_DATABASE_URL } from './connect.ts';
import { migrateToLatest } from './migrate.ts';

const url = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
await ensureDatabase(url);
const db = createDb({ url });
const done = await migrateToLatest(db);
console.log(done.length ? `migrações aplicadas: ${done.join(', ')}` : 'banco já está na última versão');
await db.destroy();
