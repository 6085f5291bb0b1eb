import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { pmsg } from '@portal/contracts/reports/pipeline';
import { registrarFatoExterno } from '@portal/core/vehicles/commands';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { vehicleFixtures } from '../testing/vehicles.ts';

/** Pipeline analysis over real PostgreSQL: per-day tables, details, exports, the dealer's scope. */
let t: TestApp;
let fx: ReturnType<typeof vehicleFixtures>;
let admin: string, morumbi: string, barra: string, regionais: string;
let JLR001: number;
let modelo: { id: number; descricao: string };
const NOW = new Date('2026-11-23T13:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = NOW;
  fx = vehicleFixtures(t);
  [admin, morumbi, barra, regionais] = (await Promise.all(
    ['admin', 'dealer.morumbi', 'dealer.barra', 'regionais'].map((u) => t.login(`${u}@demo.portal.com.br`)),
  )) as [string, string, string, string];
  JLR001 = await fx.dealerId('JLR001');
  const probe = await fx.row(await fx.veiculo());
  modelo = await t.tdb.db.selectFrom('modelos').select(['id', 'descricao']).where('id', '=', probe.modelo_id).executeTakeFirstOrThrow();
}); // the int tier's hookTimeout (a loaded 2-core machine needs more than a minute to seed)
afterAll(async () => t?.close());

type Linha = Record<string, number | string | null>;
type Pipeline = {
  titulo: string;
  pipeline: Linha[];
  distribuicao: Linha[];
  falhas: { vin: string; vistaOrderNo: string; veiculoSapItens: { texto: string }[] }[];
  total: number;
};
type Detalhe = { rows: { id: number; pedido: string; chassi: string }[]; total: number; page: number; per_page: number };
const data = <T>(r: { json(): unknown }) => (r.json() as { data: T }).data;
const errors = (r: { json(): unknown }) => (r.json() as { errors: string[] }).errors;
const pipeline = async (body: Record<string, unknown>, token = admin) => {
  const r = await t.call('POST', 'veiculos/pipeline', { token, body: { jaguar: true, landrover: true, ano: 2026, mes: 11, ...body } });
  expect(r.statusCode, r.body).toBe(200);
  return data<Pipeline>(r);
};
const celula = (p: Pipeline, descricao: string, col: string) => Number(p.pipeline.find((l) => l.descricao === descricao)?.[col] ?? 0);
async function cota() {
  const id = await fx.veiculo();
  expect((await t.call('POST', 'veiculos/nova-alocacao', { token: admin, body: { veiculoIds: [id], concessionariaId: JLR001 } })).statusCode).toBe(200);
  return id;
}
const solicitar = async (id: number) =>
  expect(
    (
      await t.call('PUT', 'veiculos/faturamentos/gerar', {
        token: morumbi,
        body: { veiculoId: [id], dealerSolicitante: JLR001, tipoVendaId: 1, tipoPagamentoId: 1, dataFaturamento: '2026-11-24' },
      })
    ).statusCode,
  ).toBe(200);
const fato = async (id: number, f: Parameters<typeof registrarFatoExterno>[3]) =>
  registrarFatoExterno(fx.deps, await fx.principal('faturamento@demo.portal.com.br'), id, f, { correlationId: 't' });
const xlsxPedidos = async (payload: Buffer) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(payload as unknown as ArrayBuffer);
  return wb.worksheets[0]!.getColumn(1).values.slice(2).map(String);
};

