import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tiposModeloDosVeiculos } from '@portal/core/testing/tipos-modelo';
import { biMsg, quadrosOrderCall, type DadosBiOrderCall, type DadosBiPlanoAnual } from '@portal/contracts/order-call/bi';
import { concluirProcessamento, distribuirModelos, iniciarProcessamento } from '@portal/core/order-call/index';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { primeiraAba } from '../testing/planilhas.ts';
import { concederLeitura } from '../testing/perfis.ts';

let t: TestApp;
let admin: string, morumbi: string, financeiro: string;
let planoId: number, morumbiId: number, jardinsId: number;
const data = <T>(r: { json(): unknown }) => (r.json() as { data: T }).data;
const errors = (r: { json(): unknown }) => (r.json() as { errors: string[] }).errors;
const soma = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

beforeAll(async () => {
  t = await createTestApp();
  await tiposModeloDosVeiculos(t.tdb.db);
  t.clock.now = new Date('2026-11-23T13:00:00Z');
  // the demo's Dealer profile has no BI right; granted here to check that a dealer sees its own figures only
  await concederLeitura(t.tdb.db, 'Dealer', 'bi');
  ({ admin, morumbi, financeiro } = await t.entrar({ admin: 'admin', morumbi: 'dealer.morumbi', financeiro: 'financeiro' }));
  const modelos = data<{ id: number }[]>(await t.call('GET', 'order-call/fcst/modelo', { token: admin }));
  const r = await t.call('POST', 'order-call/fcst', {
    token: admin,
    body: {
      ano: 2027,
      mes: 11,
      modelos: modelos.slice(0, 3).map((m, i) => ({
        id: m.id,
        ciclos: [
          { id: 202611, quantidade: 40 + i },
          { id: 202612, quantidade: 9 },
        ],
      })),
    },
  });
  planoId = data<{ id: number }>(r).id;
  const run = 'bi-1';
  const ms = await iniciarProcessamento(t.tdb.db, planoId, run, 'Teste', t.clock.now);
  await distribuirModelos(t.tdb.db, planoId, run, ms);
  await concluirProcessamento(t.tdb.db, planoId, run, t.clock.now);
  const ds = await t.tdb.db.selectFrom('concessionarias').select('id').where('codigo_dealer', 'in', ['JLR001', 'JLR002']).orderBy('codigo_dealer').execute();
  [morumbiId, jardinsId] = ds.map((d) => d.id) as [number, number];
}, 120_000);
afterAll(async () => t?.close());

