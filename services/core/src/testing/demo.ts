import { randomBytes } from 'node:crypto';
import { TokenService } from '../access/tokens.ts';
import type { AccessDeps } from '../access/deps.ts';
import { seedDemo } from '../demo/seed.ts';
import type { Db } from '../kernel/index.ts';
import { createTestDb, type TestDb } from './db.ts';

/** The portal's dependencies over a test database, with a fresh signing key: what the demo's seed and the e-mailed links need. */
export const depsDeTeste = (db: Db, now: () => Date = () => new Date()): AccessDeps => ({
  db,
  tokens: new TokenService(randomBytes(32).toString('hex')),
  now,
  appUrl: 'http://portal.test',
});

/** A new test database (`prefixo`, as createTestDb) with the demo data (`opcoes`: how many vehicles, …) seeded at `now`. */
export async function bancoComDemo(prefixo: string | undefined, opcoes: Parameters<typeof seedDemo>[1] = {}, now?: () => Date): Promise<TestDb> {
  const tdb = await createTestDb(prefixo);
  await seedDemo(depsDeTeste(tdb.db, now), opcoes);
  return tdb;
}
