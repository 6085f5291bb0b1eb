import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLUNAS_CONFIRMACAO } from '@portal/contracts/reports/pipeline';
import { registrarFatoExterno } from '@portal/core/vehicles/commands';
import { appDaSuite } from '../testing/suite.ts';
import { vehicleFixtures } from '../testing/vehicles.ts';

/**
 * Rules of the pipeline analysis (stock-billing-swaps.md) no other suite asserts: "Both brands (jaguar and land rover) are
 * always included in pipeline queries" (§9) and the Confirmação Geral columns (§3).
 */
const t = appDaSuite({ agora: '2026-11-23T13:00:00Z' });
const fx = vehicleFixtures(t);
let admin: string, morumbi: string;
let JLR001: number;
type Marca = { marcaId: number; modeloId: number; derivativoId: number; modelo: string };
let jaguar: Marca, landRover: Marca;

beforeAll(async () => {
  ({ admin, morumbi } = await t.entrar({ admin: 'admin', morumbi: 'dealer.morumbi' }));
  JLR001 = await fx.dealerId('JLR001');
  const daMarca = async (nome: string): Promise<Marca> => {
    const d = await t.tdb.db
      .selectFrom('derivativos as d')
      .innerJoin('modelos as m', 'm.id', 'd.modelo_id')
      .innerJoin('marcas as ma', 'ma.id', 'm.marca_id')
      .select(['d.id as derivativoId', 'm.id as modeloId', 'ma.id as marcaId', 'm.descricao as modelo'])
      .where('ma.nome', '=', nome)
      .orderBy('d.id')
      .executeTakeFirstOrThrow();
    return d;
  };
  [jaguar, landRover] = [await daMarca('Jaguar'), await daMarca('Land Rover')];
}); // the int tier's hookTimeout
afterAll(async () => t?.close());

type Linha = Record<string, number | string | null>;
const data = <T>(r: { json(): unknown }) => (r.json() as { data: T }).data;
const pipeline = async (body: Record<string, unknown>) => {
  const r = await t.call('POST', 'veiculos/pipeline', { token: admin, body: { ano: 2026, mes: 11, ...body } });
  expect(r.statusCode, r.body).toBe(200);
  return data<{ pipeline: Linha[] }>(r).pipeline;
};
const totalGeral = (linhas: Linha[]) => Number(linhas.find((l) => l.descricao === 'Total')?.Total ?? 0);
/** A vehicle of `m` in Morumbi's quota (Cota Concessionário). */
async function cota(m: Marca = jaguar): Promise<number> {
  const id = await fx.veiculo({ marcaId: m.marcaId, modeloId: m.modeloId, derivativoId: m.derivativoId });
  expect((await t.call('POST', 'veiculos/nova-alocacao', { token: admin, body: { veiculoIds: [id], concessionariaId: JLR001 } })).statusCode).toBe(200);
  return id;
}

describe('both brands are always in the pipeline (§9)', () => {
  it('both flags, or neither, count Jaguar and Land Rover; one flag alone narrows to its brand', async () => {
    const marcas = [
      { jaguar: true, landrover: true },
      { jaguar: false, landrover: false },
      {},
      { jaguar: true, landrover: false },
      { jaguar: false, landrover: true },
    ];
    const antes = await Promise.all(marcas.map((m) => pipeline({ status: 3, ...m })));
    await cota(jaguar);
    await cota(landRover);
    const depois = await Promise.all(marcas.map((m) => pipeline({ status: 3, ...m })));
    expect(depois.map((d, i) => totalGeral(d) - totalGeral(antes[i]!))).toEqual([2, 2, 2, 1, 1]);
    const modelos = (linhas: Linha[]) => linhas.filter((l) => l.descricao !== 'Total').map((l) => l.descricao);
    expect(modelos(depois[0]!)).toEqual(expect.arrayContaining([jaguar.modelo, landRover.modelo]));
    expect(modelos(depois[3]!)).not.toContain(landRover.modelo);
    expect(modelos(depois[4]!)).not.toContain(jaguar.modelo);
  });
});

