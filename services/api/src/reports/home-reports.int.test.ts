import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { hmsg, METRICAS_DEALER } from '@portal/contracts/reports/home';
import { registrarFatoExterno } from '@portal/core/vehicles/commands';
import { rebuildProjections } from '@portal/core/contexts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { vehicleFixtures } from '../testing/vehicles.ts';

/** Home reports over real PostgreSQL: each figure moves exactly with the vehicles it counts, exports list those vehicles. */
let t: TestApp;
let fx: ReturnType<typeof vehicleFixtures>;
let admin: string, regionais: string, morumbi: string, faturamento: string, financeiro: string;
let JLR001: number, JLR005: number;
const NOW = new Date('2026-11-23T13:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = NOW;
  fx = vehicleFixtures(t);
  [admin, regionais, morumbi, faturamento, financeiro] = (await Promise.all(
    ['admin', 'regionais', 'dealer.morumbi', 'faturamento', 'financeiro'].map((u) => t.login(`${u}@demo.portal.com.br`)),
  )) as [string, string, string, string, string];
  [JLR001, JLR005] = (await Promise.all(['JLR001', 'JLR005'].map(fx.dealerId))) as [number, number];
}); // the int tier's hookTimeout (a loaded 2-core machine needs more than a minute to seed)
afterAll(async () => t?.close());

type V = Record<string, number | null>;
type Dealer = { concessionariaId: number; valores: V };
type PorDealer = {
  ano: number;
  mesId: number;
  regionais: { regionalId: number; responsavel: string | null; valores: V; grupos: { valores: V; concessionarias: Dealer[] }[] }[];
  totais: V;
};
const data = <T>(r: { json(): unknown }) => (r.json() as { data: T }).data;
const get = async <T>(path: string, token = admin) => {
  const r = await t.call('GET', `relatorios-home/${path}`, { token });
  expect(r.statusCode, r.body).toBe(200);
  return data<T>(r);
};
const dealerDe = (d: PorDealer, id: number) => d.regionais.flatMap((r) => r.grupos.flatMap((g) => g.concessionarias)).find((c) => c.concessionariaId === id)!;
/** An imported figure (imports-abas) does not move with vehicles: 0 when the month has an import of it, else null. */
const importado = (v: V, k: string) => (v[k] === null ? null : 0);
const delta = (a: V, b: V) => Object.fromEntries(Object.keys(b).map((k) => [k, b[k] === null ? null : (b[k] as number) - ((a[k] as number) ?? 0)]));

async function cota(dealer = JLR001) {
  const id = await fx.veiculo();
  const r = await t.call('POST', 'veiculos/nova-alocacao', { token: admin, body: { veiculoIds: [id], concessionariaId: dealer } });
  expect(r.statusCode).toBe(200);
  return id;
}
const solicitar = async (id: number, body: Record<string, unknown> = { tipoVendaId: 1, tipoPagamentoId: 2 }) => {
  const r = await t.call('PUT', 'veiculos/faturamentos/gerar', {
    token: morumbi,
    body: { veiculoId: [id], dealerSolicitante: JLR001, dataFaturamento: '2026-11-24', ...body },
  });
  expect(r.statusCode, r.body).toBe(200);
};
const faturar = async (id: number, dataFaturamento = '2026-11-23') =>
  registrarFatoExterno(
    fx.deps,
    await fx.principal('faturamento@demo.portal.com.br'),
    id,
    { type: 'VeiculoFaturado', notaFiscal: `NF${id}`, dataFaturamento },
    { correlationId: 't' },
  );
