import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDb, type TestDb } from '../testing/db.ts';
import { METADADOS_DE_TESTE } from '../testing/eventos.ts';
import { createDb } from './connect.ts';
import type { Db } from '../kernel/index.ts';
import { APP_ROLE, appDatabaseUrl, durabilityProblems } from './app-role.ts';
import { appendToStream, readStream } from '../eventstore/store.ts';

let t: TestDb;
let app: Db;
let url: string;
beforeAll(async () => {
  t = await createTestDb();
  const papel = await appDatabaseUrl(t.url);
  expect(papel.note).toBeNull();
  url = papel.url;
  app = createDb({ url, max: 2 });
});
afterAll(async () => {
  await app?.destroy();
  await t?.drop();
});

const meta = METADADOS_DE_TESTE;
const negado = (p: Promise<unknown>) => expect(p).rejects.toMatchObject({ code: '42501' });

describe('the application role', () => {
  it('connects as portal_app, not as the owner', async () => {
    expect(new URL(url).username).toBe(APP_ROLE);
    const r = await sql<{ u: string }>`select current_user as u`.execute(app);
    expect(r.rows[0]!.u).toBe(APP_ROLE);
  });

  it('reads and appends the event store, and can neither change nor remove an event', async () => {
    await appendToStream(app, 'conta-990001', 'conta', 0, [{ type: 'Teste', data: { a: 1 }, metadata: meta }]);
    expect(await readStream(app, 'conta-990001')).toHaveLength(1);
    await negado(sql`update events set data = '{}'::jsonb where stream_id = 'conta-990001'`.execute(app));
    await negado(sql`delete from events where stream_id = 'conta-990001'`.execute(app));
    await negado(sql`truncate events`.execute(app));
    expect(await readStream(t.db, 'conta-990001')).toHaveLength(1);
  });

  it('appends to the audit table but cannot rewrite it; read models and reference tables stay writable', async () => {
    await negado(sql`update auditoria set acao = 'x'`.execute(app));
    await negado(sql`delete from auditoria`.execute(app));
    await sql`update configuracoes_portal set valor = valor`.execute(app);
    await sql`delete from idempotencia where false`.execute(app);
  });

  it('is refused schema changes', async () => {
    await negado(sql`drop table veiculos`.execute(app));
  });

  it('the server under test is durable: fsync and synchronous_commit on', async () => {
    expect(await durabilityProblems(t.db)).toEqual([]);
  });
});
