import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { vmsg } from '@portal/contracts/vehicles/messages';
import { appDaSuite } from '../testing/suite.ts';
import { vehicleFixtures } from '../testing/vehicles.ts';

const t = appDaSuite({ agora: '2026-11-23T13:00:00Z' });
const fx = vehicleFixtures(t);
let admin: string, morumbi: string, barra: string;
let JLR001: number, JLR005: number;

beforeAll(async () => {
  ({ admin, morumbi, barra } = await t.entrar({ admin: 'admin', morumbi: 'dealer.morumbi', barra: 'dealer.barra' }));
  [JLR001, JLR005] = (await Promise.all(['JLR001', 'JLR005'].map(fx.dealerId))) as [number, number];
});

const data = (r: { json(): unknown }) => (r.json() as { data: unknown }).data;
const errors = (r: { json(): unknown }) => (r.json() as { errors: string[] }).errors;
type Page = { rows: { id: number; status: number; nsc: boolean }[]; page: number; total: number };
const xlsxPedidos = async (payload: Buffer) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(payload as unknown as ArrayBuffer);
  return wb.worksheets[0]!.getColumn(1).values.slice(2);
};

describe('Pipeline Futuro', () => {
  it('administrators see Pocket, Pipeline Futuro, Bolsão and Consignado; dealers their own pipeline and the Bolsão, never Pocket', async () => {
    const pocket = await fx.veiculo({ status: 120 });
    const bolsao = await fx.veiculo({ status: 121 });
    const pf = await fx.veiculo();
    await t.call('PUT', 'veiculos/alterar/status', { token: admin, body: { veiculoId: [pf], status: 12, concessionariaId: JLR001 } });
    const pedidos = (await Promise.all([pocket, bolsao, pf].map(async (id) => (await fx.row(id)).pedido))).join('\n');
    const adm = data(await t.call('POST', 'veiculos/bolsao/listar', { token: admin, body: { pedido: pedidos } })) as Page;
    expect(adm.rows.map((r) => r.id).sort()).toEqual([pocket, bolsao, pf].sort());
    const somentePocket = data(await t.call('POST', 'veiculos/bolsao/listar', { token: admin, body: { pedido: pedidos, dealerPrincipal: true } })) as Page;
    expect(somentePocket.rows.map((r) => r.id)).toEqual([pocket]);
    const m = data(await t.call('POST', 'veiculos/bolsao/listar', { token: morumbi, body: { pedido: pedidos } })) as Page;
    expect(m.rows.map((r) => r.id).sort()).toEqual([bolsao, pf].sort());
    const meus = data(await t.call('POST', 'veiculos/bolsao/listar', { token: morumbi, body: { pedido: pedidos, meus: true } })) as Page;
    expect(meus.rows.map((r) => r.id)).toEqual([pf]);
    const b = data(await t.call('POST', 'veiculos/bolsao/listar', { token: barra, body: { pedido: pedidos } })) as Page;
    expect(b.rows.map((r) => r.id)).toEqual([bolsao]);
    const pedirPocket = data(await t.call('POST', 'veiculos/bolsao/listar', { token: morumbi, body: { status: [120] } })) as Page;
    expect(pedirPocket.total).toBe(0);
    const todos = data(await t.call('POST', 'veiculos/bolsao/listar/todos', { token: barra, body: {} })) as Page;
    expect(todos.rows.every((r) => r.status === 121)).toBe(true);
    const meses = data(await t.call('POST', 'veiculos/bolsao/listar', { token: admin, body: { pedido: pedidos, mesDe: [11] } })) as Page;
    expect(meses.total).toBe(3);
    expect((data(await t.call('POST', 'veiculos/bolsao/listar', { token: admin, body: { pedido: pedidos, mesDe: [1, 2] } })) as Page).total).toBe(0);
  });
  it('makes pipeline vehicles available to a dealer (admin), all must qualify, a dealer is required', async () => {
    const [a, b] = [await fx.veiculo({ status: 121 }), await fx.veiculo({ status: 122 })];
    const sem = await t.call('POST', 'veiculos/bolsao/disponibilizar', { token: admin, body: { veiculoId: [a] } });
    expect(sem.statusCode).toBe(400);
    expect(errors(sem)).toEqual([vmsg.escolhaDealerDisponibilizar]);
    const cota = await fx.veiculo();
    const mixed = await t.call('POST', 'veiculos/bolsao/disponibilizar', { token: admin, body: { veiculoId: [a, cota], concessionariaId: JLR005 } });
    expect(mixed.statusCode).toBe(422);
    expect(errors(mixed)).toEqual([vmsg.statusDiferentePipeline]);
    expect(await fx.status(a)).toBe(121);
    const dealer = await t.call('POST', 'veiculos/bolsao/disponibilizar', { token: morumbi, body: { veiculoId: [a], concessionariaId: JLR001 } });
    expect(dealer.statusCode).toBe(422);
    expect(errors(dealer)).toEqual([vmsg.somenteAdministrador]);
    const ok = await t.call('POST', 'veiculos/bolsao/disponibilizar', { token: admin, body: { veiculoId: [a, b], concessionariaId: JLR005 } });
    expect(data(ok)).toEqual([
      { id: a, status: 1, descricao: vmsg.disponibilizadoDealer },
      { id: b, status: 1, descricao: vmsg.disponibilizadoDealer },
    ]);
    expect(await fx.row(a)).toMatchObject({ status: 0, concessionaria_id: JLR005 });
    expect(
      (data(await t.call('POST', 'veiculos/faturamentos/listar', { token: barra, body: { pedido: (await fx.row(b)).pedido } })) as Page).rows.map((r) => r.id),
    ).toEqual([b]);
  });
  it('puts and removes the NSC flag, vehicle by vehicle', async () => {
    const a = await fx.veiculo({ status: 121 });
    const c = await fx.veiculo();
    const put = await t.call('PUT', 'veiculos/bolsao/nsc', { token: admin, body: { veiculoIds: [a, c], status: 1 } });
    expect(data(put)).toEqual([
      { id: a, status: 1, descricao: vmsg.movidoNsc },
      { id: c, status: 0, descricao: vmsg.statusDiferentePipeline },
    ]);
    const nsc = data(await t.call('POST', 'veiculos/bolsao/listar', { token: admin, body: { nsc: true, pedido: (await fx.row(a)).pedido } })) as Page;
    expect(nsc.rows.map((r) => r.id)).toEqual([a]);
    await t.call('PUT', 'veiculos/bolsao/nsc', { token: admin, body: { veiculoIds: [a], status: 0 } });
    expect((await fx.row(a)).nsc).toBe(false);
    expect((await t.call('PUT', 'veiculos/bolsao/nsc', { token: admin, body: { veiculoIds: [a], status: 2 } })).statusCode).toBe(400);
  });
  it("exports 'Relatorio Pipeline Futuro' for the administrator only (the spec's 'Exportar (admin)'): a dealer gets 403", async () => {
    const bolsao = await fx.veiculo({ status: 121 });
    const pf = await fx.veiculo();
    await t.call('PUT', 'veiculos/alterar/status', { token: admin, body: { veiculoId: [pf], status: 12, concessionariaId: JLR001 } });
    const pedidos = [(await fx.row(bolsao)).pedido, (await fx.row(pf)).pedido];
    for (const dealer of [barra, morumbi]) {
      const x = await t.call('POST', 'relatorios/pipeline-futuro', { token: dealer, body: { pedido: pedidos } });
      expect(x.statusCode).toBe(403);
      expect(errors(x)).toEqual([vmsg.somenteAdministrador]);
    }
    const y = await t.call('POST', 'relatorios/pipeline-futuro', { token: admin, body: { pedido: pedidos } });
    expect(y.statusCode).toBe(200);
    expect(y.headers['content-disposition']).toContain('PDD_Relatorio Pipeline Futuro.xlsx');
    expect((await xlsxPedidos(y.rawPayload)).sort()).toEqual([...pedidos].sort());
  });
});