let solicitado: number, faturado: number, falhou: number;
describe('POST veiculos/pipeline', () => {
  it('per-day tables by model: previous balance, days 01–31 and Total move with the vehicles', async () => {
    const antes = await Promise.all([0, 1, 3, 4, 7].map((status) => pipeline({ status })));
    solicitado = await cota();
    await solicitar(solicitado);
    faturado = await cota();
    await solicitar(faturado);
    await fato(faturado, { type: 'VeiculoFaturado', notaFiscal: 'NF1', dataFaturamento: '2026-11-23' });
    await cota(); // stays in the dealer quota
    const depois = await Promise.all([0, 1, 3, 4, 7].map((status) => pipeline({ status })));
    const d = (i: number, col: string, desc = modelo.descricao) => celula(depois[i]!, desc, col) - celula(antes[i]!, desc, col);
    expect(depois[0]!.titulo).toBe('Análise de Pipeline | Mês: 11/2026');
    expect([d(0, '23'), d(0, 'Total'), d(0, '23', 'Total')]).toEqual([2, 2, 2]); // requested
    expect([d(1, '23'), d(1, 'Total')]).toEqual([1, 1]); // billed
    expect([d(2, '23'), d(2, 'Total')]).toEqual([1, 1]); // dealer quota
    expect([d(3, '23'), d(3, 'Total')]).toEqual([2, 2]); // confirmed (released, billed)
    // Total = previous balance + days, on every row; the Total row sums the models
    for (const p of depois.slice(0, 4)) {
      for (const l of p.pipeline) {
        let s = 0;
        for (let dia = 0; dia <= 31; dia++) s += Number(l[String(dia)]);
        expect(l.Total).toBe(s);
      }
      const total = p.pipeline.at(-1)!;
      expect(total.descricao).toBe('Total');
      expect(total.Total).toBe(p.pipeline.slice(0, -1).reduce((s, l) => s + Number(l.Total), 0));
      expect(p.distribuicao.at(-1)!.Total).toBe(total.Total);
    }
    // Confirmação Geral: categories per model
    const cg = (p: Pipeline, k: string) => Number(p.pipeline.find((l) => l.modelo === modelo.descricao)?.[k] ?? 0);
    expect([cg(depois[4]!, 'faturado') - cg(antes[4]!, 'faturado'), cg(depois[4]!, 'faturamentoSolicitado') - cg(antes[4]!, 'faturamentoSolicitado')]).toEqual([
      1, 1,
    ]);
    expect(cg(depois[4]!, 'cota') - cg(antes[4]!, 'cota')).toBe(1);
  });

  it('Disponibilização: a dealer’s vehicles by availability day; failed billings with chassis, order and message', async () => {
    const a = await pipeline({ status: 2, concessionariaId: JLR001 });
    expect(celula(a, modelo.descricao, '20')).toBeGreaterThanOrEqual(3);
    falhou = await cota();
    await solicitar(falhou);
    await fato(falhou, { type: 'ProcessamentoFaturamentoIniciado' });
    await fato(falhou, { type: 'FalhaFaturamentoRegistrada', motivo: 'Material bloqueado no SAP' });
    const row = await fx.row(falhou);
    const p = await pipeline({ status: 0 }, morumbi);
    expect(p.falhas).toContainEqual({ vin: row.chassi, vistaOrderNo: row.pedido, veiculoSapItens: [{ texto: 'Material bloqueado no SAP' }] });
    expect((await pipeline({ status: 0 }, barra)).falhas.map((f) => f.vin)).not.toContain(row.chassi);
  });

  it('a dealer sees only its own pipeline', async () => {
    const m = await pipeline({ status: 1 }, morumbi);
    const b = await pipeline({ status: 1 }, barra);
    const outro = await pipeline({ status: 1, concessionariaId: JLR001 }, barra); // asking for another dealer changes nothing
    expect(celula(m, modelo.descricao, '23')).toBeGreaterThanOrEqual(1);
    expect(outro.pipeline.at(-1)!.Total).toBe(0);
    const detalhe = data<Detalhe>(await t.call('GET', 'veiculos/pipeline/detalhe/dia?date=2026-11-23&status=1', { token: barra }));
    expect(detalhe.rows.map((r) => r.id)).not.toContain(faturado);
    void b;
  });

  it('bad filters: 400 in Portuguese', async () => {
    const casos: [Record<string, unknown>, string][] = [
      [{ status: 5 }, pmsg.tabelaInvalida],
      [{ mes: 11, ano: null }, pmsg.mesAnoJuntos],
    ];
    for (const [body, msg] of casos) {
      const r = await t.call('POST', 'veiculos/pipeline', { token: admin, body });
      expect([r.statusCode, errors(r)]).toEqual([400, [msg]]);
    }
    expect((await t.call('POST', 'veiculos/pipeline', { token: admin, body: { mes: 13, ano: 2026 } })).statusCode).toBe(400);
    const semData = await t.call('GET', 'veiculos/pipeline/detalhe/dia?status=0', { token: admin });
    expect([semData.statusCode, errors(semData)]).toEqual([400, [pmsg.informeData]]);
    const invalida = await t.call('GET', 'veiculos/pipeline/detalhe/dia?date=2026-02-30&status=0', { token: admin });
    expect([invalida.statusCode, errors(invalida)]).toEqual([400, [pmsg.dataInvalida]]);
  });
});

