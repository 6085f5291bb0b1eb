import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDb } from '../testing/db.ts';
import { principal } from '../testing/swaps.ts';
import { corpoPedido, pedidoDeTeste } from '../testing/pedidos.ts';
import { salvarPedido } from '../direct-sales/commands.ts';
import { contextoDaLinha, orderAggregate, orderStream, pedidosProjection } from '../direct-sales/aggregate.ts';
import { actorOf, metaOf, SYSTEM_ACTOR, type Db } from '../kernel/index.ts';
import type { Principal } from '../access/principal.ts';
import { handleCommand } from './command-handler.ts';
import { appendToStream, readStream } from './store.ts';
import { applyInline } from './projection.ts';
import { rebuild } from './rebuild.ts';
import { bancoComDemo } from '../testing/demo.ts';

/**
 * The command handler's shortcut (`conhecido`): a decision given the read model row of the same transaction skips the events
 * read only when its cached fold ends at that row's position with that row's context; a row that is behind the stream
 * (a race) ends in the usual conflict, one that is ahead reads the events as always.
 */
describe('decide with a known row (order stream)', () => {
  let tdb: TestDb;
  let admin: Principal;
  let morumbi: Principal;
  let pedido: number;
  const now = () => new Date();
  const ctx = { correlationId: 'teste' };
  let seq = 0;
  const salvar = async () => {
    const row = await tdb.db.selectFrom('pedidos').select(['veiculo_id', 'contexto']).where('id', '=', pedido).executeTakeFirstOrThrow();
    const arquivos = contextoDaLinha(row).dados!.pedidoArquivos.map((a) => ({ id: a.id, tipoArquivo: a.tipoArquivo }));
    const corpo = corpoPedido(morumbi.concessionariaId!, row.veiculo_id!);
    await salvarPedido(
      { db: tdb.db, now },
      admin,
      pedido,
      { ...corpo, pedidoArquivos: arquivos, pedidoSolicitante: { ...corpo.pedidoSolicitante, complemento: `apto ${++seq}` } },
      ctx,
    );
  };
  const linha = async (db: Db) => {
    const r = await db.selectFrom('pedidos').select(['ultima_posicao', 'contexto']).where('id', '=', pedido).executeTakeFirstOrThrow();
    return { posicao: String(r.ultima_posicao), contexto: contextoDaLinha(r) };
  };
  const atualizar = (c: ReturnType<typeof contextoDaLinha>) =>
    ({
      type: 'PedidoAtualizado',
      actor: actorOf(admin),
      at: now().toISOString(),
      dados: { ...c.dados!, pedidoSolicitante: { ...c.dados!.pedidoSolicitante, complemento: `x ${++seq}` } },
    }) as unknown as { type: string } & Record<string, unknown>;

  beforeAll(async () => {
    tdb = await bancoComDemo('portal_conhecido', { vehicles: 0 }, now);
    admin = await principal(tdb.db, 'admin@demo.portal.com.br');
    morumbi = await principal(tdb.db, 'dealer.morumbi@demo.portal.com.br');
    pedido = await pedidoDeTeste(tdb.db, now, { admin, dealer: morumbi });
    await salvar();
  }, 120_000);
  afterAll(async () => tdb?.drop());

  it('a row that matches the cached fold: the save appends at the next version and the read model follows the stream', async () => {
    const antes = (await readStream(tdb.db, orderStream(pedido))).length;
    await salvar();
    await salvar();
    const eventos = await readStream(tdb.db, orderStream(pedido));
    expect(eventos.length).toBe(antes + 2);
    const r = await linha(tdb.db);
    expect(r.posicao).toBe(eventos.at(-1)!.position);
    expect(r.contexto.dados!.pedidoSolicitante.complemento).toBe(`apto ${seq}`);
  });

  it('a row behind the stream (another save committed since it was read): the decision conflicts, nothing is written', async () => {
    const velha = await linha(tdb.db);
    await salvar();
    const antes = (await readStream(tdb.db, orderStream(pedido))).length;
    // the cache ends at the newer event: the stale row does not match it, so the events are read and the decision is right
    const d = await tdb.db
      .transaction()
      .execute((trx) =>
        handleCommand(trx, orderAggregate, orderStream(pedido), atualizar(velha.contexto), metaOf(SYSTEM_ACTOR, ctx, now()), { conhecido: velha }),
      );
    expect(d.events[0]!.version).toBe(antes + 1);
    // a stale row that does match the cache (the cache from before a write it did not see): the append conflicts
    const atual = await linha(tdb.db);
    await tdb.db.transaction().execute(async (trx) => {
      // another process's event: appended straight to the store and the read model, this process's cache unaware of it
      const versao = (await readStream(trx, orderStream(pedido))).length;
      const ev = atualizar(atual.contexto);
      const stored = await appendToStream(trx, orderStream(pedido), orderAggregate.streamType, versao, [
        { type: ev.type, data: ev, metadata: metaOf(SYSTEM_ACTOR, ctx, now()) },
      ]);
      await applyInline(trx, pedidosProjection, stored);
    });
    const depois = (await readStream(tdb.db, orderStream(pedido))).length;
    await expect(
      tdb.db
        .transaction()
        .execute((trx) =>
          handleCommand(trx, orderAggregate, orderStream(pedido), atualizar(atual.contexto), metaOf(SYSTEM_ACTOR, ctx, now()), { conhecido: atual }),
        ),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect((await readStream(tdb.db, orderStream(pedido))).length).toBe(depois);
  });

  describe('outside a transaction, with the row itself: the append and the row in one statement', () => {
    const comLinha = async () => {
      const r = await tdb.db.selectFrom('pedidos').selectAll().where('id', '=', pedido).executeTakeFirstOrThrow();
      return { posicao: String(r.ultima_posicao), contexto: contextoDaLinha(r) };
    };
    const decidirSem = (c: Awaited<ReturnType<typeof comLinha>>, expectedVersion?: number) =>
      handleCommand(tdb.db, orderAggregate, orderStream(pedido), atualizar(c.contexto), metaOf(SYSTEM_ACTOR, ctx, now()), { conhecido: c, expectedVersion });
    const xmin = async (tabela: 'events' | 'pedidos', onde: string, valor: string | number) =>
      (
        await tdb.db
          .selectFrom(tabela)
          .select(sql<string>`xmin::text`.as('x'))
          .where(onde as never, '=', valor as never)
          .executeTakeFirstOrThrow()
      ).x;

    it('writes the event and the row in the same transaction; the row is what a rebuild from the events gives', async () => {
      await salvar();
      const d = await decidirSem(await comLinha());
      const r = await linha(tdb.db);
      expect(r.posicao).toBe(d.events[0]!.position);
      expect(r.contexto).toEqual(d.after.context);
      expect(await xmin('pedidos', 'id', pedido)).toBe(await xmin('events', 'position', d.events[0]!.position));
      // the save through the command takes the same path (changed data only) and keeps it so
      await salvar();
      const [relatorio] = await rebuild(tdb.db, [pedidosProjection]);
      expect(relatorio!.differences).toEqual([]);
    });

    it("a row read before another process appended (this process's cache agrees with it): 409, neither the event nor the row written", async () => {
      await salvar(); // the cache ends at this save's event
      const velha = await comLinha();
      // another process's event: appended straight to the store and the read model, this process's cache unaware of it
      await tdb.db.transaction().execute(async (trx) => {
        const ev = atualizar(velha.contexto);
        const stored = await appendToStream(trx, orderStream(pedido), orderAggregate.streamType, (await readStream(trx, orderStream(pedido))).length, [
          { type: ev.type, data: ev, metadata: metaOf(SYSTEM_ACTOR, ctx, now()) },
        ]);
        await applyInline(trx, pedidosProjection, stored);
      });
      const eventos = (await readStream(tdb.db, orderStream(pedido))).length;
      const atual = await linha(tdb.db);
      // the stale row and the cache agree, so the decision is made at the old version in one statement: the unique index refuses it
      await expect(decidirSem(velha)).rejects.toMatchObject({ statusCode: 409 });
      expect((await readStream(tdb.db, orderStream(pedido))).length).toBe(eventos);
      expect(await linha(tdb.db)).toEqual(atual);
      // the row as it is now is ahead of this process's cache: the events are read, and the decision is right again
      const d = await decidirSem(await comLinha());
      expect(d.events[0]!.version).toBe(eventos + 1);
      const [relatorio] = await rebuild(tdb.db, [pedidosProjection]);
      expect(relatorio!.differences).toEqual([]);
    });

    it("two concurrent one-statement saves of the same row: one wins, the other conflicts, and the row is the winner's", async () => {
      const c = await comLinha();
      await decidirSem(c); // the cache ends at this decision's event
      const base = await comLinha();
      const resultados = await Promise.allSettled([decidirSem(base), decidirSem(base)]);
      expect(resultados.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      const perdeu = resultados.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(perdeu.reason).toMatchObject({ statusCode: 409 });
      const venceu = (resultados.find((r) => r.status === 'fulfilled') as PromiseFulfilledResult<Awaited<ReturnType<typeof decidirSem>>>).value;
      expect((await linha(tdb.db)).posicao).toBe(venceu.events[0]!.position);
      const [relatorio] = await rebuild(tdb.db, [pedidosProjection]);
      expect(relatorio!.differences).toEqual([]);
    });
  });
});
