import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import type { DadosBiEmplacamento, DadosBiSummary } from '@portal/contracts/bi/summary';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { concederLeitura } from '../testing/perfis.ts';

/** /summary, /emplacamento and the mobile pages over real PostgreSQL: each figure equals a direct count; dealer scope; bad filters. */
let t: TestApp;
let admin: string, morumbi: string;
let morumbiId: number, jardinsId: number;
let ano: number, mes: number;
const data = <T>(r: { json(): unknown }) => (r.json() as { data: T }).data;
const soma = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-11-23T13:00:00Z');
  await concederLeitura(t.tdb.db, 'Dealer', 'bi');
  ({ admin, morumbi } = await t.entrar({ admin: 'admin', morumbi: 'dealer.morumbi' }));
  const ds = await t.tdb.db.selectFrom('concessionarias').select('id').where('codigo_dealer', 'in', ['JLR001', 'JLR002']).orderBy('codigo_dealer').execute();
  [morumbiId, jardinsId] = ds.map((d) => d.id) as [number, number];
  // the demo month with the most billing, so the figures are not all zero
  const { rows } = await sql<{ ano: number; mes: number }>`
    select extract(year from data_faturamento)::int ano, extract(month from data_faturamento)::int mes from veiculos
    where data_faturamento is not null group by 1, 2 order by count(*) desc limit 1`.execute(t.tdb.db);
  ({ ano, mes } = rows[0] ?? { ano: 2026, mes: 11 });
}, 120_000);
afterAll(async () => t?.close());

async function faturadosDireto(ini: string, fim: string, dealer?: number) {
  const { rows } = await sql<{ n: number; vd: number; td: number }>`
    select count(*)::int n, (count(*) filter (where coalesce(categoria_venda, '') = 'vendaDireta' or status = 13))::int vd,
           (count(*) filter (where tipo_venda_id = 4))::int td
    from veiculos where data_faturamento between ${ini}::date and ${fim}::date ${dealer ? sql`and concessionaria_id = ${dealer}` : sql``}`.execute(t.tdb.db);
  return rows[0]!;
}
const limites = (a: number, m: number) => [`${a}-${String(m).padStart(2, '0')}-01`, new Date(Date.UTC(a, m, 0)).toISOString().slice(0, 10)] as const;

