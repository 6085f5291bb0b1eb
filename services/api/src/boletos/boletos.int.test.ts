import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { registrarNoBanco, conciliarPagamento, marcarVencido } from '@portal/core/boletos/index';
import { criarBancoBoletos } from '@portal/core/boletos/bank/banco';
import { pedidoDeTeste } from '@portal/core/testing/pedidos';
import { principal } from '@portal/core/testing/swaps';
import { validarLinhaDigitavel } from '@portal/contracts/boletos/febraban';
import type { Principal } from '@portal/core/access/principal';
import { migrations } from '@portal/core/db/migrations/index';
import { createTestApp, type TestApp, USUARIOS_VENDA_DIRETA } from '../testing/app.ts';
import { contarLinhas } from '../testing/contagem.ts';

let t: TestApp;
let tk: Record<'admin' | 'fin' | 'vd' | 'morumbi' | 'jardins', string>;
let admin: Principal, morumbi: Principal;
const data = <T>(r: { json(): unknown }) => (r.json() as { data: T }).data;
const errors = (r: { json(): unknown }) => (r.json() as { errors: string[] }).errors;
const core = () => ({ db: t.tdb.db, now: () => t.clock.now });
const banco = () => criarBancoBoletos({ db: t.tdb.db, env: {}, now: () => t.clock.now });

/** a Monday, 10:00 in São Paulo: issue dates are weekdays */
const HOJE = new Date('2026-11-23T13:00:00Z');
/** moves the clock and signs everyone in again (tokens last 8 hours) */
async function relogio(quando: Date) {
  t.clock.now = quando;
  tk = await t.entrar(USUARIOS_VENDA_DIRETA);
}

beforeAll(async () => {
  t = await createTestApp();
  await relogio(HOJE);
  admin = await principal(t.tdb.db, 'admin@demo.portal.com.br');
  morumbi = await principal(t.tdb.db, 'dealer.morumbi@demo.portal.com.br');
});
afterAll(async () => t?.close());

const pedido = (opts: Parameters<typeof pedidoDeTeste>[3] = { prePagamento: true, ate: 'inserirBoletos' }) =>
  pedidoDeTeste(t.tdb.db, () => t.clock.now, { admin, dealer: morumbi }, opts);
const parcela = (over: Record<string, unknown> = {}) => ({
  tipoPagamento: 'Parcial',
  valorTotal: 494_000,
  valorParcial: 100_000,
  numeroParcela: 1,
  quantidadeVezes: 2,
  dataEmissao: '2026-11-23',
  ...over,
});
const emitir = (token: string, pedidoId: number, body: Record<string, unknown>) => t.call('POST', `boleto/emitir/${pedidoId}`, { token, body });