describe('Confirmação Geral columns (§3)', () => {
  it('a row per model with modelo, faturado … troca and total; each vehicle counts in its status column', async () => {
    const antes = await pipeline({ status: 7, jaguar: true, landrover: true });
    const emCota = await cota();
    const solicitado = await cota();
    const reservado = await cota();
    const aguardando = await cota();
    const bloqueado = await cota();
    const troca = await cota();
    const faturado = await cota();
    const pf = await fx.veiculo({ marcaId: jaguar.marcaId, modeloId: jaguar.modeloId, derivativoId: jaguar.derivativoId });
    const pocket = await fx.veiculo({ marcaId: jaguar.marcaId, modeloId: jaguar.modeloId, derivativoId: jaguar.derivativoId, status: 120 });
    const gerar = (id: number, extra: Record<string, unknown>) =>
      t.call('PUT', 'veiculos/faturamentos/gerar', { token: morumbi, body: { veiculoId: [id], dealerSolicitante: JLR001, ...extra } });
    const estoque = { tipoVendaId: 1, tipoPagamentoId: 1, dataFaturamento: '2026-11-24' };
    for (const [id, extra] of [
      [solicitado, estoque],
      [faturado, estoque],
      [reservado, { tipoVendaId: 3 }],
      [aguardando, { tipoVendaId: 4, tipoPagamentoId: 4, dataFaturamento: '2026-11-25' }],
    ] as const)
      expect((await gerar(id, extra)).statusCode).toBe(200);
    const faturamento = await fx.principal('faturamento@demo.portal.com.br');
    await registrarFatoExterno(
      fx.deps,
      faturamento,
      faturado,
      { type: 'VeiculoFaturado', notaFiscal: 'NF77', dataFaturamento: '2026-11-23' },
      { correlationId: 't' },
    );
    const status = (token: string, ids: number[], body: Record<string, unknown>) =>
      t.call('PUT', 'veiculos/alterar/status', { token, body: { veiculoId: ids, ...body } });
    expect((await status(admin, [bloqueado], { status: 5 })).statusCode).toBe(200);
    expect((await status(morumbi, [troca], { status: 11 })).statusCode).toBe(200);
    expect((await status(admin, [pf], { status: 12, concessionariaId: JLR001 })).statusCode).toBe(200);
    const veiculos = [emCota, solicitado, reservado, aguardando, bloqueado, troca, faturado, pf, pocket];
    expect(await Promise.all(veiculos.map(fx.status))).toEqual([0, 1, 14, 3, 5, 11, 2, 122, 120]);

    const depois = await pipeline({ status: 7, jaguar: true, landrover: true });
    const linha = (ls: Linha[]) => ls.find((l) => l.modelo === jaguar.modelo) ?? {};
    const [a, d] = [linha(antes), linha(depois)];
    expect(Object.keys(d)).toEqual(expect.arrayContaining(['modelo', ...COLUNAS_CONFIRMACAO.map(([k]) => k)]));
    const delta = (k: string) => Number(d[k] ?? 0) - Number(a[k] ?? 0);
    expect(
      Object.fromEntries(
        [
          'faturado',
          'faturamentoSolicitado',
          'aguardandoAutorizacao',
          'reservado',
          'consignado',
          'cota',
          'bolsaoDealer',
          'bolsaoJlr',
          'bloqueado',
          'troca',
          'total',
        ].map((k) => [k, delta(k)]),
      ),
    ).toEqual({
      faturado: 1,
      faturamentoSolicitado: 1,
      aguardandoAutorizacao: 1,
      reservado: 1,
      consignado: 0,
      cota: 1,
      bolsaoDealer: 1,
      bolsaoJlr: 1,
      bloqueado: 1,
      troca: 1,
      total: 9,
    });
  });
});