describe('details and exports', () => {
  it('a day cell and a model row list their vehicles; Exportar gives the same vehicles', async () => {
    const dia = data<Detalhe>(
      await t.call('GET', `veiculos/pipeline/detalhe/dia?date=2026-11-23&status=0&concessionariaId=${JLR001}&todos=true`, { token: admin }),
    );
    expect(dia.rows.map((r) => r.id)).toEqual(expect.arrayContaining([solicitado, faturado]));
    const p = await pipeline({ status: 0, concessionariaId: JLR001 });
    expect(dia.total).toBe(Number(p.pipeline.at(-1)!['23']));
    const mod = data<Detalhe>(await t.call('GET', `veiculos/pipeline/detalhe/modelo?ano=2026&mes=11&status=1&modelo=${modelo.id}`, { token: admin }));
    expect(mod.rows.map((r) => r.id)).toContain(faturado);
    expect(mod.total).toBe(celula(await pipeline({ status: 1 }), modelo.descricao, 'Total'));
    const xd = await t.call('GET', `relatorios/pipeline/detalhe/dia?date=2026-11-23&status=0&concessionariaId=${JLR001}`, { token: admin });
    expect(xd.statusCode).toBe(200);
    expect((await xlsxPedidos(xd.rawPayload)).sort()).toEqual(dia.rows.map((r) => r.pedido).sort());
    const xm = await t.call('GET', `relatorios/pipeline/detalhe/modelo?ano=2026&mes=11&status=1&modelo=${modelo.id}`, { token: morumbi });
    expect(xm.statusCode).toBe(200);
    expect(await xlsxPedidos(xm.rawPayload)).toContain((await fx.row(faturado)).pedido);
  });

  it('a detail answers a page (50 by default, at most 100) and the whole cell’s count; the export lists the whole cell', async () => {
    const q = `veiculos/pipeline/detalhe/dia?date=2026-11-23&status=0&concessionariaId=${JLR001}&todos=true`;
    const todos = data<Detalhe>(await t.call('GET', q, { token: admin }));
    expect([todos.page, todos.per_page, todos.total]).toEqual([1, 50, todos.rows.length]);
    expect(todos.total).toBeGreaterThanOrEqual(2);
    const paginas: Detalhe[] = [];
    for (let page = 1; page <= todos.total + 1; page++) paginas.push(data<Detalhe>(await t.call('GET', `${q}&page=${page}&per_page=1`, { token: admin })));
    // one vehicle a page, newest first, each once, the count the same on every page; past the end, none
    expect(paginas.map((p) => p.rows.length)).toEqual([...Array(todos.total).fill(1), 0]);
    expect(paginas.flatMap((p) => p.rows.map((r) => r.id))).toEqual(todos.rows.map((r) => r.id));
    expect(new Set(paginas.map((p) => p.total))).toEqual(new Set([todos.total]));
    expect(todos.rows.map((r) => r.id)).toEqual([...todos.rows.map((r) => r.id)].sort((a, b) => b - a));
    const xd = await t.call('GET', `relatorios/pipeline/detalhe/dia?date=2026-11-23&status=0&concessionariaId=${JLR001}&todos=true&page=2&per_page=1`, {
      token: admin,
    });
    expect((await xlsxPedidos(xd.rawPayload)).length).toBe(todos.total);
    for (const ruim of ['per_page=101', 'per_page=0', 'page=0', 'page=abc'])
      expect((await t.call('GET', `${q}&${ruim}`, { token: admin })).statusCode).toBe(400);
  });

  it('totals by status, the pre-export counts and the four exports', async () => {
    const body = { ano: 2026, mes: 11, concessionariaId: JLR001 };
    const ts = data<{ status: { status: number; total: number }[]; total: number }>(
      await t.call('POST', 'veiculos/faturamentos/veiculos/totalStatus', { token: admin, body }),
    );
    expect(ts.status.find((s) => s.status === 2)!.total).toBeGreaterThanOrEqual(1);
    expect(ts.total).toBe(ts.status.reduce((s, x) => s + x.total, 0));
    const pre = data<{ jaguar: number; landRover: number; jaguarLandRover: number; tiposVenda: { tipoVendaId: number; total: number }[] }>(
      await t.call('POST', 'veiculos/faturamentos/veiculos/preExportacao', { token: admin, body }),
    );
    expect(pre.jaguar + pre.landRover).toBe(pre.jaguarLandRover);
    expect(pre.jaguarLandRover).toBe(ts.total);
    const marca = (await fx.row(faturado)).marca_id;
    const x = await t.call('POST', 'relatorios/faturamentos/detalhe/modelos', { token: admin, body: { ...body, marca } });
    expect(x.statusCode).toBe(200);
    expect(x.headers['content-disposition']).toContain('.xlsx');
    expect(await xlsxPedidos(x.rawPayload)).toContain((await fx.row(faturado)).pedido);
    // the modal's Exportar Jaguar / Land Rover send the brand's name
    const nome = (await t.tdb.db.selectFrom('marcas').select('nome').where('id', '=', marca).executeTakeFirstOrThrow()).nome;
    const porNome = await t.call('POST', 'relatorios/faturamentos/detalhe/modelos', { token: admin, body: { ...body, marca: nome } });
    expect((await xlsxPedidos(porNome.rawPayload)).length).toBe(nome === 'Jaguar' ? pre.jaguar : pre.landRover);
    const tipo = await t.call('POST', 'relatorios/faturamentos/detalhe/modelos', { token: admin, body: { ...body, tipoVendaFaturamento: 1 } });
    expect((await xlsxPedidos(tipo.rawPayload)).length).toBe(pre.tiposVenda.find((t) => t.tipoVendaId === 1)?.total ?? 0);
    // Regionais read the pipeline too; a dealer's counts are its own
    expect((await t.call('POST', 'veiculos/faturamentos/veiculos/totalStatus', { token: regionais, body })).statusCode).toBe(200);
    const dealer = data<{ total: number }>(await t.call('POST', 'veiculos/faturamentos/veiculos/totalStatus', { token: barra, body }));
    expect(dealer.total).toBe(0);
  });
});