describe('Visão Geral', () => {
  it('lists with the default statuses, filters, monitoring flags, and scopes dealers', async () => {
    const a = await fx.veiculo({ dataDisponibilidade: '2026-03-10' });
    await t.call('POST', 'veiculos/nova-alocacao', { token: admin, body: { veiculoIds: [a], concessionariaId: JLR001 } });
    const pa = (await fx.row(a)).pedido;
    const r = data(await t.call('POST', 'relatorios/visao/geral/listar', { token: admin, body: { pedido: pa } })) as { rows: Record<string, unknown>[] };
    expect(r.rows[0]).toMatchObject({
      id: a,
      statusMonitoramentoDescricao: 'Em monitoramento',
      diasEmMonitoramento: 0,
      flagRangeTipo: 1,
      flagRangeDescricao: 'Até 30 dias em estoque',
      BloqueadoTroca: 'livre para troca',
    });
    t.clock.now = new Date('2027-01-10T13:00:00Z');
    const token = await t.login('admin@demo.portal.com.br');
    const later = data(await t.call('POST', 'relatorios/visao/geral/listar', { token, body: { pedido: pa, flagRangeTipo: 2 } })) as {
      rows: Record<string, unknown>[];
    };
    expect(later.rows[0]).toMatchObject({ flagRangeTipo: 2, diasEmMonitoramento: 48 });
    const mon = data(await t.call('POST', 'relatorios/visao/geral/listar', { token, body: { pedido: pa, statusMonitoramento: 0 } })) as { rows: unknown[] };
    expect(mon.rows).toHaveLength(0);
    t.clock.now = new Date('2026-11-23T13:00:00Z');
    const periodo = data(
      await t.call('POST', 'relatorios/visao/geral/listar', { token: admin, body: { pedido: pa, mesDe: 3, mesAte: 3, anoDe: 2026, anoAte: 2026 } }),
    ) as { rows: unknown[] };
    expect(periodo.rows).toHaveLength(1);
    const fora = data(
      await t.call('POST', 'relatorios/visao/geral/listar', { token: admin, body: { pedido: pa, mesDe: 4, mesAte: 12, anoDe: 2026, anoAte: 2026 } }),
    ) as { rows: unknown[] };
    expect(fora.rows).toHaveLength(0);
    expect((data(await t.call('POST', 'relatorios/visao/geral/listar', { token: barra, body: { pedido: pa } })) as { rows: unknown[] }).rows).toHaveLength(0);
    expect((data(await t.call('POST', 'relatorios/visao/geral/listar', { token: morumbi, body: { pedido: pa } })) as { rows: unknown[] }).rows).toHaveLength(1);
  });
  it('asks for month and year pairs with the spec messages', async () => {
    const cases: [Record<string, number>, string[]][] = [
      [{ mesDe: 1 }, [vmsg.mesFim]],
      [{ mesAte: 2 }, [vmsg.mesInicio]],
      [{ anoDe: 2026 }, [vmsg.anoFim]],
      [{ anoAte: 2026 }, [vmsg.anoInicio]],
      [{ mesDe: 1, anoAte: 2026 }, [vmsg.mesFim, vmsg.anoInicio]],
    ];
    for (const [body, m] of cases) {
      const r = await t.call('POST', 'relatorios/visao/geral/listar', { token: admin, body });
      expect(r.statusCode).toBe(400);
      expect(errors(r)).toEqual(m);
    }
  });
  it('exports the overview with the dealer scope', async () => {
    const a = await fx.veiculo();
    const b = await fx.veiculo();
    await t.call('POST', 'veiculos/nova-alocacao', { token: admin, body: { veiculoIds: [a], concessionariaId: JLR001 } });
    await t.call('POST', 'veiculos/nova-alocacao', { token: admin, body: { veiculoIds: [b], concessionariaId: JLR005 } });
    const pedidos = [(await fx.row(a)).pedido, (await fx.row(b)).pedido];
    const x = await t.call('POST', 'relatorios/visao/geral', { token: morumbi, body: { pedido: pedidos } });
    expect(x.headers['content-disposition']).toContain('PDD_Visao Geral.xlsx');
    expect(await xlsxPedidos(x.rawPayload)).toEqual([pedidos[0]]);
  });
});
