import { PostgresDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDb } from '../testing/db.ts';
import { createDb, createPool } from '../db/connect.ts';
import { principal } from '../testing/swaps.ts';
import { corpoPedido, pedidoDeTeste } from '../testing/pedidos.ts';
import { metaOf, SYSTEM_ACTOR, type Db } from '../kernel/index.ts';
import type { Principal } from '../access/principal.ts';
import { appendToStream, readStream } from '../eventstore/store.ts';
import { applyInline } from '../eventstore/projection.ts';
import { rebuild } from '../eventstore/rebuild.ts';
import { salvarPedido } from './commands.ts';
import { contextoDaLinha, orderAggregate, orderStream, pedidosProjection } from './aggregate.ts';
import { bancoComDemo } from '../testing/demo.ts';

/**
 * The data-only save starts from this process's last fold of the order's stream when it has one: no read at all, one
 * statement (the event appended at the fold's version with the row). A fold behind the stream (another process wrote it)
 * only costs a retry from the row; the dealer scope is the same as the row's.
 */
describe('data-only order save from the kept fold', () => {
  let tdb: TestDb;
  let db: Db; // "this process": its own pool, every statement it sends noted
  const enviadas: string[] = [];
  let admin: Principal;
  let morumbi: Principal;
  let jardins: Principal;
  let pedido: number;
  const now = () => new Date();
  let seq = 0;
  const salvar = async (quem: Principal = admin) => {
    const row = await tdb.db.selectFrom('pedidos').select(['veiculo_id', 'contexto']).where('id', '=', pedido).executeTakeFirstOrThrow();
    const arquivos = contextoDaLinha(row).dados!.pedidoArquivos.map((a) => ({ id: a.id, tipoArquivo: a.tipoArquivo }));
    const corpo = corpoPedido(morumbi.concessionariaId!, row.veiculo_id!);
    const complemento = `apto ${++seq}`;
    enviadas.length = 0;
    await salvarPedido(
      { db, now },
      quem,
      pedido,
      { ...corpo, pedidoArquivos: arquivos, pedidoSolicitante: { ...corpo.pedidoSolicitante, complemento } },
      { correlationId: 'teste' },
    );
    return complemento;
  };
  const linha = async () => contextoDaLinha(await tdb.db.selectFrom('pedidos').select('contexto').where('id', '=', pedido).executeTakeFirstOrThrow());
  /** another process's event: straight to the store and the read model, this process's fold unaware of it */
  const outroProcesso = () =>
    tdb.db.transaction().execute(async (trx) => {
      const c = await linha();
      const ev = {
        type: 'PedidoAtualizado',
        actor: c.criadoPorId,
        at: now().toISOString(),
        dados: { ...c.dados!, pedidoSolicitante: { ...c.dados!.pedidoSolicitante, numero: '999' } },
      };
      const versao = (await readStream(trx, orderStream(pedido))).length;
      await applyInline(
        trx,
        pedidosProjection,
        await appendToStream(trx, orderStream(pedido), orderAggregate.streamType, versao, [
          { type: ev.type, data: ev, metadata: metaOf(SYSTEM_ACTOR, { correlationId: 'outro' }, now()) },
        ]),
      );
    });

  beforeAll(async () => {
    tdb = await bancoComDemo('portal_salvar_dados', { vehicles: 0 }, now);
    admin = await principal(tdb.db, 'admin@demo.portal.com.br');
    morumbi = await principal(tdb.db, 'dealer.morumbi@demo.portal.com.br');
    jardins = await principal(tdb.db, 'dealer.jardins@demo.portal.com.br');
    pedido = await pedidoDeTeste(tdb.db, now, { admin, dealer: morumbi });
    const pool = createPool(tdb.url, 4);
    pool.on('connect', (c) => {
      const query = c.query.bind(c) as (...a: unknown[]) => unknown;
      c.query = ((...a: unknown[]) => {
        const q = a[0] as string | { text: string };
        enviadas.push(typeof q === 'string' ? q : q.text);
        return query(...a);
      }) as typeof c.query;
    });
    db = createDb({ dialect: new PostgresDialect({ pool }) });
  }, 120_000);
  afterAll(async () => {
    await db?.destroy();
    await tdb?.drop();
  });

  it('the second save of an order sends one statement: the event and the row, no read', async () => {
    await salvar();
    const antes = (await readStream(tdb.db, orderStream(pedido))).length;
    const complemento = await salvar();
    expect(enviadas).toHaveLength(1);
    expect(enviadas[0]).toMatch(/^(\/\*[^*]*\*\/ )?with ev as \(\s*insert into events/);
    expect((await readStream(tdb.db, orderStream(pedido))).length).toBe(antes + 1);
    expect((await linha()).dados!.pedidoSolicitante.complemento).toBe(complemento);
  });

  it('a fold behind the stream (another process appended since): the save is retried from the row and lands after it', async () => {
    await salvar();
    await outroProcesso();
    const antes = await readStream(tdb.db, orderStream(pedido));
    const complemento = await salvar();
    const depois = await readStream(tdb.db, orderStream(pedido));
    expect(depois.length).toBe(antes.length + 1);
    expect(depois.at(-1)!.metadata.correlationId).toBe('teste');
    // the first attempt (at the fold's version) was refused by the store; the second read the row and the new events
    expect(enviadas.filter((t) => /^(\/\*[^*]*\*\/ )?with ev as/.test(t))).toHaveLength(2);
    expect((await linha()).dados!.pedidoSolicitante.complemento).toBe(complemento);
    const [relatorio] = await rebuild(tdb.db, [pedidosProjection]);
    expect(relatorio!.differences).toEqual([]);
  });

  it('a refusal on a current kept fold is the save’s answer (no row read); on a fold behind the stream it is asked again of the row', async () => {
    await salvar();
    const row = await tdb.db.selectFrom('pedidos').select(['veiculo_id']).where('id', '=', pedido).executeTakeFirstOrThrow();
    const outroDealer = { ...corpoPedido(morumbi.concessionariaId!, row.veiculo_id!), concessionariaId: jardins.concessionariaId! };
    const recusar = async () => {
      enviadas.length = 0;
      await expect(salvarPedido({ db, now }, admin, pedido, outroDealer, { correlationId: 'teste' })).rejects.toMatchObject({ statusCode: 422 });
    };
    const leuALinha = () => enviadas.some((t) => /from "pedidos"/.test(t));
    await recusar();
    // the one question asked of the store: is the stream still at the fold's version
    expect(enviadas.filter((t) => /max\("version"\)/.test(t))).toHaveLength(1);
    expect(leuALinha()).toBe(false);
    // another process appends: the same refusal from the kept fold is no longer trusted, the row answers it
    await outroProcesso();
    await recusar();
    expect(leuALinha()).toBe(true);
  });

  it('another dealer’s user gets 404 though the fold is kept, and nothing is written', async () => {
    await salvar();
    const antes = (await readStream(tdb.db, orderStream(pedido))).length;
    await expect(salvar(jardins)).rejects.toMatchObject({ statusCode: 404 });
    expect((await readStream(tdb.db, orderStream(pedido))).length).toBe(antes);
    // the order's own dealer saves from the fold
    await salvar(morumbi);
    expect(enviadas).toHaveLength(1);
    expect((await readStream(tdb.db, orderStream(pedido))).length).toBe(antes + 1);
  });
});
