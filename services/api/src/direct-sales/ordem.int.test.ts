import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '@portal/contracts/messages';
import { pedidoDeTeste } from '@portal/core/testing/pedidos';
import { principal } from '@portal/core/testing/swaps';
import { contarLinhas } from '../testing/contagem.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';

/** The order list (POST pedidos/listar) sorted by a column's header on the server (docs/decisions.md "Lists"). */
let t: TestApp;
let admin: string;
let ids: number[];
let codigos: string[];

beforeAll(async () => {
  t = await createTestApp();
  ({ admin } = await t.entrar({ admin: 'admin' }));
  const atores = { admin: await principal(t.tdb.db, 'admin@demo.portal.com.br'), dealer: await principal(t.tdb.db, 'dealer.morumbi@demo.portal.com.br') };
  // three orders a day apart (the registration date), the second sent on to Aprovação da Venda
  ids = [];
  for (const [dia, ate] of [
    ['2026-11-20T13:00:00Z', undefined],
    ['2026-11-21T13:00:00Z', 'aprovacaoVenda'],
    ['2026-11-22T13:00:00Z', undefined],
  ] as const) {
    t.clock.now = new Date(dia);
    ids.push(await pedidoDeTeste(t.tdb.db, () => t.clock.now, atores, ate ? { ate } : {}));
  }
  t.clock.now = new Date('2026-11-23T13:00:00Z');
  ({ admin } = await t.entrar({ admin: 'admin' }));
  const rows = await t.tdb.db.selectFrom('pedidos').select(['id', 'codigo']).where('id', 'in', ids).execute();
  codigos = ids.map((id) => rows.find((r) => r.id === id)!.codigo);
});
afterAll(async () => t?.close());

type Linha = { id: number; steps: { nomeAmigavel: string } };
const listar = (body: Record<string, unknown>) => t.call('POST', 'pedidos/listar', { token: admin, body: { pedido: codigos, ...body } });
const idsDe = async (body: Record<string, unknown>) => {
  const r = await listar(body);
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { data: { rows: Linha[] } }).data.rows.map((x) => x.id);
};

describe('POST pedidos/listar sorted by a column (sort/order)', () => {
  it('sorts by the column asked, both ways, page after page; without sort newest first', async () => {
    const [a, b, c] = ids as [number, number, number];
    expect(await idsDe({ sort: 'dataCadastro', order: 'asc' })).toEqual([a, b, c]);
    expect(await idsDe({ sort: 'dataCadastro', order: 'desc' })).toEqual([c, b, a]);
    const porCodigo = [...ids].sort((x, y) => codigos[ids.indexOf(x)]!.localeCompare(codigos[ids.indexOf(y)]!, 'en'));
    expect(await idsDe({ sort: 'numeroPedidoVD', order: 'asc' })).toEqual(porCodigo);
    expect(await idsDe({ sort: 'numeroPedidoVD', order: 'desc' })).toEqual([...porCodigo].reverse());
    // the step sorts as it reads: 'Aprovação da Venda' before 'Cadastro'; equal steps by the id in the same direction
    expect(await idsDe({ sort: 'etapa', order: 'asc' })).toEqual([b, a, c]);
    expect(await idsDe({ sort: 'etapa', order: 'desc' })).toEqual([c, a, b]);
    const paginas: number[] = [];
    for (const page of [1, 2, 3]) paginas.push(...(await idsDe({ sort: 'dataCadastro', order: 'asc', page, per_page: 1 })));
    expect(paginas).toEqual([a, b, c]);
    // every column of the console's order list sorts
    for (const sort of ['numeroDoPedido', 'chassi', 'status', 'nome', 'codigoDealer', 'modelo', 'tipoVenda', 'valorComissao'])
      for (const order of ['asc', 'desc']) expect((await listar({ sort, order })).statusCode, sort).toBe(200);
    expect(await idsDe({})).toEqual([c, b, a]);
  });

  it('refuses an unknown or hostile column with a 400 in pt-BR (the export too), and nothing changes', async () => {
    const antes = await contarLinhas(t.tdb.db, 'pedidos');
    for (const sort of ['p.id', 'codigo; delete from pedidos', '__proto__', 'constructor', 'cliente_documento']) {
      const r = await listar({ sort, order: 'asc' });
      expect(r.statusCode, sort).toBe(400);
      expect((r.json() as { errors: string[] }).errors).toEqual([msg.ordenacaoInvalida(sort)]);
    }
    expect((await listar({ sort: 'chassi', order: 'up' })).statusCode).toBe(400);
    expect((await t.call('POST', 'relatorios/pedidos', { token: admin, body: { sort: 'x; drop table pedidos' } })).statusCode).toBe(400);
    expect(await contarLinhas(t.tdb.db, 'pedidos')).toBe(antes);
  });
});
