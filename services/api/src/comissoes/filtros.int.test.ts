import { beforeAll, describe, expect, it } from 'vitest';
import { pedidoDeTeste } from '@portal/core/testing/pedidos';
import { principal } from '@portal/core/testing/swaps';
import { pdf } from '@portal/core/testing/arquivos';
import { appDaSuite } from '../testing/suite.ts';
import { contarLinhas } from '../testing/contagem.ts';
import { enviarParaAnexar } from '../testing/envios.ts';
import { nfMsg } from '@portal/contracts/comissoes/messages';

/**
 * The filters of /comission (stock-billing-swaps.md §2.10: "orders, chassis, status desired, invoice number, date from, date
 * to"), on the server: the Comissões tab by the order's registration day, the Notas Fiscais tab by the invoice's issue date.
 */
const t = appDaSuite();
let morumbi: string;
const ids = {} as Record<'a' | 'b' | 'c', number>;
const pedido = {} as Record<'a' | 'b' | 'c', { codigo: string; numeroPedido: string; chassi: string }>;
let notaB: number;

const data = <T>(r: { json(): unknown }) => (r.json() as { data: T }).data;

/** An NF-e file uploaded by Morumbi as the attach dialog does; its address for urlNotaFiscal. */
const enviarNf = () => enviarParaAnexar(t.app, morumbi, 'nf.pdf', pdf(), { finalidade: 'nfe' });

beforeAll(async () => {
  morumbi = await t.login('dealer.morumbi@demo.portal.com.br');
  const atores = {
    admin: await principal(t.tdb.db, 'admin@demo.portal.com.br'),
    dealer: await principal(t.tdb.db, 'dealer.morumbi@demo.portal.com.br'),
  };
  const comissao = () => pedidoDeTeste(t.tdb.db, () => t.clock.now, atores, { ate: 'faturamentoRegular' });
  // A registered on Monday 16 November, B and C on Monday 23 November (São Paulo)
  t.clock.now = new Date('2026-11-16T13:00:00Z');
  ids.a = await comissao();
  t.clock.now = new Date('2026-11-23T13:00:00Z');
  ids.b = await comissao();
  ids.c = await comissao();
  for (const k of ['a', 'b', 'c'] as const) {
    const p = await t.tdb.db.selectFrom('pedidos').select(['codigo', 'numero_pedido', 'chassi']).where('id', '=', ids[k]).executeTakeFirstOrThrow();
    pedido[k] = { codigo: p.codigo, numeroPedido: String(p.numero_pedido), chassi: String(p.chassi) };
  }
  // B's commission gets NF 4321, issued on Friday 20 November
  const url = await enviarNf();
  const r = await t.call('POST', 'notas/fiscais', {
    token: morumbi,
    body: { pedidosId: [ids.b], numeroNotaFiscal: '4321', dataEmissao: '2026-11-20', urlNotaFiscal: url },
  });
  expect(r.statusCode, r.body).toBe(201);
  notaB = data<{ id: number }>(r).id;
});

const todos = () => [pedido.a.codigo, pedido.b.codigo, pedido.c.codigo].join('\n');
/** The ids a list answers for `body` (per_page 100). */
const listar = async (rota: string, body: Record<string, unknown>) =>
  data<{ rows: { id: number }[] }>(await t.call('POST', rota, { token: morumbi, body: { per_page: 100, ...body } }))
    .rows.map((r) => r.id)
    .sort((x, y) => x - y);
const comissoes = (body: Record<string, unknown>) => listar('notas/fiscais/comissoes/listar', body);
const notas = (body: Record<string, unknown>) => listar('notas/fiscais/listar', body);
const ordem = (...xs: number[]) => xs.sort((x, y) => x - y);

describe('Comissões tab filters', () => {
  it('by order (code or order number, one per line) and by chassis (any case)', async () => {
    expect(await comissoes({ pedido: `${pedido.a.codigo}\n${pedido.c.numeroPedido}` })).toEqual(ordem(ids.a, ids.c));
    expect(await comissoes({ chassi: pedido.b.chassi.toLowerCase() })).toEqual([ids.b]);
  });
  it('by status desired (6 Sem NF Atrelada, 1 Provisionamento) and by invoice number (leading zeros ignored)', async () => {
    expect(await comissoes({ pedido: todos(), steps: [6] })).toEqual(ordem(ids.a, ids.c));
    expect(await comissoes({ pedido: todos(), steps: [1] })).toEqual([ids.b]);
    expect(await comissoes({ pedido: todos(), numeroNotaFiscal: '0004321' })).toEqual([ids.b]);
  });
  it('by the order’s registration day, from and to; an impossible date is ignored', async () => {
    expect(await comissoes({ pedido: todos(), dataDe: '2026-11-17' })).toEqual(ordem(ids.b, ids.c));
    expect(await comissoes({ pedido: todos(), dataAte: '2026-11-16' })).toEqual([ids.a]);
    expect(await comissoes({ pedido: todos(), dataDe: '2026-11-16', dataAte: '2026-11-23' })).toEqual(ordem(ids.a, ids.b, ids.c));
    expect(await comissoes({ pedido: todos(), dataDe: '2026-02-31' })).toEqual(ordem(ids.a, ids.b, ids.c));
  });
});

describe('Notas Fiscais tab filters', () => {
  it('by invoice number, by an order or chassis it lists, by status desired and by issue date', async () => {
    expect(await notas({ numeroNotaFiscal: '4321' })).toEqual([notaB]);
    expect(await notas({ pedido: pedido.b.codigo })).toEqual([notaB]);
    expect(await notas({ chassi: pedido.b.chassi })).toEqual([notaB]);
    expect(await notas({ pedido: pedido.a.codigo })).toEqual([]);
    expect(await notas({ pedido: pedido.b.codigo, steps: [1] })).toEqual([notaB]);
    expect(await notas({ pedido: pedido.b.codigo, steps: [2] })).toEqual([]);
    // no invoice is ever Sem NF Atrelada
    expect(await notas({ steps: [6] })).toEqual([]);
    expect(await notas({ pedido: pedido.b.codigo, dataDe: '2026-11-20', dataAte: '2026-11-20' })).toEqual([notaB]);
    expect(await notas({ pedido: pedido.b.codigo, dataDe: '2026-11-21' })).toEqual([]);
    expect(await notas({ pedido: pedido.b.codigo, dataAte: '2026-11-19' })).toEqual([]);
  });
});

describe('the invoice’s issue date (stock-billing-swaps.md §5: weekends disabled)', () => {
  it('a weekend issue date is refused with the pt-BR message and nothing is written', async () => {
    const contar = async () => await contarLinhas(t.tdb.db, 'notas_fiscais');
    const antes = await contar();
    const url = await enviarNf();
    for (const dataEmissao of ['2026-11-21', '2026-11-22']) {
      const r = await t.call('POST', 'notas/fiscais', {
        token: morumbi,
        body: { pedidosId: [ids.a], numeroNotaFiscal: '555', dataEmissao, urlNotaFiscal: url },
      });
      expect(r.statusCode).toBe(400);
      expect((r.json() as { errors: string[] }).errors).toEqual([nfMsg.dataEmissaoFimDeSemana]);
    }
    expect(await contar()).toBe(antes);
    expect(await comissoes({ pedido: pedido.a.codigo, steps: [6] })).toEqual([ids.a]);
  });
});
