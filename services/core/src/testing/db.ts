import type { Db } from '../kernel/index.ts';
import { randomBytes } from 'node:crypto';
import { createDb, dropDatabase, ensureDatabase } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';

/** The machine's PostgreSQL; tests create and drop their own databases there. */
export const TEST_SERVER_URL = process.env.TEST_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432';

export interface TestDb {
  db: Db;
  url: string;
  drop(): Promise<void>;
}

/** A fresh, migrated database with a random name; `drop()` removes it. */
export async function createTestDb(prefix = 'portal_test'): Promise<TestDb> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const url = `${TEST_SERVER_URL}/${name}`;
  await ensureDatabase(url);
  const db = createDb({ url, max: 20 });
  await migrateToLatest(db);
  return {
    db,
    url,
    drop: async () => {
      await db.destroy();
      await dropDatabase(url);
    },
  };
}