const xlsx = async (body: Buffer) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  const rows: string[][] = [];
  ws.eachRow((r) => rows.push((r.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return rows;
};

describe('relatorios-home: figures from the vehicles read model', () => {
  it('each figure of the Dealer tab moves exactly with the vehicles it counts (dealer, group, region and totals)', async () => {
    const antes = await get<PorDealer>('confirmacao-por-dealer?ano=2026&mesId=11');
    expect([antes.ano, antes.mesId]).toEqual([2026, 11]);
    // last month: entered the stock in October (opening and closing stock of November)
    t.clock.now = new Date('2026-10-10T13:00:00Z');
    await cota();
    t.clock.now = NOW;
    await cota(); // in stock, available to bill
    const pedido = await cota();
    await solicitar(pedido); // requested (Floor Plan), released automatically (Estoque)
    const faturado = await cota();
    await solicitar(faturado, { tipoVendaId: 1, tipoPagamentoId: 1 });
    await faturar(faturado);
    const td = await cota();
    await solicitar(td, { tipoVendaId: 4, tipoPagamentoId: 4 }); // Test Drive: waits for release
    const depois = await get<PorDealer>('confirmacao-por-dealer?ano=2026&mesId=11');
    const d = delta(dealerDe(antes, JLR001).valores, dealerDe(depois, JLR001).valores);
    expect(d).toEqual({
      faturamentoConfirmado: 3,
      faturamentoFaturado: 1,
      faturamentoDealer: 1,
      faturamentoVd: 0,
      faturamentoUsado: importado(depois.totais, 'faturamentoUsado'),
      retailTotal: importado(depois.totais, 'retailTotal'),
      retailDealer: importado(depois.totais, 'retailDealer'),
      retailVd: importado(depois.totais, 'retailVd'),
      estoqueInicialTotal: 1,
      estoqueInicialDealer: 1,
      estoqueInicialVd: 0,
      estoqueFinalTotal: 4,
      estoqueFinalDealer: 4,
      estoqueFinalVd: 0,
      financeiroFloorPlanDisponivel: importado(depois.totais, 'financeiroFloorPlanDisponivel'),
      financeiroQtdAbertaFaturamento: 1,
      financeiroQtdLiberadaFaturamento: 1,
      financeiroQtdBwDisponivelFaturamento: 2,
    });
    expect(delta(antes.totais, depois.totais)).toEqual(d);
    // another dealer is untouched; a group and a region are the sums of their dealers
    expect(dealerDe(depois, JLR005).valores).toEqual(dealerDe(antes, JLR005).valores);
    for (const r of depois.regionais) {
      for (const g of r.grupos)
        for (const k of METRICAS_DEALER)
          if (g.valores[k] !== null) expect(g.valores[k]).toBe(g.concessionarias.reduce((s, c) => s + (c.valores[k] as number), 0));
    }
    // October's closing stock held the October vehicle
    const out = await get<PorDealer>('confirmacao-por-dealer?ano=2026&mesId=10');
    expect(dealerDe(out, JLR001).valores.estoqueFinalTotal).toBeGreaterThanOrEqual(1);
    // '0' means no filter; a dealer filter keeps that dealer only
    expect(await get<PorDealer>('confirmacao-por-dealer?ano=2026&mesId=11&regionalId=0&concessionariaGrupoId=0&concessionariaId=0')).toEqual(depois);
    const so = await get<PorDealer>(`confirmacao-por-dealer?ano=2026&mesId=11&concessionariaId=${JLR001}`);
    expect(so.regionais.flatMap((r) => r.grupos.flatMap((g) => g.concessionarias)).map((c) => c.concessionariaId)).toEqual([JLR001]);
    expect(so.totais).toEqual(dealerDe(depois, JLR001).valores);
  });

  it('defaults to the current year and month; the figures equal those rebuilt from the events', async () => {
    const padrao = await get<PorDealer>('confirmacao-por-dealer');
    expect([padrao.ano, padrao.mesId]).toEqual([2026, 11]);
    const paths = [
      'confirmacao-por-dealer',
      'confirmacao-por-modelo',
      'faturamento-por-modelo',
      'estoque-dealer-por-modelo',
      'estoque-nsc-por-modelo',
      'estoque-consignado',
    ];
    const vivos = await Promise.all(paths.map((p) => get(`${p}?ano=2026&mesId=11`)));
    // the read model thrown away and rebuilt from the event store: the same figures
    await t.tdb.db.deleteFrom('veiculos').execute();
    const [relatorio] = await rebuildProjections(t.tdb.db, ['veiculos']);
    expect(relatorio?.events).toBeGreaterThan(0);
    expect(await Promise.all(paths.map((p) => get(`${p}?ano=2026&mesId=11`)))).toEqual(vivos);
    // billed this month, counted straight from the events
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from events where type = 'VeiculoFaturado' and (data->>'dataFaturamento')::date between '2026-11-01' and '2026-11-30'`.execute(
      t.tdb.db,
    );
    expect(rows[0]!.n).toBeGreaterThan(0);
    expect((vivos[0] as PorDealer).totais.faturamentoFaturado).toBe(rows[0]!.n);
  });

  it('Model, Faturamento, Dealer Stock, NSC Stock and the consigned panel count their vehicles', async () => {
    type PorModelo = { marcas: { marcaId: number; valores: V; modelos: { tipoModeloAgrupadoId: number; valores: V }[] }[]; totais: V };
    type PorAno = { valores: Record<string, number>[]; marcas: { modelos: { tipoModeloAgrupadoId: number; valores: Record<string, number>[] }[] }[] };
    type Consig = {
      concessionarias: { concessionariaId: number; valores: { modelo: string; estoqueConsignado: number }[] }[];
      totais: { estoqueConsignado: number }[];
    };
    const q = '?ano=2026&mesId=11';
    const soma = (a: Record<string, unknown>[], k: string) => a.reduce((s: number, x) => s + ((x[k] as number) ?? 0), 0);
    /** the five reports of November 2026, read one after the other */
    const relatorios = async () =>
      [
        await get<PorModelo>(`confirmacao-por-modelo${q}`),
        await get<PorModelo>(`faturamento-por-modelo${q}`),
        await get<PorAno>(`estoque-dealer-por-modelo${q}`),
        await get<PorAno>(`estoque-nsc-por-modelo${q}`),
        await get<Consig>(`estoque-consignado${q}`),
      ] as const;
    const [m0, f0, e0, n0, c0] = await relatorios();
    const td = await cota();
    await solicitar(td, { tipoVendaId: 4, tipoPagamentoId: 5 }); // Test Drive, Floor Plan: awaiting release
    const consignado = await cota();
    await solicitar(consignado, { tipoVendaId: 2 });
    const fp = (await fx.row(consignado)).faturamento_pedido_id;
    expect(
      (await t.call('POST', 'veiculos/faturamentos/liberar/status', { token: faturamento, body: { faturamentoPedidoIds: [fp], status: 3 } })).statusCode,
    ).toBe(200);
    expect(await fx.status(consignado)).toBe(10);
    const nsc = await fx.veiculo({ status: 121 });
    expect((await t.call('PUT', 'veiculos/bolsao/nsc', { token: admin, body: { veiculoIds: [nsc], status: 1 } })).statusCode).toBe(200);
    const chegando = await fx.veiculo({ status: 122, dataDisponibilidade: '2027-02-01' });
    void chegando;
    const [m1, f1, e1, n1, c1] = await relatorios();
    expect(delta(m0.totais, m1.totais)).toMatchObject({
      faturamentoConfirmado: 2,
      estoqueFinalTotal: 2,
      companyStockFisico: 1,
      companyStockArrival: 1,
      ukTargetWs: importado(m1.totais, 'ukTargetWs'),
    });
    expect(delta(f0.totais, f1.totais)).toMatchObject({
      confirmacaoTotal: 2,
      confirmacaoTd: 1,
      confirmacaoFloorPlan: 1,
      confirmacaoFinanceHold: 1,
      faturamentoActual: 0,
      confirmacaoUsado: importado(f1.totais, 'confirmacaoUsado'),
    });
    expect(soma(e1.valores, 'estoqueDealer') - soma(e0.valores, 'estoqueDealer')).toBe(2);
    expect(soma(n1.valores, 'estoqueNsc') - soma(n0.valores, 'estoqueNsc')).toBe(1);
    expect(soma(c1.totais, 'estoqueConsignado') - soma(c0.totais, 'estoqueConsignado')).toBe(1);
    const linha = c1.concessionarias.find((c) => c.concessionariaId === JLR001)!;
    expect(soma(linha.valores, 'estoqueConsignado')).toBeGreaterThanOrEqual(1);
    // a brand's figures are the sums of its models
    for (const m of m1.marcas) expect(m.valores.estoqueFinalTotal).toBe(m.modelos.reduce((s, x) => s + (x.valores.estoqueFinalTotal as number), 0));
  });
});

describe('relatorios-home/exportar/{column}', () => {
  it('lists exactly the vehicles of the figure, formula-safe, saved as {column}.xlsx', async () => {
    const dados = await get<PorDealer>(`confirmacao-por-dealer?ano=2026&mesId=11&concessionariaId=${JLR001}`);
    const r = await t.call('GET', `relatorios-home/exportar/estoqueFinalTotal?ano=2026&mesId=11&concessionariaId=${JLR001}`, { token: admin });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toBe('attachment; filename="estoqueFinalTotal.xlsx"');
    const rows = await xlsx(r.rawPayload);
    expect(rows[0]).toContain('Chassi');
    expect(rows.length - 1).toBe(dados.totais.estoqueFinalTotal);
    // a colour typed as a formula stays text
    expect(rows.some((l) => l.includes('\'=HYPERLINK("x")'))).toBe(true);
    const consig = await t.call('GET', 'relatorios-home/exportar/estoqueConsignado?ano=2026&mesId=11', { token: regionais });
    expect(consig.statusCode).toBe(200);
    expect((await xlsx(consig.rawPayload)).length).toBeGreaterThan(1);
  });
  it('refuses an unknown column and a column the portal has no data for, in Portuguese', async () => {
    const x = await t.call('GET', 'relatorios-home/exportar/naoExiste', { token: admin });
    expect([x.statusCode, (x.json() as { errors: string[] }).errors]).toEqual([400, [hmsg.colunaInvalida]]);
    const retail = await t.call('GET', 'relatorios-home/exportar/retailTotal', { token: admin });
    expect([retail.statusCode, (retail.json() as { errors: string[] }).errors]).toEqual([400, [hmsg.semDados]]);
  });
});

describe('relatorios-home: who and what', () => {
  it('Administrador and Regionais only; other profiles get the message', async () => {
    for (const token of [morumbi, financeiro]) {
      const r = await t.call('GET', 'relatorios-home/confirmacao-por-dealer', { token });
      expect(r.statusCode).toBe(403);
      expect((r.json() as { errors: string[] }).errors).toEqual([hmsg.somenteAdministradorRegionais]);
    }
    expect((await t.call('GET', 'relatorios-home/exportar/estoqueNsc', { token: morumbi })).statusCode).toBe(403);
  });
  it('a Regionais user responsible for regions sees only those', async () => {
    const todas = await get<PorDealer>('confirmacao-por-dealer?ano=2026&mesId=11', regionais);
    expect(todas.regionais.length).toBeGreaterThan(1);
    const db = t.tdb.db;
    const user = await db.selectFrom('participantes').select('id').where('email', '=', 'regionais@demo.portal.com.br').executeTakeFirstOrThrow();
    const regiao = todas.regionais[0]!.regionalId;
    await db.insertInto('regional_responsaveis').values({ regional_id: regiao, participante_id: user.id }).execute();
    try {
      const minhas = await get<PorDealer>('confirmacao-por-dealer?ano=2026&mesId=11', regionais);
      expect(minhas.regionais.map((r) => r.regionalId)).toEqual([regiao]);
      expect(minhas.regionais[0]!.responsavel).toContain('Regional');
      // an administrator still sees every region
      expect((await get<PorDealer>('confirmacao-por-dealer?ano=2026&mesId=11')).regionais.length).toBe(todas.regionais.length);
    } finally {
      await db.deleteFrom('regional_responsaveis').where('participante_id', '=', user.id).execute();
    }
  });
  it('bad filters: 400 in Portuguese, never a 500', async () => {
    for (const q of ['mesId=13', 'mesId=0', 'ano=abc', 'ano=1999', 'concessionariaId=-1', 'regionalId=1.5', 'outro=1']) {
      const r = await t.call('GET', `relatorios-home/confirmacao-por-modelo?${q}`, { token: admin });
      expect(r.statusCode, q).toBe(400);
      const [msg] = (r.json() as { errors: string[] }).errors;
      expect(msg).toMatch(/[a-zà-ú]/i);
      expect(msg).not.toMatch(/must|should/);
    }
  });
});