describe('POST boleto/emitir/{orderId}', () => {
  it('records the boleto Não Emitido (no Temporal here: the worker registers it), due 5 days after issue; the order lists it', async () => {
    const p = await pedido();
    const r = await emitir(tk.fin, p, parcela());
    expect(r.statusCode, r.body).toBe(200);
    const d = data<{ boleto: { id: number; status: string; dataVencimento: string; valorBoleto: number }; mensagem: string }>(r);
    // issued Monday 23/11: 5 days later is Saturday 28/11, so the due date moves to Monday 30/11
    expect(d.boleto).toMatchObject({ status: 'Não Emitido', dataVencimento: '30/11/2026', valorBoleto: 100_000 });
    expect(d.mensagem).toMatch(/enviado para emissão/);
    const ordem = data<{ pedidoBoletos: { id: number }[] }>(await t.call('GET', `pedidos/${p}`, { token: tk.morumbi }));
    expect(ordem.pedidoBoletos.map((b) => b.id)).toEqual([d.boleto.id]);
  });

  it('refuses what the order screen refuses, with its messages, and stores nothing', async () => {
    const p = await pedido();
    const antes = await contarLinhas(t.tdb.db, 'boletos');
    expect(errors(await emitir(tk.fin, p, parcela({ tipoPagamento: null })))).toEqual(['Selecione uma forma de pagamento.']);
    expect(errors(await emitir(tk.fin, p, parcela({ valorParcial: 600_000 })))[0]).toBe(
      'A soma dos valores dos boletos não pode exceder o valor total do veículo.',
    );
    expect(errors(await emitir(tk.fin, p, parcela({ dataEmissao: '2026-11-20' })))[0]).toBe('A data de emissão não pode ser anterior a hoje.');
    expect(errors(await emitir(tk.fin, p, parcela({ dataEmissao: '2026-11-28' })))[0]).toBe('A data de emissão não pode cair em um sábado ou domingo.');
    expect((await emitir(tk.jardins, p, parcela())).statusCode).toBe(404);
    const depois = await contarLinhas(t.tdb.db, 'boletos');
    expect(depois).toBe(antes);
    // Financiado allows 3 boletos; a fourth is refused
    for (const n of [1, 2, 3]) expect((await emitir(tk.fin, p, parcela({ numeroParcela: n, quantidadeVezes: 3, valorParcial: 10_000 }))).statusCode).toBe(200);
    expect(errors(await emitir(tk.fin, p, parcela({ numeroParcela: 3, quantidadeVezes: 3, valorParcial: 10_000 })))[0]).toBe('O máximo são 3 boletos.');
  });

  it('an order whose sale is not approved yet takes no boleto', async () => {
    const p = await pedido({});
    const r = await emitir(tk.fin, p, parcela());
    expect(r.statusCode).toBe(422);
    expect(errors(r)[0]).toBe('Os boletos são inseridos depois da aprovação da venda.');
  });

  it('a cancelled order takes no boleto', async () => {
    const p = await pedido();
    expect((await t.call('POST', `pedidos/cancelar/${p}`, { token: tk.vd, body: { motivo: 'Cliente desistiu' } })).statusCode).toBe(200);
    const r = await emitir(tk.fin, p, parcela());
    expect(r.statusCode).toBe(422);
    expect(errors(r)[0]).toBe('Não é possível emitir boleto para um pedido cancelado.');
  });
});

