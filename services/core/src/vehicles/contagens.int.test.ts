import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDb, type TestDb } from '../testing/db.ts';
import { seedDemo } from '../demo/seed.ts';
import { TokenService } from '../access/tokens.ts';
import { principal } from '../testing/swaps.ts';
import type { Principal } from '../access/principal.ts';
import { rebuildProjections } from '../contexts.ts';
import { alterarStatus, cancelarPedidos, novaAlocacao } from './commands.ts';
import { CONTADORES, contadorConfere, type Contador } from './contagens.ts';
import { listarFaturamentos } from './queries.ts';
import { estatisticasDoCache } from '../kernel/index.ts';

/**
 * The vehicle counters follow every kind of vehicle event in the transaction that writes the vehicle (allocation, status
 * change, a change of dealer, cancellation), each equal to a fresh count of the vehicles after it, and the rebuild
 * recounts them and reports a counter that drifted.
 */
let t: TestDb;
let admin: Principal;
const now = new Date('2026-11-24T15:00:00Z');
const deps = () => ({ db: t.db, now: () => now });
const ctx = { correlationId: 'contagens' };
const TABELAS = Object.keys(CONTADORES) as Contador[];

beforeAll(async () => {
  t = await createTestDb();
  await seedDemo({ db: t.db, tokens: new TokenService(randomBytes(32).toString('hex')), now: () => now, appUrl: 'http://test' });
  admin = await principal(t.db, 'admin@demo.portal.com.br');
});
afterAll(async () => t?.drop());

/** How many vehicles the lists' counter holds for a dealer and status (0 when the combination has no row). */
const celula = async (concessionariaId: number | null, status: number) =>
  Number(
    (
      await sql<{ n: string }>`select coalesce(sum(n), 0) as n from veiculos_contagens
        where concessionaria_id is not distinct from ${concessionariaId} and status = ${status}`.execute(t.db)
    ).rows[0]!.n,
  );
const contagem = async (concessionariaId: number | null, status: number) =>
  Number(
    (
      await sql<{
        n: string;
      }>`select count(*) as n from veiculos where concessionaria_id is not distinct from ${concessionariaId} and status = ${status}`.execute(t.db)
    ).rows[0]!.n,
  );
const umVeiculo = (status: number) =>
  t.db.selectFrom('veiculos').select(['id', 'concessionaria_id']).where('status', '=', status).orderBy('id').executeTakeFirstOrThrow();
async function todosConferem() {
  for (const tabela of TABELAS) expect(await contadorConfere(t.db, tabela), tabela).toBe(true);
  const quantas = async (tabela: string, onde = sql`true`) =>
    (await sql<{ n: string }>`select count(*) as n from ${sql.table(tabela)} where ${onde}`.execute(t.db)).rows[0]!.n;
  for (const tabela of TABELAS) {
    // no combination is kept without vehicles, and nothing stays staged once the transaction committed
    expect(await quantas(tabela, sql`n <= 0`)).toBe('0');
    expect(await quantas(`${tabela}_pendentes`)).toBe('0');
  }
  expect(await quantas('veiculos_contagens_transacoes')).toBe('0');
}