describe('GET bi/summary', () => {
  it("the month's figures equal direct counts of vehicles, swaps and orders", async () => {
    const r = await t.call('GET', `bi/summary?ano=${ano}&mes=${mes}`, { token: admin });
    expect(r.statusCode, r.body).toBe(200);
    const d = data<DadosBiSummary>(r);
    const [ini, fim] = limites(ano, mes);
    const f = await faturadosDireto(ini, fim);
    expect(f.n).toBeGreaterThan(0);
    expect([d.numeros.faturados, d.numeros.faturadosVendaDireta, d.numeros.faturadosTestDrive]).toEqual([f.n, f.vd, f.td]);
    expect(soma(d.faturamentoDiario.map((x) => x.faturados))).toBe(f.n);
    expect(soma(d.porModelo.map((x) => x.faturados))).toBe(f.n);
    const { rows: tr } = await sql<{ s: number; e: number }>`
      select (count(*) filter (where (solicitado_em at time zone 'America/Sao_Paulo')::date between ${ini}::date and ${fim}::date))::int s,
             (count(*) filter (where status = 3 and (respondido_em at time zone 'America/Sao_Paulo')::date between ${ini}::date and ${fim}::date))::int e
      from trocas`.execute(t.tdb.db);
    expect([d.numeros.trocasSolicitadas, d.numeros.trocasEfetivadas]).toEqual([tr[0]!.s, tr[0]!.e]);
    const { rows: pe } = await sql<{ n: number }>`
      select count(*)::int n from pedidos where (criado_em at time zone 'America/Sao_Paulo')::date between ${ini}::date and ${fim}::date`.execute(t.tdb.db);
    expect(d.numeros.pedidosVendaDireta).toBe(pe[0]!.n);
    const { rows: es } = await sql<{ dealer: number }>`
      select count(*)::int dealer from veiculos where concessionaria_id is not null and data_entrada_estoque <= '2026-11-23'
      and data_faturamento is null and status not in (4, 8, 9, 120, 121, 122)`.execute(t.tdb.db);
    expect(d.numeros.estoqueDealer).toBe(es[0]!.dealer);
    // without a month: the current one (São Paulo)
    const atual = data<DadosBiSummary>(await t.call('GET', 'bi/summary', { token: admin }));
    expect([atual.ano, atual.mes, atual.faturamentoDiario.length]).toEqual([2026, 11, 30]);
  });

  it('a dealer sees its own figures only; another dealer is 404', async () => {
    const d = data<DadosBiSummary>(await t.call('GET', `bi/summary?ano=${ano}&mes=${mes}`, { token: morumbi }));
    const [ini, fim] = limites(ano, mes);
    expect(d.numeros.faturados).toBe((await faturadosDireto(ini, fim, morumbiId)).n);
    expect(d.opcoes.dealers.map((x) => x.id)).toEqual([morumbiId]);
    const filtrado = data<DadosBiSummary>(await t.call('GET', `bi/summary?ano=${ano}&mes=${mes}&concessionariaId=${morumbiId}`, { token: admin }));
    expect(filtrado.numeros).toEqual(d.numeros);
    expect((await t.call('GET', `bi/summary?concessionariaId=${jardinsId}`, { token: morumbi })).statusCode).toBe(404);
  });

  it('bad filters are 400, never 500; exports and the mobile frame give the same numbers', async () => {
    for (const q of ['mes=13', 'mes=0', 'ano=99999', 'ano=abc', 'concessionariaId=-1', 'x=1'])
      for (const p of ['bi/summary', 'bi/emplacamento', 'bi?tipoReport=2&'.slice(0, -1)])
        expect((await t.call('GET', `${p}${p.includes('?') ? '&' : '?'}${q}`, { token: admin })).statusCode, `${p} ${q}`).toBe(400);
    for (const q of ['', 'tipoReport=3', 'tipoReport=a']) expect((await t.call('GET', `bi?${q}`, { token: admin })).statusCode, q).toBe(400);
    const d = data<DadosBiSummary>(await t.call('GET', `bi/summary?ano=${ano}&mes=${mes}`, { token: admin }));
    const m = data<{ tipoReport: 2; summary: DadosBiSummary }>(await t.call('GET', `bi?tipoReport=2&ano=${ano}&mes=${mes}`, { token: admin }));
    expect(m.summary.numeros).toEqual(d.numeros);
    const x = await t.call('GET', `bi/summary/exportar?ano=${ano}&mes=${mes}&quadro=numeros`, { token: admin });
    expect(x.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(x.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.getRow(2).values).toEqual([undefined, 'Faturados no mês', d.numeros.faturados]);
  });
});

describe('GET bi/emplacamento and bi?tipoReport=1', () => {
  it('count the imported registrations (emplacamentos) once any exists, by the registering dealer, scoped for a dealer', async () => {
    const direto = async (ini: string, fim: string, dealer?: number) => {
      let q = t.tdb.db
        .selectFrom('emplacamentos')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('data_emplacamento', '>=', ini as never)
        .where('data_emplacamento', '<=', fim as never);
      if (dealer) q = q.where('concessionaria_id', '=', dealer);
      return Number((await q.executeTakeFirstOrThrow()).n);
    };
    const [ini, fim] = limites(ano, mes);
    const hoje = `${ano}-${String(mes).padStart(2, '0')}-15`;
    const chassi = (await t.tdb.db.selectFrom('veiculos').select('chassi').orderBy('id').executeTakeFirstOrThrow()).chassi;
    await t.tdb.db
      .insertInto('emplacamentos')
      .values({ chassi, concessionaria_id: morumbiId, data_emplacamento: hoje as never, placa: 'ABC1D23', importacao_id: 999, importado_em: new Date() })
      .onConflict((oc) => oc.column('chassi').doUpdateSet({ concessionaria_id: morumbiId, data_emplacamento: hoje as never }))
      .execute();
    const r = await t.call('GET', `bi/emplacamento?ano=${ano}&mes=${mes}`, { token: admin });
    expect(r.statusCode, r.body).toBe(200);
    const d = data<DadosBiEmplacamento>(r);
    expect(d.fonte).toBe('emplacamento');
    const n = await direto(ini, fim);
    expect(n).toBeGreaterThan(0);
    expect(soma(d.porModelo.map((x) => x.quantidade))).toBe(n);
    expect(soma(d.porDealer.map((x) => x.quantidade))).toBe(n);
    const [ini12] = limites(d.mensal[0]!.ano, d.mensal[0]!.mes);
    expect(soma(d.mensal.map((x) => x.quantidade))).toBe(await direto(ini12, fim));
    const m = data<{ emplacamento: DadosBiEmplacamento }>(await t.call('GET', `bi?tipoReport=1&ano=${ano}&mes=${mes}`, { token: morumbi }));
    expect(soma(m.emplacamento.porDealer.map((x) => x.quantidade))).toBe(await direto(ini, fim, morumbiId));
    expect(m.emplacamento.porDealer.every((x) => x.rotulo.startsWith('JLR001'))).toBe(true);
  });

  it('without any imported registration, count billed vehicles (the labelled proxy) over 12 months and in the month per model and dealer', async () => {
    await t.tdb.db.deleteFrom('emplacamentos').execute();
    const d = data<DadosBiEmplacamento>(await t.call('GET', `bi/emplacamento?ano=${ano}&mes=${mes}`, { token: admin }));
    expect(d.fonte).toBe('faturamento');
    expect(d.mensal).toHaveLength(12);
    expect(d.mensal[11]).toMatchObject({ ano, mes });
    const [ini, fim] = limites(ano, mes);
    const [ini12] = limites(d.mensal[0]!.ano, d.mensal[0]!.mes);
    expect(soma(d.mensal.map((x) => x.quantidade))).toBe((await faturadosDireto(ini12, fim)).n);
    const n = (await faturadosDireto(ini, fim)).n;
    expect(soma(d.porModelo.map((x) => x.quantidade))).toBe(n);
    expect(soma(d.porDealer.map((x) => x.quantidade))).toBe(n);
    const m = data<{ emplacamento: DadosBiEmplacamento }>(await t.call('GET', `bi?tipoReport=1&ano=${ano}&mes=${mes}`, { token: morumbi }));
    expect(soma(m.emplacamento.porDealer.map((x) => x.quantidade))).toBe((await faturadosDireto(ini, fim, morumbiId)).n);
    expect(m.emplacamento.porDealer.every((x) => x.rotulo.startsWith('JLR001'))).toBe(true);
  });
});
