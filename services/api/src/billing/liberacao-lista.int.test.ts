import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { msg } from '@portal/contracts/messages';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { vehicleFixtures } from '../testing/vehicles.ts';

let t: TestApp;
let fx: ReturnType<typeof vehicleFixtures>;
let admin: string;
let morumbi: string;
let faturamento: string;
let pedidos: string[];

beforeAll(async () => {
  t = await createTestApp();
  fx = vehicleFixtures(t);
  t.clock.now = new Date('2026-11-23T13:00:00Z');
  ({ admin, morumbi, faturamento } = await t.entrar({ admin: 'admin', morumbi: 'dealer.morumbi', faturamento: 'faturamento' }));
  const JLR001 = await fx.dealerId('JLR001');
  const ids: number[] = [];
  for (const cor of ['Verde', 'Azul', '=HYPERLINK("x")']) {
    const id = await fx.veiculo({ corExterna: cor });
    expect((await t.call('POST', 'veiculos/nova-alocacao', { token: admin, body: { veiculoIds: [id], concessionariaId: JLR001 } })).statusCode).toBe(200);
    ids.push(id);
  }
  // two requests for 25/11 (Test Drive: awaiting release), one as soon as possible
  const gerar = (veiculoId: number[], over: Record<string, unknown>) =>
    t.call('PUT', 'veiculos/faturamentos/gerar', {
      token: morumbi,
      body: { veiculoId, tipoVendaId: 4, tipoPagamentoId: 5, dealerSolicitante: JLR001, ...over },
    });
  expect((await gerar([ids[0]!, ids[1]!], { dataFaturamento: '2026-11-25' })).statusCode).toBe(200);
  expect((await gerar([ids[2]!], { tipoVendaId: 2, tipoPagamentoId: null, faturarAssimQuePossivel: true })).statusCode).toBe(200);
  pedidos = await Promise.all(ids.map(async (id) => (await fx.row(id)).pedido));
});
afterAll(async () => t?.close());

type Linha = { pedido: string; corExterna: string; faturamentoPedidoId: number };
const listar = (body: Record<string, unknown>) =>
  t.call('POST', 'veiculos/faturamentos/liberar/listar', { token: faturamento, body: { pedido: pedidos, ...body } });
const pedidosDe = async (body: Record<string, unknown>) => ((await listar(body)).json() as { data: { rows: Linha[] } }).data.rows.map((r) => r.pedido);

describe('Liberar faturamento: sorted by a column, and its spreadsheet', () => {
  it('sorts on the server by the column asked (the request id breaks ties) and refuses unknown columns', async () => {
    const [p0, p1, p2] = pedidos as [string, string, string];
    expect(await pedidosDe({ sort: 'pedido', order: 'asc' })).toEqual([...pedidos].sort());
    expect(await pedidosDe({ sort: 'pedido', order: 'desc' })).toEqual([...pedidos].sort().reverse());
    // p0 and p1 share the billing day: the id decides; the as-soon-as-possible one has none (last)
    expect(await pedidosDe({ sort: 'dataFaturamento', order: 'asc' })).toEqual([p0, p1, p2]);
    expect(await pedidosDe({ sort: 'dataFaturamento', order: 'desc' })).toEqual([p1, p0, p2]);
    const paginas: string[] = [];
    for (const page of [1, 2, 3]) paginas.push(...(await pedidosDe({ sort: 'dataFaturamento', order: 'asc', page, per_page: 1 })));
    expect(paginas).toEqual([p0, p1, p2]);
    for (const sort of ['modelo', 'my', 'dealerSolicitante', 'tipoVenda', 'tipoPagamento', 'prioridade', 'solicitadoPor', 'dataSolicitacao', 'chassi'])
      expect((await listar({ sort, order: 'asc' })).statusCode, sort).toBe(200);
    const aguardando = () => t.tdb.db.selectFrom('solicitacoes_faturamento').select('id').where('status', '=', 1).execute();
    const antes = await aguardando();
    for (const sort of ['sf.id', 'status; delete from solicitacoes_faturamento', '__proto__', 'hasOwnProperty']) {
      const r = await listar({ sort });
      expect(r.statusCode, sort).toBe(400);
      expect((r.json() as { errors: string[] }).errors).toEqual([msg.ordenacaoInvalida(sort)]);
    }
    expect((await listar({ sort: 'pedido', order: 'DESC' })).statusCode).toBe(400);
    expect(await aguardando()).toEqual(antes);
  });

  it('POST relatorios/liberar-faturamento: an .xlsx of every request of the filters, in the order asked, formulas neutralised', async () => {
    const r = await t.call('POST', 'relatorios/liberar-faturamento', {
      token: faturamento,
      body: { pedido: pedidos.join('\n'), sort: 'pedido', order: 'desc' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('spreadsheetml');
    expect(r.headers['content-disposition']).toContain('PDD_Liberar_Faturamento.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const folha = wb.worksheets[0]!;
    const linha = (n: number) => (folha.getRow(n).values as unknown[]).slice(1);
    expect(linha(1)).toEqual([
      'Pedido',
      'Chassi',
      'Modelo',
      'Derivativo',
      'MY',
      'Cor externa',
      'Dealer solicitante',
      'Nome do dealer',
      'Tipo de venda',
      'Tipo de pagamento',
      'Data de faturamento',
      'Assim que possível',
      'Prioridade',
      'Solicitado por',
      'Data da solicitação',
    ]);
    expect([2, 3, 4].map((n) => linha(n)[0])).toEqual([...pedidos].sort().reverse());
    const porPedido = new Map([2, 3, 4].map((n) => [linha(n)[0], linha(n)]));
    expect(porPedido.get(pedidos[0])![10]).toBe('25/11/2026');
    expect(porPedido.get(pedidos[2])![11]).toBe('Sim');
    expect(porPedido.get(pedidos[2])![5]).toBe(`'=HYPERLINK("x")`);
    // the list's filters narrow it; its hostile sort is refused; a dealer may not export it
    const um = await t.call('POST', 'relatorios/liberar-faturamento', { token: faturamento, body: { pedido: [pedidos[1]] } });
    const wb1 = new ExcelJS.Workbook();
    await wb1.xlsx.load(um.rawPayload as unknown as ArrayBuffer);
    expect(wb1.worksheets[0]!.rowCount).toBe(2);
    expect((await t.call('POST', 'relatorios/liberar-faturamento', { token: faturamento, body: { sort: 'x; drop table veiculos' } })).statusCode).toBe(400);
    expect((await t.call('POST', 'relatorios/liberar-faturamento', { token: faturamento, body: { page: 2 } })).statusCode).toBe(400);
    expect((await t.call('POST', 'relatorios/liberar-faturamento', { token: morumbi, body: {} })).statusCode).toBe(403);
  });
});