describe('contadores de veículos', () => {
  it('começam iguais a uma contagem dos veículos', async () => {
    expect(Number((await sql<{ n: string }>`select sum(n) as n from veiculos_contagens`.execute(t.db)).rows[0]!.n)).toBeGreaterThan(0);
    await todosConferem();
  });

  it('seguem uma mudança de status (bloqueio: Cota → Bloqueado)', async () => {
    const v = await umVeiculo(0);
    const [cota, bloqueado] = [await celula(v.concessionaria_id, 0), await celula(v.concessionaria_id, 5)];
    const r = await alterarStatus(deps(), admin, { veiculoId: [v.id], status: 5, motivo: 'teste' }, ctx);
    expect(r.map((x) => x.status)).toEqual([1]);
    expect(await celula(v.concessionaria_id, 0)).toBe(cota - 1);
    expect(await celula(v.concessionaria_id, 5)).toBe(bloqueado + 1);
    expect(await celula(v.concessionaria_id, 5)).toBe(await contagem(v.concessionaria_id, 5));
    await todosConferem();
  });

  it('seguem uma alocação a outro dealer (troca de dealer)', async () => {
    const v = await umVeiculo(0);
    const outro = await t.db.selectFrom('concessionarias').select('id').where('id', '<>', v.concessionaria_id!).orderBy('id').executeTakeFirstOrThrow();
    const [antes, depois] = [await celula(v.concessionaria_id, 0), await celula(outro.id, 0)];
    const r = await novaAlocacao(deps(), admin, { veiculoIds: [v.id], concessionariaId: outro.id }, ctx);
    expect(r.map((x) => x.status)).toEqual([1]);
    expect((await t.db.selectFrom('veiculos').select('concessionaria_id').where('id', '=', v.id).executeTakeFirstOrThrow()).concessionaria_id).toBe(outro.id);
    expect(await celula(v.concessionaria_id, 0)).toBe(antes - 1);
    expect(await celula(outro.id, 0)).toBe(depois + 1);
    await todosConferem();
  });

  it('seguem um cancelamento e o pipeline (Pipeline Futuro → Bolsão)', async () => {
    const v = await umVeiculo(0);
    const r = await cancelarPedidos(deps(), admin, { ids: [v.id], motivo: 'teste' }, ctx);
    expect(r.map((x) => x.status)).toEqual([1]);
    const status = (await t.db.selectFrom('veiculos').select('status').where('id', '=', v.id).executeTakeFirstOrThrow()).status;
    expect(status).not.toBe(0);
    expect(await celula(v.concessionaria_id, status)).toBe(await contagem(v.concessionaria_id, status));
    const p = await umVeiculo(122);
    const m = await alterarStatus(deps(), admin, { veiculoId: [p.id], status: 121 }, ctx);
    expect(m.map((x) => x.status)).toEqual([1]);
    await todosConferem();
  });

  it('o rebuild reconta cada contador, iguais ao vivo, e mostra um contador que divergiu', async () => {
    // the whole rebuild (what `pnpm projections rebuild --verify` runs): the vehicles' read models and every counter
    const iguais = await rebuildProjections(t.db);
    for (const tabela of ['veiculos', ...TABELAS]) expect(iguais.find((r) => r.projection === tabela)).toMatchObject({ equal: true });
    await todosConferem();
    // a counter written by hand: the rebuild reports it and puts it right
    await sql`update veiculos_contagens_relatorio set n = n + 1 where ctid = (select ctid from veiculos_contagens_relatorio limit 1)`.execute(t.db);
    await sql`delete from veiculos_contagens where ctid = (select ctid from veiculos_contagens limit 1)`.execute(t.db);
    const reports = await rebuildProjections(t.db, ['veiculos_contagens', 'veiculos_contagens_relatorio']);
    expect(reports.map((r) => [r.projection, r.equal])).toEqual([
      ['veiculos_contagens', false],
      ['veiculos_contagens_relatorio', false],
    ]);
    expect(reports[0]!.differences[0]).toMatch(/^veiculos_contagens: ausente antes/);
    await todosConferem();
  });

  it('um contador corrigido pelo rebuild é lido de novo: o total guardado em cache antes da correção não fica', async () => {
    const filtro = { status: [0], page: 1, per_page: 5 };
    const certo = Number((await sql<{ n: string }>`select count(*) as n from veiculos where status = 0`.execute(t.db)).rows[0]!.n);
    // a counter that drifted (written by hand, so no vehicle write tells the cache): the list's total reads it, and is kept
    await sql`update veiculos_contagens set n = n + 5 where ctid = (select ctid from veiculos_contagens where status = 0 limit 1)`.execute(t.db);
    expect((await listarFaturamentos(t.db, admin, now, filtro)).total).toBe(certo + 5);
    expect((await listarFaturamentos(t.db, admin, now, filtro)).total, 'guardado').toBe(certo + 5);
    // the rebuild puts it right, and the next read is the vehicles' count
    const [r] = await rebuildProjections(t.db, ['veiculos_contagens']);
    expect(r!.equal).toBe(false);
    expect((await listarFaturamentos(t.db, admin, now, filtro)).total).toBe(certo);
    // a rebuild that finds nothing to correct leaves the kept answers kept
    const antes = estatisticasDoCache(t.db);
    const [igual] = await rebuildProjections(t.db, ['veiculos_contagens']);
    expect(igual!.equal).toBe(true);
    expect((await listarFaturamentos(t.db, admin, now, filtro)).total).toBe(certo);
    expect(estatisticasDoCache(t.db).acertos).toBeGreaterThan(antes.acertos);
  });
});
