import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msg } from '@portal/contracts/messages';
import { principal, veiculoDe } from '@portal/core/testing/swaps';
import type { Principal } from '@portal/core/access/principal';
import { contarLinhas } from '../testing/contagem.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';

/**
 * The swap screen's lists sorted by a column's header on the server (docs/decisions.md "Lists"): the requests (tab 0 and
 * Minhas Trocas) and the vehicles available for swap.
 */
let t: TestApp;
let morumbi: string;
let pb: Principal, padmin: Principal;
/** requests for barra's vehicles v1, v2, v3 (pedidos ascending), asked in the order v3, v1, v2 */
let trocas: [number, number, number];
let pedidosTrocas: string[];
/** barra's vehicles available for swap, pedidos ascending, in stock since 10/11, 01/11, 05/11 */
let disponiveis: [number, number, number];
let pedidosDisponiveis: string[];
const contato = { contatoNome: 'Diego Morumbi', contatoEmail: 'diego@morumbi.com.br', contatoTelefone: '(11) 98765-4321' };

const pedidoDe = async (id: number) => (await t.tdb.db.selectFrom('veiculos').select('pedido').where('id', '=', id).executeTakeFirstOrThrow()).pedido;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-11-23T13:00:00.000Z');
  ({ morumbi } = await t.entrar({ morumbi: 'dealer.morumbi' }));
  const de = (u: string) => principal(t.tdb.db, `${u}@demo.portal.com.br`);
  [pb, padmin] = await Promise.all([de('dealer.barra'), de('admin')]);
  const veiculo = (entrada?: string) => veiculoDe(t.tdb.db, () => t.clock.now, padmin, pb, { troca: true, ...(entrada ? { entrada } : {}) });
  const interesse = [await veiculo(), await veiculo(), await veiculo()];
  const pedir = async (v: number) => {
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    const r = await t.call('POST', 'veiculos/troca/solicita', {
      token: morumbi,
      body: { ...contato, veiculoInteresseId: v, veiculosPropostos: [], confirmarSemVeiculo: true },
    });
    expect(r.statusCode, r.body).toBe(200);
    return (r.json() as { data: { id: number }[] }).data[0]!.id;
  };
  const r3 = await pedir(interesse[2]!);
  const r1 = await pedir(interesse[0]!);
  const r2 = await pedir(interesse[1]!);
  trocas = [r1, r2, r3];
  pedidosTrocas = await Promise.all(interesse.map(pedidoDe));
  disponiveis = [await veiculo('2026-11-10'), await veiculo('2026-11-01'), await veiculo('2026-11-05')];
  pedidosDisponiveis = await Promise.all(disponiveis.map(pedidoDe));
});
afterAll(async () => t?.close());

const chamar = (url: string, body: Record<string, unknown>) => t.call('POST', url, { token: morumbi, body });
const idsDe = async (url: string, body: Record<string, unknown>, id: 'id' | 'veiculoTrocaPedidoId') => {
  const r = await chamar(url, body);
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { data: { rows: Record<typeof id, number>[] } }).data.rows.map((x) => x[id]);
};
const LISTAS_DE_TROCAS = [
  ['veiculos/troca/listar', {}],
  ['veiculos/troca/minhas/listar', { enviada: true }],
] as const;

describe('swap lists sorted by a column (sort/order)', () => {
  it('the requests (tab 0, Minhas Trocas): by the column asked, both ways, page after page; unsorted: newest first', async () => {
    const [r1, r2, r3] = trocas;
    for (const [url, extra] of LISTAS_DE_TROCAS) {
      const ids = (o: Record<string, unknown>) => idsDe(url, { ...extra, pedido: pedidosTrocas, ...o }, 'veiculoTrocaPedidoId');
      expect(await ids({ sort: 'pedido', order: 'asc' }), url).toEqual([r1, r2, r3]);
      expect(await ids({ sort: 'pedido', order: 'desc' }), url).toEqual([r3, r2, r1]);
      expect(await ids({ sort: 'dataSolicitou', order: 'asc' }), url).toEqual([r3, r1, r2]);
      expect(await ids({ sort: 'dataSolicitou', order: 'desc' }), url).toEqual([r2, r1, r3]);
      const paginas: number[] = [];
      for (const page of [1, 2, 3]) paginas.push(...(await ids({ sort: 'dataSolicitou', order: 'asc', page, per_page: 1 })));
      expect(paginas, url).toEqual([r3, r1, r2]);
      // every column of the console's request lists sorts
      for (const sort of [
        'veiculoTrocaPedidoId',
        'tipoSolicitacao',
        'chassi',
        'modelo',
        'codigoConcessionariaOrigem',
        'codigoConcessionariaDestino',
        'veiculosPropostos',
        'nomeUsuarioSolicitou',
        'dataLimiteTroca',
        'statusDescricao',
      ])
        for (const order of ['asc', 'desc']) expect((await chamar(url, { ...extra, sort, order })).statusCode, `${url} ${sort}`).toBe(200);
      expect(await ids({}), url).toEqual([r2, r1, r3]);
    }
  });

  it('the vehicles available for swap: by the column asked, both ways', async () => {
    const [v10, v01, v05] = disponiveis;
    const ids = (o: Record<string, unknown>) => idsDe('veiculos/troca/listar', { solicitar: true, pedido: pedidosDisponiveis, ...o }, 'id');
    expect(await ids({ sort: 'pedido', order: 'asc' })).toEqual([v10, v01, v05]);
    expect(await ids({ sort: 'pedido', order: 'desc' })).toEqual([v05, v01, v10]);
    expect(await ids({ sort: 'dataLimiteTroca', order: 'asc' })).toEqual([v01, v05, v10]);
    expect(await ids({ sort: 'dataLimiteTroca', order: 'desc' })).toEqual([v10, v05, v01]);
    for (const sort of ['chassi', 'codigoDealer', 'modelo', 'derivativo', 'descricaoVeiculo', 'my', 'corExterna', 'dataDisponibilidade'])
      for (const order of ['asc', 'desc']) expect((await chamar('veiculos/troca/listar', { solicitar: true, sort, order })).statusCode, sort).toBe(200);
  });

  it('refuses an unknown or hostile column with a 400 in pt-BR (every list and the report), and nothing changes', async () => {
    const antes = await contarLinhas(t.tdb.db, 'trocas');
    const listas = [
      ['veiculos/troca/listar', {}],
      ['veiculos/troca/listar', { solicitar: true }],
      ['veiculos/troca/listar', { selecao: true }],
      ['veiculos/troca/minhas/listar', {}],
      ['relatorios/troca', {}],
    ] as const;
    for (const [url, extra] of listas)
      for (const sort of ['t.id', 'pedido; delete from trocas', '__proto__', 'contato_email', 'dealerAtual']) {
        const r = await chamar(url, { ...extra, sort, order: 'asc' });
        expect(r.statusCode, `${url} ${sort}`).toBe(400);
        expect((r.json() as { errors: string[] }).errors).toEqual([msg.ordenacaoInvalida(sort)]);
      }
    expect((await chamar('veiculos/troca/minhas/listar', { sort: 'pedido', order: 'baixo' })).statusCode).toBe(400);
    expect(await contarLinhas(t.tdb.db, 'trocas')).toBe(antes);
  });
});
