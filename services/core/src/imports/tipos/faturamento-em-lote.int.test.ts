import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { vmsg } from '@portal/contracts/vehicles/messages';
import type { TestDb } from '../../testing/db.ts';
import { bancoComDemo } from '../../testing/demo.ts';
import { SYSTEM_ACTOR, type Db } from '../../kernel/index.ts';
import { registrarFatoExterno, registrarFatosExternosEmLote, type FatoExterno as Fato } from '../../vehicles/index.ts';
import { handleCommandsEmLote, LoteIndivisivel } from '../../eventstore/lote-de-comandos.ts';
import { vehicleAggregate, vehicleStream } from '../../vehicles/aggregate.ts';
import { metaOf } from '../../kernel/actor.ts';
import { emSavepoint } from './savepoint.ts';
import { definicaoFaturamento } from './faturamento.ts';

/*
 * The Faturamento import writes its rows together (`registrarFatosExternosEmLote`, one statement per table per slice):
 * what it leaves in every table is what the rows one by one leave, refusals included.
 */
let tdb: TestDb;
const agora = new Date('2026-11-23T13:00:00Z');
beforeAll(async () => {
  tdb = await bancoComDemo('portal_fat_lote', {}, () => agora);
}, 180_000);
afterAll(async () => tdb?.drop());

const ctx = { correlationId: 'importacao-teste' };
const fato = (i: number) => ({ type: 'VeiculoFaturado' as const, notaFiscal: String(880_000 + i), dataFaturamento: '2026-11-20' });
class Desfazer extends Error {}