describe('the boletos screen', () => {
  it('registered → PDF; cancel; Vencido → reissue; log; report; dealers see only their own', async () => {
    const p = await pedido();
    const { boleto } = data<{ boleto: { id: number } }>(await emitir(tk.fin, p, parcela()));
    const semPdf = await t.call('GET', `boleto/gerar-pdf/${boleto.id}`, { token: tk.fin });
    expect(semPdf.statusCode).toBe(422);
    expect(errors(semPdf)[0]).toBe('Não há um boleto emitido para abrir o PDF.');
    expect(await registrarNoBanco(core(), banco(), boleto.id)).toBe('emitido');
    const lista = data<{ rows: { id: number; status: string; linhaDigitavel: string }[] }>(
      await t.call('POST', 'pedidos/boletos', {
        token: tk.morumbi,
        body: { pedido: String((await t.tdb.db.selectFrom('pedidos').select('codigo').where('id', '=', p).executeTakeFirstOrThrow()).codigo) },
      }),
    );
    expect(lista.rows[0]).toMatchObject({ id: boleto.id, status: 'Emitido' });
    expect(validarLinhaDigitavel(lista.rows[0]!.linhaDigitavel).valida).toBe(true);
    expect(
      data<{ rows: unknown[] }>(await t.call('POST', 'pedidos/boletos', { token: tk.jardins, body: { per_page: 100 } })).rows.some(
        (r) => (r as { id: number }).id === boleto.id,
      ),
    ).toBe(false);
    const pdf = await t.call('GET', `boleto/gerar-pdf/${boleto.id}`, { token: tk.morumbi });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="Boleto_${boleto.id}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.call('GET', `boleto/gerar-pdf/${boleto.id}`, { token: tk.jardins })).statusCode).toBe(404);

    // the due date passes: Vencido, then reissued
    await relogio(new Date('2026-12-02T13:00:00Z'));
    expect(await marcarVencido(core(), boleto.id)).toBe('vencido');
    expect((await t.call('POST', `boleto/reemitir/${boleto.id}`, { token: tk.morumbi })).statusCode).toBe(403);
    const re = await t.call('POST', `boleto/reemitir/${boleto.id}`, { token: tk.fin });
    expect(re.statusCode, re.body).toBe(200);
    const { novoBoletoId } = data<{ novoBoletoId: number }>(re);
    expect((await t.call('POST', `boleto/reemitir/${boleto.id}`, { token: tk.fin })).statusCode).toBe(422);
    const log = data<{ step: string; user: { nome: string } }[]>(await t.call('GET', `boleto/log/${boleto.id}`, { token: tk.fin }));
    expect(log.map((l) => l.step)).toEqual(['Não Emitido', 'Emitido', 'Vencido', 'Cancelado']);
    expect(log[0]!.user.nome).toBe('Fernanda Financeiro');
    const cancel = await t.call('PATCH', `boleto/cancelar/${novoBoletoId}`, { token: tk.fin });
    expect(cancel.statusCode).toBe(200);
    expect(data<string>(cancel)).toBe('Boleto cancelado com sucesso!');
    expect((await t.call('PATCH', `boleto/cancelar/${novoBoletoId}`, { token: tk.fin })).statusCode).toBe(422);
    await relogio(HOJE);

    const x = await t.call('POST', 'relatorios/boletos', { token: tk.fin, body: {} });
    expect(x.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(x.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.getRow(1).getCell(1).value).toBe('Pedido');
  });

  it('the sandbox bank pays, the reconciliation records Pago once; then 7 → 8 no longer needs the confirmation', async () => {
    const p = await pedido({ prePagamento: false, ate: 'faturamentoRegular' });
    // regular order at 5: billing approved → 6, boleto inserted, proof confirmed → 7
    const mover = async (token: string, step: number, extra: Record<string, unknown> = {}) => {
      const { contexto: _c, pedidoBoletos: _b, ...body } = data<Record<string, unknown>>(await t.call('GET', `pedidos/${p}`, { token: tk.admin }));
      return t.call('PUT', `pedidos/${p}`, { token, body: { ...body, steps: { id: step }, ...extra } });
    };
    expect((await mover(tk.admin, 6)).statusCode).toBe(200);
    const { boleto } = data<{ boleto: { id: number } }>(
      await emitir(tk.morumbi, p, parcela({ tipoPagamento: 'Total', valorParcial: null, valorTotal: 494_000, numeroParcela: 1, quantidadeVezes: 1 })),
    );
    await registrarNoBanco(core(), banco(), boleto.id);
    expect((await mover(tk.morumbi, 7)).statusCode).toBe(200);
    const aberto = await mover(tk.fin, 8);
    expect(aberto.statusCode).toBe(422);
    expect(errors(aberto)).toEqual(['Todos os boletos precisam ser pagos para Liberar para Transporte. Tem certeza que deseja continuar?.']);
    expect((await t.call('POST', `boleto/sandbox/pagar/${boleto.id}`, { token: tk.morumbi })).statusCode).toBe(403);
    expect((await t.call('POST', `boleto/sandbox/pagar/${boleto.id}`, { token: tk.fin })).statusCode).toBe(200);
    expect(await conciliarPagamento(core(), banco(), boleto.id)).toBe('pago');
    expect(await conciliarPagamento(core(), banco(), boleto.id)).toBe('pago');
    expect((await mover(tk.fin, 8)).statusCode).toBe(200);
  });

  it('7 → 8 with an open boleto goes through with "Tenho Certeza", and the history says so', async () => {
    const p = await pedido({ prePagamento: false, ate: 'faturamentoRegular' });
    const mover = async (token: string, step: number, extra: Record<string, unknown> = {}) => {
      const { contexto: _c, pedidoBoletos: _b, ...body } = data<Record<string, unknown>>(await t.call('GET', `pedidos/${p}`, { token: tk.admin }));
      return t.call('PUT', `pedidos/${p}`, { token, body: { ...body, steps: { id: step }, ...extra } });
    };
    await mover(tk.admin, 6);
    await emitir(tk.fin, p, parcela());
    await mover(tk.admin, 7);
    const ok = await mover(tk.fin, 8, { AprovarPagamento: true });
    expect(ok.statusCode, ok.body).toBe(200);
    const log = data<{ id: number; motivo: string | null }[]>(await t.call('GET', `pedidos/${p}/log`, { token: tk.admin }));
    expect(log.at(-1)).toMatchObject({ id: 8 });
    expect(log.at(-1)!.motivo).toMatch(/Tenho Certeza/);
  });
});

describe('/gera-boleto: the buyer’s second copy', () => {
  const codigoDe = async (boletoId: number) =>
    (await t.tdb.db.selectFrom('boletos_codigo_acesso').select('codigo').where('boleto_id', '=', boletoId).executeTakeFirstOrThrow()).codigo;
  const segundaVia = (body: Record<string, unknown>) => t.call('POST', 'boleto/segunda-via', { body });

  it('answers the open boletos only for the order code, the buyer’s CPF and the boleto’s access code, and the PDF; the same 404 for anything else', async () => {
    t.clock.now = new Date('2026-11-23T14:00:00Z');
    const p = await pedido();
    const { codigo } = await t.tdb.db.selectFrom('pedidos').select('codigo').where('id', '=', p).executeTakeFirstOrThrow();
    const { boleto } = data<{ boleto: { id: number } }>(await emitir(tk.fin, p, parcela()));
    // the code is recorded with the boleto: 12 characters of the unambiguous alphabet, not the order's number
    const acesso = await codigoDe(boleto.id);
    expect(acesso).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
    expect(acesso).not.toContain(codigo.replace(/\D/g, ''));
    const impresso = `${acesso.slice(0, 4)}-${acesso.slice(4, 8)}-${acesso.slice(8)}`.toLowerCase();
    expect((await segundaVia({ pedido: codigo, documento: '529.982.247-25', codigoAcesso: acesso })).statusCode).toBe(404);
    await registrarNoBanco(core(), banco(), boleto.id);
    const ok = await segundaVia({ pedido: codigo.toLowerCase(), documento: '529.982.247-25', codigoAcesso: impresso });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(data<{ id: number }[]>(ok).map((b) => b.id)).toEqual([boleto.id]);
    // the order code and the document alone are not enough any more; a wrong code answers exactly as an unknown order
    const semCodigo = await segundaVia({ pedido: codigo, documento: '529.982.247-25' });
    expect(semCodigo.statusCode).toBe(400);
    const errado = await segundaVia({ pedido: codigo, documento: '529.982.247-25', codigoAcesso: acesso === 'A'.repeat(12) ? 'B'.repeat(12) : 'A'.repeat(12) });
    const desconhecido = await segundaVia({ pedido: 'VD999999', documento: '529.982.247-25', codigoAcesso: acesso });
    const outro = await segundaVia({ pedido: codigo, documento: '111.444.777-35', codigoAcesso: acesso });
    for (const r of [errado, desconhecido, outro]) {
      expect(r.statusCode).toBe(404);
      expect(r.body).toBe(desconhecido.body);
    }
    expect(errors(outro)[0]).toBe('Nenhum boleto em aberto para este pedido, este CPF/CNPJ e este código de acesso.');
    const pdf = await t.call('POST', 'boleto/segunda-via/pdf', {
      body: { pedido: codigo, documento: '52998224725', codigoAcesso: acesso, boletoId: boleto.id },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const body = { pedido: codigo, documento: '52998224725', boletoId: boleto.id };
    expect((await t.call('POST', 'boleto/segunda-via/pdf', { body: { ...body, documento: '11144477735', codigoAcesso: acesso } })).statusCode).toBe(404);
    expect((await t.call('POST', 'boleto/segunda-via/pdf', { body: { ...body, codigoAcesso: 'A'.repeat(12) } })).statusCode).toBe(
      acesso === 'A'.repeat(12) ? 200 : 404,
    );
  });

  it('a reissued boleto gets its own code, and the expired slip’s code still finds the boleto that replaced it', async () => {
    await relogio(new Date('2026-11-23T15:00:00Z'));
    const p = await pedido();
    const { codigo } = await t.tdb.db.selectFrom('pedidos').select('codigo').where('id', '=', p).executeTakeFirstOrThrow();
    const { boleto } = data<{ boleto: { id: number } }>(await emitir(tk.fin, p, parcela()));
    await registrarNoBanco(core(), banco(), boleto.id);
    const antigo = await codigoDe(boleto.id);
    await relogio(new Date('2026-12-02T13:00:00Z'));
    expect(await marcarVencido(core(), boleto.id)).toBe('vencido');
    const { novoBoletoId } = data<{ novoBoletoId: number }>(await t.call('POST', `boleto/reemitir/${boleto.id}`, { token: tk.fin }));
    await registrarNoBanco(core(), banco(), novoBoletoId);
    const novo = await codigoDe(novoBoletoId);
    expect(novo).not.toBe(antigo);
    for (const c of [antigo, novo]) {
      const r = await segundaVia({ pedido: codigo, documento: '52998224725', codigoAcesso: c });
      expect(r.statusCode, r.body).toBe(200);
      expect(data<{ id: number }[]>(r).map((b) => b.id)).toEqual([novoBoletoId]);
    }
    await relogio(HOJE);
  });

  it('limits the lookups per CPF/CNPJ (10 an hour) whatever the code and the order, then answers again in the next window', async () => {
    t.clock.now = new Date('2026-11-23T17:10:00Z');
    const p = await pedido();
    const { codigo } = await t.tdb.db.selectFrom('pedidos').select('codigo').where('id', '=', p).executeTakeFirstOrThrow();
    const { boleto } = data<{ boleto: { id: number } }>(await emitir(tk.fin, p, parcela()));
    await registrarNoBanco(core(), banco(), boleto.id);
    const acesso = await codigoDe(boleto.id);
    for (let i = 0; i < 10; i++) expect((await segundaVia({ pedido: `VD${900000 + i}`, documento: '52998224725', codigoAcesso: acesso })).statusCode).toBe(404);
    const bloqueado = await segundaVia({ pedido: codigo, documento: '529.982.247-25', codigoAcesso: acesso });
    expect(bloqueado.statusCode).toBe(429);
    expect(errors(bloqueado)).toEqual(['Muitas tentativas. Aguarde alguns instantes e tente novamente.']);
    // another document is counted apart
    expect((await segundaVia({ pedido: codigo, documento: '11144477735', codigoAcesso: acesso })).statusCode).toBe(404);
    // the table keeps no document, only its hash
    const chaves = await t.tdb.db.selectFrom('boletos_consultas_documento').select('documento_hash').execute();
    expect(chaves.every((c) => /^[0-9a-f]{64}$/.test(c.documento_hash))).toBe(true);
    t.clock.now = new Date('2026-11-23T18:00:00Z');
    expect((await segundaVia({ pedido: codigo, documento: '52998224725', codigoAcesso: acesso })).statusCode).toBe(200);
    await relogio(HOJE);
  });

  it('the migration gives every boleto recorded before it a code of its own', async () => {
    const db = t.tdb.db;
    const migracao = migrations['2026-11-27T1000-boletos-codigo-acesso']!;
    await migracao.down!(db);
    await migracao.up(db);
    const boletos = await db.selectFrom('boletos').select('id').execute();
    expect(boletos.length).toBeGreaterThan(3);
    const codigos = await db.selectFrom('boletos_codigo_acesso').select(['boleto_id', 'codigo']).execute();
    expect(codigos.map((c) => c.boleto_id).sort((a, b) => a - b)).toEqual(boletos.map((b) => b.id).sort((a, b) => a - b));
    expect(codigos.every((c) => /^[0-9A-HJKMNP-TV-Z]{12}$/.test(c.codigo))).toBe(true);
    expect(new Set(codigos.map((c) => c.codigo)).size).toBe(codigos.length);
  });
});