describe('GET bi/order-call', () => {
  it('the importer sees planned, calculated and distributed per model type × cycle (summing to the plan) and per dealer', async () => {
    const r = await t.call('GET', `bi/order-call?orderCallId=${planoId}`, { token: admin });
    expect(r.statusCode, r.body).toBe(200);
    const d = data<DadosBiOrderCall>(r);
    expect(d.porModeloCiclo).toHaveLength(6);
    expect(soma(d.porModeloCiclo.map((c) => c.planejado!))).toBe(40 + 41 + 42 + 27);
    for (const c of d.porModeloCiclo) expect(c.distribuido).toBe(c.planejado);
    expect(soma(d.porDealer.map((x) => x.distribuido))).toBe(150);
    // without orderCallId: the latest computed order call, this one
    expect(data<DadosBiOrderCall>(await t.call('GET', 'bi/order-call', { token: admin })).orderCallId).toBe(planoId);
    const q = quadrosOrderCall(d);
    expect(q.map((x) => x.series.length)).toEqual([3, 3, 2]);
  });

  it('a manual edit shows as distributed, the rule’s quantity stays as calculated', async () => {
    const d0 = data<DadosBiOrderCall>(
      await t.call('GET', `bi/order-call?orderCallId=${planoId}&cicloId=202611&concessionariaId=${morumbiId}`, { token: admin }),
    );
    const c = d0.porModeloCiclo[0]!;
    const put = await t.call('PUT', `order-call/${planoId}`, {
      token: admin,
      body: {
        concessionaria: [
          { concessionariaId: morumbiId, tipoModelo: [{ tipoModeloId: c.tipoModeloId, ciclo: [{ cicloId: 202611, quantidadeFinal: c.distribuido + 5 }] }] },
        ],
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const d1 = data<DadosBiOrderCall>(
      await t.call('GET', `bi/order-call?orderCallId=${planoId}&cicloId=202611&concessionariaId=${morumbiId}`, { token: admin }),
    );
    const c1 = d1.porModeloCiclo.find((x) => x.tipoModeloId === c.tipoModeloId)!;
    expect([c1.calculado, c1.distribuido, c1.planejado]).toEqual([c.calculado, c.distribuido + 5, null]);
  });

  it('a dealer sees its own figures only, never the national plan; another dealer is 404', async () => {
    const d = data<DadosBiOrderCall>(await t.call('GET', `bi/order-call?orderCallId=${planoId}`, { token: morumbi }));
    expect(d.porDealer.map((x) => x.concessionariaId)).toEqual([morumbiId]);
    expect(d.porModeloCiclo.every((c) => c.planejado === null)).toBe(true);
    expect(soma(d.porModeloCiclo.map((c) => c.distribuido))).toBe(d.porDealer[0]!.distribuido);
    expect((await t.call('GET', `bi/order-call?concessionariaId=${jardinsId}`, { token: morumbi })).statusCode).toBe(404);
  });

  it('bad filters are 400 in pt-BR; an unknown order call is 404; no BI right is 403', async () => {
    const fora = await t.call('GET', `bi/order-call?orderCallId=${planoId}&cicloId=202401`, { token: admin });
    expect(fora.statusCode).toBe(400);
    expect(errors(fora)).toEqual([biMsg.cicloForaDoOrderCall(202401)]);
    for (const q of ['orderCallId=abc', 'cicloId=-1', 'outro=1']) expect((await t.call('GET', `bi/order-call?${q}`, { token: admin })).statusCode, q).toBe(400);
    expect((await t.call('GET', 'bi/order-call?orderCallId=999999', { token: admin })).statusCode).toBe(404);
    expect((await t.call('GET', 'bi/order-call', { token: financeiro })).statusCode).toBe(403);
  });

  it('exports one chart’s table as .xlsx with the same numbers', async () => {
    const r = await t.call('GET', `bi/order-call/exportar?orderCallId=${planoId}&quadro=ciclo`, { token: admin });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toContain('PDD_BI Order Call - Planejado x distribuído por ciclo.xlsx');
    const ws = await primeiraAba(r);
    expect(ws.getRow(1).values).toEqual([undefined, 'Ciclo', 'Planejado', 'Calculado', 'Distribuído']);
    expect(ws.getRow(2).getCell(1).value).toBe('Nov/2026');
    expect(ws.getRow(2).getCell(2).value).toBe(123);
    expect((await t.call('GET', `bi/order-call/exportar?quadro=pizza`, { token: admin })).statusCode).toBe(400);
  });

  it("'Atualizar' answers the spec's toast", async () => {
    for (const p of ['OrderCall', 'PlanoAnual']) {
      const r = await t.call('POST', `bi/${p}/atualizar`, { token: admin });
      expect(r.statusCode).toBe(200);
      expect(data<{ mensagem: string }>(r).mensagem).toBe('Atualização solicitada. Aguarde alguns minutos e recarregue a página.');
    }
  });
});

describe('GET bi/plano-anual', () => {
  const doBanco = async (anoFiscal: number, dealer?: number) => {
    let q = t.tdb.db
      .selectFrom('plano_anual')
      .select((eb) => eb.fn.sum<string>('quantidade').as('q'))
      .where('ano_fiscal', '=', anoFiscal);
    if (dealer) q = q.where('concessionaria_id', '=', dealer);
    return Number((await q.executeTakeFirstOrThrow()).q);
  };

  it('the annual plan per dealer × model type with the fiscal year’s retail (April to March) beside it', async () => {
    const d = data<DadosBiPlanoAnual>(await t.call('GET', 'bi/plano-anual?anoFiscal=2026', { token: admin }));
    expect(d.anoFiscal).toBe(2026);
    expect(d.anos).toContain(2026);
    expect(soma(d.linhas.map((l) => l.planoAnual))).toBe(await doBanco(2026));
    const varejo = await t.tdb.db
      .selectFrom('varejo_mensal')
      .select((eb) => eb.fn.sum<string>('quantidade').as('q'))
      .where((eb) => eb.or([eb.and([eb('ano', '=', 2025), eb('mes', '>=', 4)]), eb.and([eb('ano', '=', 2026), eb('mes', '<=', 3)])]))
      .executeTakeFirstOrThrow();
    expect(soma(d.linhas.map((l) => l.varejo))).toBe(Number(varejo.q));
    expect(d.varejoMensal.map((m) => `${m.mes}/${m.ano}`)).toEqual([...[4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => `${m}/2025`), '1/2026', '2/2026', '3/2026']);
    expect(soma(d.varejoMensal.map((m) => m.varejo))).toBe(Number(varejo.q));
  });

  it('without anoFiscal: the fiscal year of the clock (Nov/2026 is in fiscal year 2027)', async () => {
    expect(data<DadosBiPlanoAnual>(await t.call('GET', 'bi/plano-anual', { token: admin })).anoFiscal).toBe(2027);
  });

  it('a dealer sees its own rows only; another dealer is 404; bad filters are 400', async () => {
    const d = data<DadosBiPlanoAnual>(await t.call('GET', 'bi/plano-anual?anoFiscal=2027', { token: morumbi }));
    expect(new Set(d.linhas.map((l) => l.concessionariaId))).toEqual(new Set([morumbiId]));
    expect(soma(d.linhas.map((l) => l.planoAnual))).toBe(await doBanco(2027, morumbiId));
    expect((await t.call('GET', `bi/plano-anual?concessionariaId=${jardinsId}`, { token: morumbi })).statusCode).toBe(404);
    for (const q of ['anoFiscal=1999', 'anoFiscal=dois', 'marcaId=0'])
      expect((await t.call('GET', `bi/plano-anual?${q}`, { token: admin })).statusCode, q).toBe(400);
  });

  it('exports the detail table', async () => {
    const r = await t.call('GET', `bi/plano-anual/exportar?anoFiscal=2027&concessionariaId=${morumbiId}&quadro=detalhe`, { token: admin });
    expect(r.statusCode).toBe(200);
    const ws = await primeiraAba(r);
    expect(ws.getRow(1).values).toEqual([undefined, 'Dealer / Tipo de modelo', 'Plano anual', 'Varejo']);
    let total = 0;
    ws.eachRow((row, i) => {
      if (i > 1) total += Number(row.getCell(2).value);
    });
    expect(total).toBe(await doBanco(2027, morumbiId));
  });
});
