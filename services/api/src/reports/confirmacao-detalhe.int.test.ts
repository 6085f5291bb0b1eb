import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLUNAS_CONFIRMACAO, pmsg } from '@portal/contracts/reports/pipeline';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { vehicleFixtures } from '../testing/vehicles.ts';

/** Confirmação Geral: every count cell opens the vehicles behind it (GET veiculos/pipeline/detalhe/modelo?status=7&categoria=). */
let t: TestApp;
let fx: ReturnType<typeof vehicleFixtures>;
let admin: string;
let modeloId: number;
let reservado: number, consignado: number, bloqueado: number;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-11-23T13:00:00Z');
  fx = vehicleFixtures(t);
  admin = await t.login('admin@demo.portal.com.br');
  const JLR001 = await fx.dealerId('JLR001');
  // three dealer vehicles, put straight into the read model's states the cells count (the report reads only that)
  [reservado, consignado, bloqueado] = [
    await fx.veiculo({ concessionariaId: JLR001 }),
    await fx.veiculo({ concessionariaId: JLR001 }),
    await fx.veiculo({ concessionariaId: JLR001 }),
  ];
  for (const [id, status] of [
    [reservado, 14],
    [consignado, 10],
    [bloqueado, 5],
  ] as const)
    await t.tdb.db.updateTable('veiculos').set({ status }).where('id', '=', id).execute();
  modeloId = (await fx.row(reservado)).modelo_id;
});
afterAll(async () => t?.close());

type Detalhe = { rows: { id: number }[]; total: number };
const detalhe = (q: string) => t.call('GET', `veiculos/pipeline/detalhe/modelo?status=7&ano=2026&mes=11&per_page=100&${q}`, { token: admin });
const ids = async (q: string) => {
  const r = await detalhe(q);
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { data: Detalhe }).data;
};

describe('Confirmação Geral drill-down by column', () => {
  it('a column lists its category’s vehicles, as many as its count; Total lists them all', async () => {
    const p = (await t.call('POST', 'veiculos/pipeline', { token: admin, body: { status: 7, ano: 2026, mes: 11 } })).json() as {
      data: { pipeline: Record<string, number | string | null>[]; distribuicao: Record<string, number | string | null>[] };
    };
    const linha = p.data.pipeline.find((l) => l.id === modeloId)!;
    const r = await ids(`modelo=${modeloId}&categoria=reservado`);
    expect(r.total).toBe(linha.reservado);
    expect(r.rows.map((v) => v.id)).toContain(reservado);
    expect(r.rows.map((v) => v.id)).not.toContain(consignado);
    const c = await ids(`modelo=${modeloId}&categoria=consignado`);
    expect([c.total, c.rows.map((v) => v.id).includes(consignado), c.rows.map((v) => v.id).includes(reservado)]).toEqual([linha.consignado, true, false]);
    expect((await ids(`modelo=${modeloId}&categoria=bloqueado`)).rows.map((v) => v.id)).toContain(bloqueado);
    // each column's count matches its detail; the Total row's cells (no model) too
    const totalRow = p.data.pipeline.at(-1)!;
    for (const [k] of COLUNAS_CONFIRMACAO.filter(([c]) => c !== 'total')) {
      expect((await ids(`modelo=${modeloId}&categoria=${k}`)).total, k).toBe(linha[k]);
      expect((await ids(`categoria=${k}`)).total, `Total ${k}`).toBe(totalRow[k]);
    }
    expect((await ids(`modelo=${modeloId}`)).total).toBe(linha.total);
    // a distribution row by its sale type
    const dist = p.data.distribuicao.find((l) => Number(l.reservado) > 0 && l.id)!;
    expect((await ids(`tipoVendaFaturamentoId=${dist.id}&categoria=reservado`)).total).toBe(dist.reservado);
  });

  it('refuses a column that is not a category, and a category outside Confirmação Geral', async () => {
    for (const categoria of ['total', 'senha', "reservado' or 1=1 --", '__proto__'])
      expect((await detalhe(`categoria=${encodeURIComponent(categoria)}`)).statusCode, categoria).toBe(400);
    const fora = await t.call('GET', `veiculos/pipeline/detalhe/modelo?status=1&ano=2026&mes=11&categoria=reservado`, { token: admin });
    expect(fora.statusCode).toBe(400);
    expect((fora.json() as { errors: string[] }).errors).toEqual([pmsg.categoriaInvalida]);
  });
});
