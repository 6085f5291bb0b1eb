import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '@portal/contracts/messages';
import { pedidoDeTeste } from '@portal/core/testing/pedidos';
import { principal } from '@portal/core/testing/swaps';
import { contarLinhas } from '../testing/contagem.ts';
import { createTestApp, type TestApp, USUARIOS_VENDA_DIRETA } from '../testing/app.ts';

/** The boleto list (POST pedidos/boletos) sorted by a column's header on the server (docs/decisions.md "Lists"). */
let t: TestApp;
let tk: Record<keyof typeof USUARIOS_VENDA_DIRETA, string>;
let boletos: number[];
let codigos: string[];

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-11-23T13:00:00Z'); // a Monday
  tk = await t.entrar(USUARIOS_VENDA_DIRETA);
  const atores = { admin: await principal(t.tdb.db, 'admin@demo.portal.com.br'), dealer: await principal(t.tdb.db, 'dealer.morumbi@demo.portal.com.br') };
  // three orders, one boleto each: the installments' values out of the issue order
  boletos = [];
  const pedidos: number[] = [];
  for (const valorParcial of [300_000, 100_000, 200_000]) {
    const p = await pedidoDeTeste(t.tdb.db, () => t.clock.now, atores, { prePagamento: true, ate: 'inserirBoletos' });
    const r = await t.call('POST', `boleto/emitir/${p}`, {
      token: tk.fin,
      body: { tipoPagamento: 'Parcial', valorTotal: 494_000, valorParcial, numeroParcela: 1, quantidadeVezes: 2, dataEmissao: '2026-11-23' },
    });
    expect(r.statusCode, r.body).toBe(200);
    boletos.push((r.json() as { data: { boleto: { id: number } } }).data.boleto.id);
    pedidos.push(p);
  }
  const rows = await t.tdb.db.selectFrom('pedidos').select(['id', 'codigo']).where('id', 'in', pedidos).execute();
  codigos = pedidos.map((id) => rows.find((r) => r.id === id)!.codigo);
});
afterAll(async () => t?.close());

const listar = (body: Record<string, unknown>) => t.call('POST', 'pedidos/boletos', { token: tk.fin, body: { pedido: codigos, ...body } });
const idsDe = async (body: Record<string, unknown>) => {
  const r = await listar(body);
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { data: { rows: { id: number }[] } }).data.rows.map((x) => x.id);
};

describe('POST pedidos/boletos sorted by a column (sort/order)', () => {
  it('sorts by the column asked, both ways, page after page; without sort newest first', async () => {
    const [b300, b100, b200] = boletos as [number, number, number];
    expect(await idsDe({ sort: 'valorParcial', order: 'asc' })).toEqual([b100, b200, b300]);
    expect(await idsDe({ sort: 'valorParcial', order: 'desc' })).toEqual([b300, b200, b100]);
    const porPedido = [...boletos].sort((x, y) => codigos[boletos.indexOf(x)]!.localeCompare(codigos[boletos.indexOf(y)]!, 'en'));
    expect(await idsDe({ sort: 'pedido', order: 'asc' })).toEqual(porPedido);
    expect(await idsDe({ sort: 'pedido', order: 'desc' })).toEqual([...porPedido].reverse());
    // one issue day for all: the boleto's id decides, in the direction asked
    expect(await idsDe({ sort: 'dataEmissao', order: 'asc' })).toEqual([b300, b100, b200]);
    expect(await idsDe({ sort: 'dataEmissao', order: 'desc' })).toEqual([b200, b100, b300]);
    const paginas: number[] = [];
    for (const page of [1, 2, 3]) paginas.push(...(await idsDe({ sort: 'valorParcial', order: 'asc', page, per_page: 1 })));
    expect(paginas).toEqual([b100, b200, b300]);
    // every column of the console's boleto lists sorts
    for (const sort of ['status', 'valorTotal', 'tipoPagamento', 'dataVencimento', 'numeroParcela', 'dataPagamento', 'valorComissao'])
      for (const order of ['asc', 'desc']) expect((await listar({ sort, order })).statusCode, sort).toBe(200);
    expect(await idsDe({})).toEqual([b200, b100, b300]);
  });

  it('refuses an unknown or hostile column with a 400 in pt-BR (the report too), and nothing changes', async () => {
    const antes = await contarLinhas(t.tdb.db, 'boletos');
    for (const sort of ['b.id', 'linha_digitavel', 'pedido; delete from boletos', '__proto__', 'hasOwnProperty']) {
      const r = await listar({ sort, order: 'desc' });
      expect(r.statusCode, sort).toBe(400);
      expect((r.json() as { errors: string[] }).errors).toEqual([msg.ordenacaoInvalida(sort)]);
    }
    expect((await listar({ sort: 'pedido', order: 'ASC' })).statusCode).toBe(400);
    expect((await t.call('POST', 'relatorios/boletos', { token: tk.fin, body: { sort: 'x; drop table boletos' } })).statusCode).toBe(400);
    expect(await contarLinhas(t.tdb.db, 'boletos')).toBe(antes);
  });
});
