import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../testing/db.ts';
import { METADADOS_DE_TESTE } from '../testing/eventos.ts';
import { seedDemo } from '../demo/seed.ts';
import { appendToStream, readAll, readStream, streamVersion } from './store.ts';
import { handleCommand } from './command-handler.ts';
import { applyInline } from './projection.ts';
import { rebuildProjections, replayStream } from '../contexts.ts';
import { accountAggregate, contaStream } from '../access/account.ts';
import { loadPrincipal } from '../access/principal.ts';
import { metadataFor } from '../kernel/index.ts';
import { VersionConflict } from '../kernel/errors.ts';
import { msg } from '@portal/contracts/messages';
import { depsDeTeste } from '../testing/demo.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => t?.drop());

const meta = METADADOS_DE_TESTE;
const ev = (n: number) => ({ type: 'Teste', data: { n }, metadata: meta });

describe('event store', () => {
  it('appends with the expected version and reads the stream back in order', async () => {
    const a = await appendToStream(t.db, 'teste-1', 'teste', 0, [ev(1), ev(2)]);
    expect(a.map((e) => e.version)).toEqual([1, 2]);
    const b = await appendToStream(t.db, 'teste-1', 'teste', 2, [ev(3)]);
    expect(b[0]!.version).toBe(3);
    const read = await readStream(t.db, 'teste-1');
    expect(read.map((e) => e.data.n)).toEqual([1, 2, 3]);
    expect(read[0]!.metadata).toEqual(meta);
    expect(await streamVersion(t.db, 'teste-1')).toBe(3);
  });

  it('refuses a stale expected version with 409 and writes nothing', async () => {
    await appendToStream(t.db, 'teste-2', 'teste', 0, [ev(1)]);
    const err = await appendToStream(t.db, 'teste-2', 'teste', 0, [ev(2), ev(3)]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(VersionConflict);
    expect((err as VersionConflict).statusCode).toBe(409);
    expect((err as VersionConflict).errors).toEqual([msg.conflitoVersao]);
    expect((await readStream(t.db, 'teste-2')).map((e) => e.data.n)).toEqual([1]);
  });

  it('keeps versions contiguous under 50 parallel conflicting appends, nothing lost or doubled', async () => {
    const stream = 'teste-paralelo';
    const writers = Array.from({ length: 50 }, (_, i) => i);
    let accepted = 0;
    let conflicts = 0;
    // each writer retries on conflict with a fresh version, as a command handler would after re-reading
    await Promise.all(
      writers.map(async (i) => {
        for (;;) {
          const v = await streamVersion(t.db, stream);
          try {
            await appendToStream(t.db, stream, 'teste', v, [ev(i)]);
            accepted++;
            return;
          } catch (e) {
            if (!(e instanceof VersionConflict)) throw e;
            conflicts++;
          }
        }
      }),
    );
    const events = await readStream(t.db, stream);
    expect(accepted).toBe(50);
    expect(conflicts).toBeGreaterThan(0);
    expect(events.map((e) => e.version)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(events.map((e) => e.data.n)).size).toBe(50);
  });

  it('lets exactly one of 50 simultaneous writers at the same version win', async () => {
    await appendToStream(t.db, 'teste-corrida', 'teste', 0, [ev(0)]);
    const results = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => appendToStream(t.db, 'teste-corrida', 'teste', 1, [ev(i + 1)])));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected' && r.reason instanceof VersionConflict)).toHaveLength(49);
    expect((await readStream(t.db, 'teste-corrida')).map((e) => e.version)).toEqual([1, 2]);
  });

  it('reads all events after a global position', async () => {
    const all = await readAll(t.db, { limit: 10_000 });
    const positions = all.map((e) => BigInt(e.position));
    expect(positions.every((p, i) => i === 0 || p > positions[i - 1]!)).toBe(true);
    const after = await readAll(t.db, { after: all[2]!.position, limit: 2 });
    expect(after.map((e) => e.position)).toEqual([all[3]!.position, all[4]!.position]);
  });
});

