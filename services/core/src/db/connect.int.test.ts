import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDb, type TestDb } from '../testing/db.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => t?.drop());

describe('the connection pool', () => {
  it('survives the server ending a connection in the middle of a transaction (no unhandled error event)', async () => {
    const vitima = t.db.transaction().execute(async (trx) => {
      const pid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]!.pid;
      // another session ends this one while the transaction holds it, between two statements (as a restart does)
      await sql`select pg_terminate_backend(${pid})`.execute(t.db);
      await new Promise((r) => setTimeout(r, 300));
      await sql`select 1`.execute(trx);
    });
    await expect(vitima).rejects.toThrow();
    // the pool goes on with fresh connections
    expect((await sql<{ n: number }>`select 1 as n`.execute(t.db)).rows[0]!.n).toBe(1);
  });
});
