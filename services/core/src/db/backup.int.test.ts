import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { TEST_SERVER_URL, type TestDb } from '../testing/db.ts';
import { createDb, dropDatabase, ensureDatabase } from './connect.ts';
import type { Db } from '../kernel/index.ts';
import { rebuildProjections } from '../contexts.ts';
import { appendToStream, readStream } from '../eventstore/store.ts';
import { bancoComDemo } from '../testing/demo.ts';

/**
 * Backup and restore: a loaded database dumped with pg_dump and restored into a new one holds the same events, and
 * every read model rebuilt there from the events equals the restored tables — and equals the source's.
 */
let origem: TestDb;
let destinoUrl: string;
let destino: Db;
const dir = mkdtempSync(join(tmpdir(), 'portal-backup-'));
beforeAll(async () => {
  origem = await bancoComDemo('portal_backup');
  destinoUrl = `${TEST_SERVER_URL}/portal_restore_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
});
afterAll(async () => {
  await destino?.destroy();
  if (destinoUrl) await dropDatabase(destinoUrl);
  await origem?.drop();
  rmSync(dir, { recursive: true, force: true });
});

const contagem = async (db: Db) =>
  (await sql<{ n: string; p: string }>`select count(*)::text as n, coalesce(max(position), 0)::text as p from events`.execute(db)).rows[0]!;

describe('backup and restore', () => {
  it('pg_dump of a loaded database restores into a new one whose read models rebuild equal to the source', async () => {
    const arquivo = join(dir, 'portal.dump');
    execFileSync('pg_dump', ['--format=custom', `--file=${arquivo}`, origem.url]);
    expect(statSync(arquivo).size).toBeGreaterThan(10_000);
    await ensureDatabase(destinoUrl);
    execFileSync('pg_restore', ['--exit-on-error', `--dbname=${destinoUrl}`, arquivo]);
    destino = createDb({ url: destinoUrl, max: 4 });

    expect(await contagem(destino)).toEqual(await contagem(origem.db));
    const relatorio = await rebuildProjections(destino);
    expect(relatorio.length).toBeGreaterThan(0);
    for (const p of relatorio) expect(p.differences, p.projection).toEqual([]);
    for (const p of relatorio) expect(p.equal, p.projection).toBe(true);
    // the same rows as the source's live tables
    for (const tabela of ['contas', 'veiculos', 'trocas']) {
      const a = await sql<Record<string, unknown>>`select * from ${sql.table(tabela)} order by 1`.execute(origem.db);
      const b = await sql<Record<string, unknown>>`select * from ${sql.table(tabela)} order by 1`.execute(destino);
      expect(b.rows, tabela).toEqual(a.rows);
    }
    // the restored store keeps going: positions continue after the source's last one
    const antes = await contagem(destino);
    await appendToStream(destino, 'conta-990002', 'conta', 0, [
      {
        type: 'Teste',
        data: {},
        metadata: {
          userId: null,
          nome: null,
          role: null,
          espelhoAdminId: null,
          concessionariaId: null,
          correlationId: 'restore',
          at: new Date().toISOString(),
        },
      },
    ]);
    const [novo] = await readStream(destino, 'conta-990002');
    expect(BigInt(novo!.position)).toBeGreaterThan(BigInt(antes.p));
  });
});
