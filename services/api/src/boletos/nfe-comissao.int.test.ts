import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pedidoDeTeste, pdfDeDemonstracao } from '@portal/core/testing/pedidos';
import { principal } from '@portal/core/testing/swaps';
import type { Principal } from '@portal/core/access/principal';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { multipartArquivo } from '../testing/envios.ts';

/**
 * POST pedidos/boletos (the boletos screen and the order list's installments tab): each row's `nfeComissao` is the number
 * of the commission's current NF-e (the newest invoice that lists the order), as `pedidos/listar` answers it.
 */
let t: TestApp;
const tk = {} as Record<'fin' | 'morumbi' | 'jardins', string>;
let admin: Principal, morumbi: Principal;
const data = <T>(r: { json(): unknown }) => (r.json() as { data: T }).data;
type Linha = { id: number; pedido: string; pedidoId: number; nfeComissao: string | null };

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-11-23T13:00:00Z');
  tk.fin = await t.login('financeiro@demo.portal.com.br');
  tk.morumbi = await t.login('dealer.morumbi@demo.portal.com.br');
  tk.jardins = await t.login('dealer.jardins@demo.portal.com.br');
  admin = await principal(t.tdb.db, 'admin@demo.portal.com.br');
  morumbi = await principal(t.tdb.db, 'dealer.morumbi@demo.portal.com.br');
}, 120_000);
afterAll(async () => t?.close());

const boletosDe = async (token: string, codigo: string) => t.call('POST', 'pedidos/boletos', { token, body: { page: 1, per_page: 10, pedido: [codigo] } });

describe('POST pedidos/boletos: nfeComissao', () => {
  it('is null until the commission gets its NF-e, then that NF-e’s number', async () => {
    const id = await pedidoDeTeste(t.tdb.db, () => t.clock.now, { admin, dealer: morumbi }, { prePagamento: true, ate: 'inserirBoletos' });
    const { codigo, valor_comissao } = await t.tdb.db.selectFrom('pedidos').select(['codigo', 'valor_comissao']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(Number(valor_comissao)).toBeGreaterThan(0);
    const b = await t.call('POST', `boleto/emitir/${id}`, {
      token: tk.fin,
      body: { tipoPagamento: 'Parcial', valorTotal: 494_000, valorParcial: 100_000, numeroParcela: 1, quantidadeVezes: 2, dataEmissao: '2026-11-23' },
    });
    expect(b.statusCode, b.body).toBe(200);
    const antes = data<{ rows: Linha[] }>(await boletosDe(tk.morumbi, codigo)).rows;
    expect(antes.map((r) => [r.pedidoId, r.nfeComissao])).toEqual([[id, null]]);

    const m = multipartArquivo('nf.pdf', pdfDeDemonstracao('NF-e'));
    const envio = await t.app.inject({
      method: 'POST',
      url: '/api/v1/genericos/enviar/geral?finalidade=nfe',
      headers: { 'content-type': m.contentType, authorization: `Bearer ${tk.morumbi}` },
      payload: m.payload,
    });
    expect(envio.statusCode, envio.body).toBe(200);
    const nf = await t.call('POST', 'notas/fiscais', {
      token: tk.morumbi,
      body: {
        pedidosId: [id],
        numeroNotaFiscal: '7788',
        urlNotaFiscal: data<{ filesUploaded: string[] }>(envio).filesUploaded[0],
        concessionariasId: morumbi.concessionariaId,
      },
    });
    expect(nf.statusCode, nf.body).toBe(201);
    const depois = data<{ rows: Linha[] }>(await boletosDe(tk.morumbi, codigo)).rows;
    expect(depois.map((r) => r.nfeComissao)).toEqual(['7788']);
    // the same number pedidos/listar answers for the order
    const lista = data<{ rows: { id: number; nfeComissao: string | null }[] }>(
      await t.call('POST', 'pedidos/listar', { token: tk.morumbi, body: { page: 1, per_page: 10, pedido: [codigo] } }),
    ).rows;
    expect(lista.find((r) => r.id === id)?.nfeComissao).toBe('7788');

    // another dealer does not see the order's boletos; a filter that is not one is 400 in pt-BR
    expect(data<{ rows: Linha[]; total: number }>(await boletosDe(tk.jardins, codigo))).toMatchObject({ rows: [], total: 0 });
    const ruim = await t.call('POST', 'pedidos/boletos', { token: tk.morumbi, body: { page: 1, statusId: 'x' } });
    expect(ruim.statusCode).toBe(400);
    expect((ruim.json() as { errors: string[] }).errors[0]).toMatch(/[a-zà-ú]/i);
  });
});