/** Every table's rows (positions, recording instants, transaction ids and read versions left out: they differ between two runs by nature). */
async function fotografar(db: Db, streams: string[]) {
  const tabelas = (
    await sql<{ t: string }>`select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'
      and table_name not in ('events', 'versoes_leitura', 'versoes_principais') and table_name not like 'kysely%' order by 1`.execute(db)
  ).rows.map((r) => r.t);
  const foto: Record<string, string[]> = {};
  const limpar = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(limpar)
      : v && typeof v === 'object' && !(v instanceof Date)
        ? Object.fromEntries(
            Object.entries(v)
              .filter(([k]) => !['ultima_posicao', 'position', 'posicao', 'recorded_at', 'xid'].includes(k))
              .map(([k, x]) => [k, limpar(x)]),
          )
        : v;
  for (const t of tabelas) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(t)}`.execute(db);
    if (t.endsWith('_pendentes') && rows.every((r) => 'd' in r)) {
      // a counter's pending deltas: one row per statement and key, so only their sums per key must agree
      const somas = new Map<string, number>();
      for (const { d, ...chave } of rows) somas.set(JSON.stringify(limpar(chave)), (somas.get(JSON.stringify(limpar(chave))) ?? 0) + Number(d));
      foto[t] = [...somas]
        .filter(([, d]) => d !== 0)
        .map(([k, d]) => `${k} ${d}`)
        .sort();
    } else foto[t] = rows.map((r) => JSON.stringify(limpar(r))).sort();
  }
  const { rows } = await sql<
    Record<string, unknown>
  >`select stream_id, version, type, data, metadata from events where stream_id = any(${streams}::text[])`.execute(db);
  foto.events = rows.map((r) => JSON.stringify(r)).sort();
  return foto;
}

async function rodar(ids: number[], modo: 'um-a-um' | 'em-lote', fatoDe: (i: number) => Fato = fato) {
  let resultado: { respostas: (string | null)[]; foto: Record<string, string[]> } | null = null;
  await tdb.db
    .transaction()
    .execute(async (trx) => {
      const deps = { db: trx, now: () => agora };
      const respostas =
        modo === 'em-lote'
          ? await registrarFatosExternosEmLote(
              deps,
              SYSTEM_ACTOR,
              ids.map((veiculoId, i) => ({ veiculoId, fato: fatoDe(i) })),
              ctx,
            )
          : await ids.reduce<Promise<(string | null)[]>>(
              async (acc, veiculoId, i) => [...(await acc), await emSavepoint(trx, () => registrarFatoExterno(deps, SYSTEM_ACTOR, veiculoId, fatoDe(i), ctx))],
              Promise.resolve([]),
            );
      resultado = { respostas, foto: await fotografar(trx, ids.map(vehicleStream)) };
      throw new Desfazer();
    })
    .catch((e: unknown) => {
      if (!(e instanceof Desfazer)) throw e;
    });
  return resultado!;
}

describe('Faturamento import rows written together', () => {
  it('leaves every table as the rows one by one do: the billable vehicles billed, the others refused with the same words', async () => {
    const faturaveis = await tdb.db.selectFrom('veiculos').select('id').where('status', 'in', [1, 6, 10, 13]).orderBy('id').limit(8).execute();
    const outros = await tdb.db.selectFrom('veiculos').select('id').where('status', 'not in', [1, 6, 10, 13]).orderBy('id').limit(6).execute();
    expect(faturaveis.length).toBeGreaterThan(2);
    expect(outros.length).toBeGreaterThan(2);
    const ids = [...faturaveis, ...outros].map((v) => v.id).sort((a, b) => a - b);
    ids.splice(3, 0, 9_999_999); // a vehicle that does not exist

    const um = await rodar(ids, 'um-a-um');
    const lote = await rodar(ids, 'em-lote');
    expect(lote.respostas).toEqual(um.respostas);
    expect(um.respostas.filter((r) => r === null).length).toBe(faturaveis.length);
    expect(um.respostas[3]).toBe(vmsg.veiculoInexistente);
    for (const t of Object.keys(um.foto)) expect(lote.foto[t], t).toEqual(um.foto[t]);
  });

  it("Vista's new availability dates: the same tables and refusals as one by one (Indisponível becomes Cota, the rest as the machine says)", async () => {
    const ids = (
      await tdb.db.selectFrom('veiculos').select('id').where('status', 'in', [0, 4, 8, 1, 2, 11]).orderBy('status').orderBy('id').limit(24).execute()
    ).map((v) => v.id);
    const disponibilidade = (i: number): Fato => ({
      type: 'DisponibilidadeAtualizada',
      status: 0,
      dataDisponibilidade: `2026-12-${String((i % 27) + 1).padStart(2, '0')}`,
      dataProrrogacaoFaturamento: null,
    });
    const um = await rodar(ids, 'um-a-um', disponibilidade);
    const lote = await rodar(ids, 'em-lote', disponibilidade);
    expect(lote.respostas).toEqual(um.respostas);
    expect(um.respostas.some((r) => r === null)).toBe(true);
    for (const t of Object.keys(um.foto)) expect(lote.foto[t], t).toEqual(um.foto[t]);
  });

  it('refuses to write a stream twice in one batch (the caller then goes row by row)', async () => {
    const v = await tdb.db.selectFrom('veiculos').select('id').where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const cmd = { streamId: vehicleStream(v.id), command: { ...fato(0), actor: { id: 0, nome: 'Sistema' }, at: agora.toISOString() } };
    await expect(
      tdb.db.transaction().execute((trx) => handleCommandsEmLote(trx, vehicleAggregate, [cmd, cmd], metaOf(SYSTEM_ACTOR, ctx, agora))),
    ).rejects.toBeInstanceOf(LoteIndivisivel);
  });

  it('a vehicle written by another transaction meanwhile sends its slice row by row, and the batch still commits', async () => {
    const vs = await tdb.db.selectFrom('veiculos').select(['id', 'status']).where('status', '=', 1).orderBy('id', 'desc').limit(3).execute();
    const [x] = vs;
    let liberar!: () => void;
    const solto = new Promise<void>((r) => (liberar = r));
    let escrito!: () => void;
    const escreveu = new Promise<void>((r) => (escrito = r));
    // another writer bills x first and holds its transaction open
    const outro = tdb.db.transaction().execute(async (trx) => {
      await registrarFatoExterno({ db: trx, now: () => agora }, SYSTEM_ACTOR, x!.id, { ...fato(90), notaFiscal: '990001' }, ctx);
      escrito();
      await solto;
    });
    await escreveu;
    const linhas = vs.map((v, i) => ({
      numero: i + 2,
      chave: String(v.id),
      valor: { veiculoId: v.id, notaFiscal: String(770_000 + i), dataFaturamento: '2026-11-20' },
    }));
    const importacao = tdb.db.transaction().execute((trx) => definicaoFaturamento.gravarLote!(trx, linhas, {} as never, 4242));
    // the batch's append waits on x's version, then finds it taken
    await new Promise((r) => setTimeout(r, 300));
    liberar();
    await outro;
    const recusas = (await importacao) as Map<number, string>;
    // x, already billed by the other writer, is that row's refusal; the other two are billed by the import
    expect([...recusas.keys()]).toEqual([2]);
    const depois = await tdb.db
      .selectFrom('veiculos')
      .select(['id', 'nota_fiscal'])
      .where(
        'id',
        'in',
        vs.map((v) => v.id),
      )
      .orderBy('id', 'desc')
      .execute();
    expect(depois.map((v) => v.nota_fiscal)).toEqual(['990001', '770001', '770002']);
  });
});
