import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestDb, type TestDb } from '../testing/db.ts';
import { seedDemo } from '../demo/seed.ts';
import { TokenService } from '../access/tokens.ts';
import { principal } from '../testing/swaps.ts';
import type { Actor } from '../kernel/index.ts';
import { OPCOES, iterarVeiculos, listarBolsao, listarFaturamentos, listarVisaoGeral } from './queries.ts';
import { multiplyVehicles } from '../../../../bench/vehicles-multiply.ts';
import type { FiltroVeiculos } from './filters.ts';

/**
 * A dealer's list page read branch by branch of its scope (pagina-por-ramos.ts: each branch walked down its own index
 * to the page's last row, the branches merged) is the page of the whole scope in id order: every page of every size,
 * for a dealer, a group user (processosGrupo: the group's branches) and the Bolsão (a third branch, status 121), with
 * and without filters, equals the slice of the scope read in one statement (the `or`), with no vehicle twice or missed;
 * and so does a dealer's export, batch after batch.
 */
let t: TestDb;
const TODOS_OS_STATUS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 120, 121, 122];
const now = new Date('2026-11-24T15:00:00Z');
const atores: Record<string, Actor> = {};

beforeAll(async () => {
  t = await createTestDb();
  await seedDemo({ db: t.db, tokens: new TokenService(randomBytes(32).toString('hex')), now: () => now, appUrl: 'http://test' }, { vehicles: 600 });
  for (const [k, email] of Object.entries({
    morumbi: 'dealer.morumbi@demo.portal.com.br',
    jardins: 'dealer.jardins@demo.portal.com.br',
    grupo: 'grupo.autostar@demo.portal.com.br',
  }))
    atores[k] = await principal(t.db, email);
  // vehicles the dealer asked for (the requesting branch) that are also its own, so the two branches share rows
  await sql`update veiculos set dealer_solicitante_id = concessionaria_id, dealer_solicitante_grupo_id = concessionaria_grupo_id
    where id % 7 = 0 and concessionaria_id is not null`.execute(t.db);
  // and some asked by one dealer while another holds them
  await sql`update veiculos v set dealer_solicitante_id = c.id, dealer_solicitante_grupo_id = c.concessionaria_grupo_id
    from concessionarias c where c.codigo_dealer = 'JLR001' and v.id % 11 = 0 and v.concessionaria_id is distinct from c.id`.execute(t.db);
});
afterAll(async () => {
  await t?.drop();
});

/** The scope of `a` in one statement (the `or` of its branches), newest first, under `cond`. */
async function escopoInteiro(a: Actor, cond: ReturnType<typeof sql>, bolsao = false): Promise<number[]> {
  const escopo = a.processosGrupo
    ? sql`(v.concessionaria_grupo_id = ${a.concessionariaGrupoId} or v.dealer_solicitante_grupo_id = ${a.concessionariaGrupoId} ${bolsao ? sql`or v.status = 121` : sql``})`
    : sql`(v.concessionaria_id = ${a.concessionariaId} or v.dealer_solicitante_id = ${a.concessionariaId} ${bolsao ? sql`or v.status = 121` : sql``})`;
  const r = await sql<{ id: number }>`select v.id from veiculos v where ${escopo} and ${cond} order by v.id desc`.execute(t.db);
  return r.rows.map((x) => x.id);
}

/** Every page of the list at `porPagina` rows, concatenated, and the total each page reports. */
async function todasAsPaginas(ler: (page: number, perPage: number) => Promise<{ rows: object[]; total: number }>, porPagina: number) {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const p = await ler(page, porPagina);
    expect(p.rows.length).toBeLessThanOrEqual(porPagina);
    ids.push(...p.rows.map((r) => Number((r as { id: unknown }).id)));
    if (p.rows.length < porPagina) return { ids, total: p.total };
  }
}

describe('a dealer list page read branch by branch of the scope', () => {
  const casos: [string, string, FiltroVeiculos, ReturnType<typeof sql>][] = [
    ['morumbi', 'status 0 e 1', { status: [0, 1] }, sql`v.status in (0, 1)`],
    ['morumbi', 'status 0, 1, 2 e um modelo', { status: [0, 1, 2], tipoModeloAgrupadoId: 1 }, sql`v.status in (0, 1, 2) and v.modelo_id = 1`],
    ['jardins', 'todos os status', { status: TODOS_OS_STATUS }, sql`true`],
    ['grupo', 'status 0 e 1', { status: [0, 1] }, sql`v.status in (0, 1)`],
    ['grupo', 'nenhum veículo', { status: [0], tipoModeloAgrupadoId: -1 }, sql`false`],
  ];
  for (const [quem, nome, filtro, cond] of casos) {
    it(`${quem}, ${nome}: every page of 1, 7 and 50 rows is the scope's slice in id order`, async () => {
      const a = atores[quem]!;
      const esperado = await escopoInteiro(a, cond);
      if (nome !== 'nenhum veículo') expect(esperado.length, 'o cenário tem veículos').toBeGreaterThan(3);
      for (const porPagina of [1, 7, 50]) {
        const { ids, total } = await todasAsPaginas((page, per_page) => listarFaturamentos(t.db, a, now, { ...filtro, page, per_page }), porPagina);
        expect(ids).toEqual(esperado);
        expect(total).toBe(esperado.length);
      }
    });
  }

  it('the Bolsão adds its own branch (status 121 of any dealer) without a vehicle twice', async () => {
    const a = atores.morumbi!;
    const esperado = await escopoInteiro(a, sql`v.status in (121, 122)`, true);
    const outros = await sql<{
      n: number;
    }>`select count(*)::int as n from veiculos where status = 121 and concessionaria_id is distinct from ${a.concessionariaId}`.execute(t.db);
    expect(outros.rows[0]!.n, 'veículos do Bolsão de outros dealers').toBeGreaterThan(0);
    for (const porPagina of [3, 50]) {
      const { ids } = await todasAsPaginas((page, per_page) => listarBolsao(t.db, a, now, { page, per_page }), porPagina);
      expect(ids).toEqual(esperado);
    }
  });

  it('the export walks the same branches batch by batch (2,000 a batch): every vehicle of the scope once, newest first', async () => {
    // copies of the vehicles (new ids, pedidos and chassis) until a dealer's scope spans several batches
    await multiplyVehicles(t.db, 20_000);
    for (const quem of ['morumbi', 'grupo']) {
      const a = atores[quem]!;
      const esperado = await escopoInteiro(a, sql`true`);
      expect(esperado.length, 'mais de um lote').toBeGreaterThan(2000);
      const ids: number[] = [];
      for await (const r of iterarVeiculos(t.db, a, now, { status: TODOS_OS_STATUS }, OPCOES.faturamentos())) ids.push(r.id);
      expect(ids).toEqual(esperado);
    }
  });

  it('the importer has no scope: the Visão Geral in id order over every vehicle of its statuses', async () => {
    const admin = await principal(t.db, 'admin@demo.portal.com.br');
    const r = await sql<{ id: number }>`select id from veiculos where status in (0, 1) order by id desc`.execute(t.db);
    const { ids } = await todasAsPaginas((page, per_page) => listarVisaoGeral(t.db, admin, now, { status: [0, 1], page, per_page }), 50);
    expect(ids).toEqual(r.rows.map((x) => x.id));
  });
});
