import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { vehicleFixtures } from '../testing/vehicles.ts';

/**
 * The lookup filters of the vehicle lists (stock-billing-swaps.md §2.3, §2.4, §2.9) on the server: dealer, dealer group,
 * model, derivative, model year and sale type, each narrowing a set of vehicles pinned by their Pedido lines.
 */
let t: TestApp;
let fx: ReturnType<typeof vehicleFixtures>;
let admin: string;
let JLR001: number, JLR005: number;
type Ref = { marcaId: number; modeloId: number; derivativoId: number };
let jaguar: Ref, landRover: Ref;
let anoA: number, anoB: number;
let v1: number, v2: number, v3: number;
let pedidos: string;

const data = <T>(r: { json(): unknown }) => (r.json() as { data: T }).data;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-11-23T13:00:00Z');
  fx = vehicleFixtures(t);
  admin = await t.login('admin@demo.portal.com.br');
  [JLR001, JLR005] = (await Promise.all(['JLR001', 'JLR005'].map(fx.dealerId))) as [number, number];
  const daMarca = (nome: string) =>
    t.tdb.db
      .selectFrom('derivativos as d')
      .innerJoin('modelos as m', 'm.id', 'd.modelo_id')
      .innerJoin('marcas as ma', 'ma.id', 'm.marca_id')
      .select(['d.id as derivativoId', 'm.id as modeloId', 'ma.id as marcaId'])
      .where('ma.nome', '=', nome)
      .orderBy('d.id')
      .executeTakeFirstOrThrow();
  [jaguar, landRover] = [await daMarca('Jaguar'), await daMarca('Land Rover')];
  const anos = await t.tdb.db.selectFrom('anos_modelo').select('id').orderBy('ano').limit(2).execute();
  [anoA, anoB] = [anos[0]!.id, anos[1]!.id];
  const alocado = async (ref: Ref, anoModeloId: number, dealer: number) => {
    const id = await fx.veiculo({ ...ref, anoModeloId });
    expect((await t.call('POST', 'veiculos/nova-alocacao', { token: admin, body: { veiculoIds: [id], concessionariaId: dealer } })).statusCode).toBe(200);
    return id;
  };
  v1 = await alocado(jaguar, anoA, JLR001);
  v2 = await alocado(landRover, anoB, JLR005);
  v3 = await alocado(jaguar, anoB, JLR001);
  pedidos = (await Promise.all([v1, v2, v3].map(async (id) => (await fx.row(id)).pedido))).join('\n');
}); // the int tier's hookTimeout
afterAll(async () => t?.close());

/** The vehicle ids a list answers for `body`, sorted. */
async function ids(rota: string, body: Record<string, unknown>, campo: 'id' | 'veiculoId' = 'id'): Promise<number[]> {
  const r = await t.call('POST', rota, { token: admin, body: { per_page: 100, ...body } });
  expect(r.statusCode, r.body).toBe(200);
  return data<{ rows: Record<string, number>[] }>(r)
    .rows.map((x) => x[campo]!)
    .sort((a, b) => a - b);
}
const ordem = (...xs: number[]) => xs.sort((a, b) => a - b);

describe('the order release / block / cancel list (§2.3): dealer, model, derivative, model year', () => {
  it('each filter narrows the list', async () => {
    const rota = 'veiculos/pedidos/listar';
    expect(await ids(rota, { pedido: pedidos })).toEqual(ordem(v1, v2, v3));
    expect(await ids(rota, { pedido: pedidos, concessionariaId: JLR001 })).toEqual(ordem(v1, v3));
    expect(await ids(rota, { pedido: pedidos, tipoModeloAgrupadoId: landRover.modeloId })).toEqual([v2]);
    expect(await ids(rota, { pedido: pedidos, derivativoId: jaguar.derivativoId })).toEqual(ordem(v1, v3));
    expect(await ids(rota, { pedido: pedidos, anoModeloId: anoB })).toEqual(ordem(v2, v3));
    expect(await ids(rota, { pedido: pedidos, anoModeloId: anoB, concessionariaId: JLR001 })).toEqual([v3]);
  });
});

describe('Faturamentos (§2.4): dealer group and model', () => {
  it('each filter narrows the open list', async () => {
    const rota = 'veiculos/faturamentos/listar';
    const grupo = async (dealer: number) =>
      (await t.tdb.db.selectFrom('concessionarias').select('concessionaria_grupo_id').where('id', '=', dealer).executeTakeFirstOrThrow())
        .concessionaria_grupo_id!;
    expect(await ids(rota, { pedido: pedidos, concessionariaGrupoId: await grupo(JLR005) })).toEqual([v2]);
    expect(await ids(rota, { pedido: pedidos, concessionariaGrupoId: await grupo(JLR001) })).toEqual(ordem(v1, v3));
    expect(await ids(rota, { pedido: pedidos, tipoModeloAgrupadoId: jaguar.modeloId })).toEqual(ordem(v1, v3));
  });
});

describe('Liberar faturamento (§2.9): orders, chassis, dealer, model and sale type', () => {
  it('each filter narrows the requests awaiting release', async () => {
    const gerar = (veiculoId: number, dealerSolicitante: number, extra: Record<string, unknown>) =>
      t.call('PUT', 'veiculos/faturamentos/gerar', { token: admin, body: { veiculoId: [veiculoId], dealerSolicitante, ...extra } });
    const testDrive = { tipoVendaId: 4, tipoPagamentoId: 5, dataFaturamento: '2026-11-25' };
    expect((await gerar(v1, JLR001, testDrive)).statusCode).toBe(200);
    expect((await gerar(v2, JLR005, testDrive)).statusCode).toBe(200);
    expect((await gerar(v3, JLR001, { tipoVendaId: 2 })).statusCode).toBe(200);
    expect(await Promise.all([v1, v2, v3].map(fx.status))).toEqual([3, 3, 3]);
    const rota = 'veiculos/faturamentos/liberar/listar';
    const lista = (body: Record<string, unknown>) => ids(rota, body, 'veiculoId');
    expect(await lista({ pedido: pedidos })).toEqual(ordem(v1, v2, v3));
    const [p1, p2] = [(await fx.row(v1)).pedido, (await fx.row(v2)).pedido];
    expect(await lista({ pedido: `${p1}\n${p2}` })).toEqual(ordem(v1, v2));
    const [c2, c3] = [(await fx.row(v2)).chassi, (await fx.row(v3)).chassi];
    expect(await lista({ chassi: `${c2}\n${c3}` })).toEqual(ordem(v2, v3));
    expect(await lista({ pedido: pedidos, concessionariaId: JLR005 })).toEqual([v2]);
    expect(await lista({ pedido: pedidos, tipoModeloAgrupadoId: jaguar.modeloId })).toEqual(ordem(v1, v3));
    expect(await lista({ pedido: pedidos, tipoVenda: 4 })).toEqual(ordem(v1, v2));
    expect(await lista({ pedido: pedidos, tipoVenda: 2 })).toEqual([v3]);
  });
});