describe('decider, projections and auditor tools over the demo data', () => {
  beforeAll(async () => {
    await seedDemo(depsDeTeste(t.db));
  });

  it('runs the inline projection in the append transaction and rolls both back when the extra write fails', async () => {
    const p = await t.db.selectFrom('participantes').select('id').where('email', '=', 'gerente@demo.portal.com.br').executeTakeFirstOrThrow();
    const actor = (await loadPrincipal(t.db, p.id, null))!;
    const before = await readStream(t.db, contaStream(p.id));
    const now = new Date();
    const failing = handleCommand(
      t.db,
      accountAggregate,
      contaStream(p.id),
      { type: 'SenhaAlterada', actor, at: now.toISOString() },
      metadataFor(actor, 'x', now),
      {
        alsoInTransaction: async () => {
          throw new Error('falha depois do append');
        },
      },
    );
    await expect(failing).rejects.toThrow('falha depois do append');
    expect(await readStream(t.db, contaStream(p.id))).toHaveLength(before.length);
    const conta = await t.db.selectFrom('contas').select('versao_senha').where('participante_id', '=', p.id).executeTakeFirstOrThrow();
    expect(conta.versao_senha).toBe(1);
  });

  it('the fold kept between decisions never outlives a rolled-back transaction: the next decision folds what is stored', async () => {
    const p = await t.db.selectFrom('participantes').select('id').where('email', '=', 'financeiro@demo.portal.com.br').executeTakeFirstOrThrow();
    const actor = (await loadPrincipal(t.db, p.id, null))!;
    const at = () => new Date();
    const mudar = (db: typeof t.db) =>
      handleCommand(db, accountAggregate, contaStream(p.id), { type: 'SenhaAlterada', actor, at: at().toISOString() }, metadataFor(actor, 'x', at()));
    const v0 = await streamVersion(t.db, contaStream(p.id));
    await mudar(t.db);
    // two decisions inside one transaction that then rolls back: the second one folded the first's uncommitted event
    await expect(
      t.db.transaction().execute(async (trx) => {
        await mudar(trx);
        await mudar(trx);
        throw new Error('desfaz');
      }),
    ).rejects.toThrow('desfaz');
    expect(await streamVersion(t.db, contaStream(p.id))).toBe(v0 + 1);
    // the stream goes on at the stored version, not at the rolled-back one
    const d = await mudar(t.db);
    expect(d.events[0]!.version).toBe(v0 + 2);
    // another writer appends behind this process's kept fold: the next decision folds it too
    // (as another API instance would: its append and its inline projections)
    const outro = await appendToStream(t.db, contaStream(p.id), 'conta', v0 + 2, [
      { type: 'SenhaAlterada', data: { type: 'SenhaAlterada', actor, at: at().toISOString() }, metadata: meta },
    ]);
    for (const pr of accountAggregate.projections) await applyInline(t.db, pr, outro);
    expect((await mudar(t.db)).events[0]!.version).toBe(v0 + 4);
    const conta = await t.db.selectFrom('contas').select('versao_senha').where('participante_id', '=', p.id).executeTakeFirstOrThrow();
    expect(conta.versao_senha).toBeGreaterThan(1);
  });

  it('refuses with 422 and the machine reason, writing nothing', async () => {
    const p = await t.db.selectFrom('participantes').select('id').where('email', '=', 'bloqueado@demo.portal.com.br').executeTakeFirstOrThrow();
    const actor = (await loadPrincipal(t.db, p.id, null))!;
    const now = new Date();
    const err = await handleCommand(
      t.db,
      accountAggregate,
      contaStream(p.id),
      { type: 'SenhaAlterada', actor, at: now.toISOString() },
      metadataFor(actor, 'x', now),
    ).catch((e: unknown) => e);
    expect(err).toMatchObject({ statusCode: 422, errors: [msg.contaBloqueada] });
  });

  it('replays a stream with each event, actor and state after it', async () => {
    const p = await t.db.selectFrom('participantes').select('id').where('email', '=', 'bloqueado@demo.portal.com.br').executeTakeFirstOrThrow();
    const steps = await replayStream(t.db, contaStream(p.id));
    expect(steps.map((s) => [s.type, s.state])).toEqual([
      ['ContaCriada', 'pendente'],
      ['CadastroCompletado', 'ativa'],
      ['ContaBloqueada', 'bloqueada'],
    ]);
    expect(steps[2]!.actor).toMatchObject({ nome: 'Ana Administradora', role: 'Administrador', espelhoAdminId: null });
  });

  it('rebuilds every read model from the events and reports equality; a tampered row is reported and repaired', async () => {
    const ok = await rebuildProjections(t.db);
    expect(ok.every((r) => r.equal)).toBe(true);
    expect(ok.find((r) => r.projection === 'contas')!.rows).toBeGreaterThan(10);
    await t.db.updateTable('contas').set({ status: 'ativa' }).where('email', '=', 'bloqueado@demo.portal.com.br').execute();
    const bad = await rebuildProjections(t.db, ['contas']);
    expect(bad[0]!.equal).toBe(false);
    expect(bad[0]!.differences[0]).toContain('bloqueada');
    const again = await rebuildProjections(t.db, ['contas']);
    expect(again[0]!.equal).toBe(true);
  });
});
