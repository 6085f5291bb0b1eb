import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '@portal/contracts/messages';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { vehicleFixtures } from '../testing/vehicles.ts';

let t: TestApp;
let fx: ReturnType<typeof vehicleFixtures>;
let admin: string;
let ids: number[];
let pedidos: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-11-23T13:00:00Z');
  fx = vehicleFixtures(t);
  admin = await t.login('admin@demo.portal.com.br');
  // three vehicles: colours in reverse order of registration, two on the same availability day
  ids = [];
  for (const [cor, dia] of [
    ['Verde', '2026-11-10'],
    ['Branco', '2026-11-20'],
    ['Azul', '2026-11-20'],
  ] as const)
    ids.push(await fx.veiculo({ corExterna: cor, dataDisponibilidade: dia }));
  pedidos = (await Promise.all(ids.map(async (id) => (await fx.row(id)).pedido))).join('\n');
});
afterAll(async () => t?.close());

/** The columns of console/src/features/vehicles/components/veiculo-list.tsx (TITULOS) but the Faixa flag. */
const COLUNAS_DO_CONSOLE = [
  'pedido',
  'chassi',
  'modelo',
  'derivativo',
  'descricaoVeiculo',
  'my',
  'corExterna',
  'dealerAtual',
  'statusDescricao',
  'tipoVendaFaturamento',
  'dataDisponibilidadeFormatada',
  'diasEmEstoque',
  'statusMonitoramentoDescricao',
  'nsc',
  'notaFiscal',
  'dataDeFaturamento',
  'BloqueadoTroca',
];
type Page = { rows: { id: number; corExterna: string }[]; total: number };
const listar = (body: Record<string, unknown>) => t.call('POST', 'relatorios/visao/geral/listar', { token: admin, body: { pedido: pedidos, ...body } });
const idsDe = async (body: Record<string, unknown>) => ((await listar(body)).json() as { data: Page }).data.rows.map((r) => r.id);

describe('vehicle lists sorted by a column (sort/order)', () => {
  it('sorts by the column asked, both ways, the id breaking ties, page after page', async () => {
    const [verde, branco, azul] = ids as [number, number, number];
    expect(await idsDe({ sort: 'corExterna', order: 'asc' })).toEqual([azul, branco, verde]);
    expect(await idsDe({ sort: 'corExterna', order: 'desc' })).toEqual([verde, branco, azul]);
    // Branco and Azul share the day: the id decides, in the direction asked
    expect(await idsDe({ sort: 'dataDisponibilidadeFormatada', order: 'asc' })).toEqual([verde, branco, azul]);
    expect(await idsDe({ sort: 'dataDisponibilidadeFormatada', order: 'desc' })).toEqual([azul, branco, verde]);
    const paginas = [];
    for (const page of [1, 2, 3]) paginas.push(...(await idsDe({ sort: 'dataDisponibilidadeFormatada', order: 'asc', page, per_page: 1 })));
    expect(paginas).toEqual([verde, branco, azul]);
    // every column the console's vehicle lists show sorts (names from reference tables, the status as shown…)
    for (const sort of COLUNAS_DO_CONSOLE) for (const order of ['asc', 'desc']) expect((await listar({ sort, order })).statusCode, sort).toBe(200);
    // without sort: newest first
    expect(await idsDe({})).toEqual([azul, branco, verde]);
  });

  it('refuses an unknown or hostile column with a 400 in pt-BR, and a direction other than asc/desc', async () => {
    for (const sort of ['senha', 'v.id', 'pedido; drop table veiculos', '__proto__', 'constructor', 'toString', "corExterna' --"]) {
      const r = await listar({ sort, order: 'asc' });
      expect(r.statusCode, sort).toBe(400);
      expect((r.json() as { errors: string[] }).errors).toEqual([msg.ordenacaoInvalida(sort)]);
    }
    for (const order of ['sideways', 'asc; drop table veiculos', 1]) expect((await listar({ sort: 'pedido', order })).statusCode).toBe(400);
    expect((await listar({ sort: 'x'.repeat(61) })).statusCode).toBe(400);
    expect(await t.tdb.db.selectFrom('veiculos').select('id').where('id', 'in', ids).execute()).toHaveLength(3);
  });
});
