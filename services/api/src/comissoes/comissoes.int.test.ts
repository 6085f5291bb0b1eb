import { join } from 'node:path';
import { ArmazenamentoEmDisco } from '@portal/core/storage/index';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import ExcelJS from 'exceljs';
import { pedidoDeTeste } from '@portal/core/testing/pedidos';

import { principal } from '@portal/core/testing/swaps';

import { pdf } from '@portal/core/testing/arquivos';

import { nfMsg } from '@portal/contracts/comissoes/messages';

import type { Principal } from '@portal/core/access/principal';
import { seedComissoes } from '@portal/core/demo/comissoes';

import { rebuildProjections } from '@portal/core/contexts';

import { createTestApp, type TestApp, USUARIOS_VENDA_DIRETA } from '../testing/app.ts';
import { contarLinhas } from '../testing/contagem.ts';
import { primeiraAba } from '../testing/planilhas.ts';

import { enviarParaAnexar } from '../testing/envios.ts';

let t: TestApp;
let tk: Record<'admin' | 'fin' | 'vd' | 'morumbi' | 'jardins' | 'regionais', string>;
let admin: Principal, morumbi: Principal;
let cnpjMorumbi: string;
const data = <T>(r: { json(): unknown }) => (r.json() as { data: T }).data;
const errors = (r: { json(): unknown }) => (r.json() as { errors: string[] }).errors;

/** a Monday, 10:00 in São Paulo */
const HOJE = new Date('2026-11-23T13:00:00Z');
const EMISSAO = '2026-11-20';

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = HOJE;
  tk = await t.entrar({ ...USUARIOS_VENDA_DIRETA, regionais: 'regionais' });
  admin = await principal(t.tdb.db, 'admin@demo.portal.com.br');
  morumbi = await principal(t.tdb.db, 'dealer.morumbi@demo.portal.com.br');
  cnpjMorumbi = (
    await t.tdb.db.selectFrom('concessionaria_cnpjs').select('cnpj').where('concessionaria_id', '=', morumbi.concessionariaId!).executeTakeFirstOrThrow()
  ).cnpj;
});
afterAll(async () => t?.close());

/** an order of Morumbi at step 5 (Faturamento): its sale is approved, so its commission can be invoiced */
const comissao = () => pedidoDeTeste(t.tdb.db, () => t.clock.now, { admin, dealer: morumbi }, { ate: 'faturamentoRegular' });
const valorDe = async (ids: number[]) =>
  (await t.tdb.db.selectFrom('pedidos').select('valor_comissao').where('id', 'in', ids).execute()).reduce(
    (s, p) => s + Math.round(Number(p.valor_comissao) * 100),
    0,
  ) / 100;

const enviar = (token: string, nome: string, conteudo: Buffer) => enviarParaAnexar(t.app, token, nome, conteudo, { finalidade: 'nfe' });
const nfeXml = (o: { numero: string; data: string; valor: number; cnpj: string }) =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><NFe><infNFe Id="NFe3526" versao="4.00">` +
      `<ide><cUF>35</cUF><mod>55</mod><nNF>${o.numero}</nNF><dhEmi>${o.data}T10:00:00-03:00</dhEmi></ide>` +
      `<emit><CNPJ>${o.cnpj}</CNPJ><xNome>Autostar Morumbi</xNome></emit><dest><CNPJ>33000167000101</CNPJ></dest>` +
      `<total><ICMSTot><vNF>${o.valor.toFixed(2)}</vNF></ICMSTot></total></infNFe></NFe></nfeProc>\n`,
  );

const atrelar = (token: string, body: Record<string, unknown>) => t.call('POST', 'notas/fiscais', { token, body });
const mover = (token: string, ids: number[], steps: number, comentario?: string) =>
  t.call('PUT', 'notas/fiscais/alterar/steps', { token, body: { ids, steps, ...(comentario ? { comentario } : {}) } });
const contar = async () => ({
  notas: await contarLinhas(t.tdb.db, 'notas_fiscais'),
  eventos: Number(
    (
      await t.tdb.db
        .selectFrom('events')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('stream_type', '=', 'nota-fiscal')
        .executeTakeFirstOrThrow()
    ).n,
  ),
});
async function nova(ids: number[], token = tk.morumbi, over: Record<string, unknown> = {}): Promise<number> {
  const url = await enviar(token, 'nf.pdf', pdf());
  const r = await atrelar(token, {
    pedidosId: ids,
    numeroNotaFiscal: String(1000 + ids[0]!),
    dataEmissao: EMISSAO,
    valorNotaFiscal: await valorDe(ids),
    valorComissao: await valorDe(ids),
    cnpjEmitente: cnpjMorumbi,
    urlNotaFiscal: url,
    concessionariasId: morumbi.concessionariaId,
    ...over,
  });
  expect(r.statusCode, r.body).toBe(201);
  return data<{ id: number }>(r).id;
}
type Comissao = { id: number; status: string; stepId: number; nfeComissao: string | null; notaFiscalId: number | null; valorComissao: number };
type Nota = {
  id: number;
  step: string;
  stepId: number;
  numeroNotaFiscal: string;
  pedidosId: number[];
  valorNotaFiscal: number | null;
  dataEmissao: string | null;
  avisos: string[];
  comentario: string | null;
};
const comissoes = async (token: string, body: Record<string, unknown> = {}) =>
  data<{ rows: Comissao[]; total: number }>(await t.call('POST', 'notas/fiscais/comissoes/listar', { token, body: { per_page: 100, ...body } }));
const notas = async (token: string, body: Record<string, unknown> = {}) =>
  data<{ rows: Nota[]; total: number }>(await t.call('POST', 'notas/fiscais/listar', { token, body: { per_page: 100, ...body } }));

describe('Comissões tab and Atrelar Nota Fiscal', () => {
  it('lists the commission Sem NF Atrelada; the dealer attaches one NF-e for two orders; both show it, Provisionamento', async () => {
    const [a, b] = [await comissao(), await comissao()];
    const antes = (await comissoes(tk.morumbi)).rows.filter((r) => r.id === a || r.id === b);
    expect(antes.map((r) => [r.status, r.stepId, r.nfeComissao])).toEqual([
      ['Sem NF Atrelada', 6, null],
      ['Sem NF Atrelada', 6, null],
    ]);
    const id = await nova([a, b]);
    const depois = (await comissoes(tk.morumbi, { steps: 1 })).rows.filter((r) => r.id === a || r.id === b);
    expect(depois.map((r) => [r.status, r.nfeComissao, r.notaFiscalId])).toEqual([
      ['Provisionamento', String(1000 + a), id],
      ['Provisionamento', String(1000 + a), id],
    ]);
    const nf = (await notas(tk.morumbi)).rows.find((n) => n.id === id)!;
    expect(nf).toMatchObject({ step: 'Provisionamento', stepId: 1, pedidosId: [a, b].sort((x, y) => x - y), valorNotaFiscal: await valorDe([a, b]) });
    const pedidosDaNota = data<Comissao[]>(await t.call('GET', `notas/fiscais/pedidos/${id}`, { token: tk.morumbi }));
    expect(pedidosDaNota.map((p) => p.id).sort()).toEqual([a, b].sort());
    // the order list shows the invoice of its commission
    const lista = data<{ rows: { id: number; nfeComissao: string | null }[] }>(
      await t.call('POST', 'pedidos/listar', { token: tk.morumbi, body: { per_page: 100 } }),
    );
    expect(lista.rows.find((r) => r.id === a)!.nfeComissao).toBe(String(1000 + a));
    // the stream records who attached and when
    const ev = await t.tdb.db.selectFrom('events').select(['type', 'metadata']).where('stream_id', '=', `nota-fiscal-${id}`).execute();
    expect(ev.map((e) => e.type)).toEqual(['NotaFiscalAtrelada']);
  });

  /** the warnings kept in the invoice's attach event */
  const avisosDoEvento = async (id: number) =>
    (
      (
        await t.tdb.db
          .selectFrom('events')
          .select('data')
          .where('stream_id', '=', `nota-fiscal-${id}`)
          .where('type', '=', 'NotaFiscalAtrelada')
          .orderBy('version', 'desc')
          .executeTakeFirstOrThrow()
      ).data as { avisos: string[] }
    ).avisos;

  it('accepts a value other than the commissions and an issuer that is not the dealer, with warnings answered, kept in the event and listed', async () => {
    const p = await comissao();
    const url = await enviar(tk.morumbi, 'nf.pdf', pdf());
    const valor = await valorDe([p]);
    const r1 = await atrelar(tk.morumbi, {
      pedidosId: [p],
      numeroNotaFiscal: '777',
      dataEmissao: EMISSAO,
      valorNotaFiscal: valor - 1,
      cnpjEmitente: cnpjMorumbi,
      urlNotaFiscal: url,
    });
    expect(r1.statusCode, r1.body).toBe(201);
    const brl = (v: number) => v.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
    const aviso = nfMsg.valorNaoConfere(brl(valor - 1), brl(valor));
    const a1 = data<{ id: number; mensagem: string; avisos: string[] }>(r1);
    expect(a1).toMatchObject({ mensagem: nfMsg.atrelada, avisos: [aviso] });
    expect(await avisosDoEvento(a1.id)).toEqual([aviso]);
    expect((await notas(tk.vd)).rows.find((n) => n.id === a1.id)).toMatchObject({ valorNotaFiscal: valor - 1, avisos: [aviso] });

    const p2 = await comissao();
    const outro = (
      await t.tdb.db.selectFrom('concessionaria_cnpjs').select('cnpj').where('concessionaria_id', '<>', morumbi.concessionariaId!).executeTakeFirstOrThrow()
    ).cnpj;
    const r2 = await atrelar(tk.morumbi, {
      pedidosId: [p2],
      numeroNotaFiscal: '779',
      dataEmissao: EMISSAO,
      valorNotaFiscal: await valorDe([p2]),
      cnpjEmitente: outro,
      urlNotaFiscal: await enviar(tk.morumbi, 'nf.pdf', pdf()),
    });
    expect(r2.statusCode, r2.body).toBe(201);
    const a2 = data<{ id: number; avisos: string[] }>(r2);
    expect(a2.avisos).toEqual([nfMsg.cnpjNaoConfere(outro)]);
    expect(await avisosDoEvento(a2.id)).toEqual([nfMsg.cnpjNaoConfere(outro)]);
  });

  it('the note value: -100 accepted, -100.01 and a text that is not a number refused with the pt-BR message', async () => {
    const p = await comissao();
    const base = { pedidosId: [p], numeroNotaFiscal: '780', dataEmissao: EMISSAO, cnpjEmitente: cnpjMorumbi };
    const antes = await contar();
    for (const valorNotaFiscal of [-100.01, 'abc', '12,3,4', '-1e9'] as const) {
      const r = await atrelar(tk.morumbi, { ...base, valorNotaFiscal, urlNotaFiscal: await enviar(tk.morumbi, 'nf.pdf', pdf()) });
      expect([r.statusCode, errors(r)[0]], String(valorNotaFiscal)).toEqual([400, nfMsg.valorInvalido]);
    }
    expect(await contar()).toEqual(antes);
    const r = await atrelar(tk.morumbi, { ...base, valorNotaFiscal: -100, urlNotaFiscal: await enviar(tk.morumbi, 'nf.pdf', pdf()) });
    expect(r.statusCode, r.body).toBe(201);
    const { id, avisos } = data<{ id: number; avisos: string[] }>(r);
    expect(avisos).toHaveLength(1);
    expect(avisos[0]).toMatch(/^O valor da nota fiscal \(-R\$\u00a0100,00\) não confere/);
    expect((await notas(tk.morumbi)).rows.find((n) => n.id === id)!.valorNotaFiscal).toBe(-100);
    // a numeric text is a number
    const p2 = await comissao();
    const r2 = await atrelar(tk.morumbi, { ...base, pedidosId: [p2], valorNotaFiscal: '-99,5', urlNotaFiscal: await enviar(tk.morumbi, 'nf.pdf', pdf()) });
    expect(r2.statusCode, r2.body).toBe(201);
    expect((await notas(tk.morumbi)).rows.find((n) => n.id === data<{ id: number }>(r2).id)!.valorNotaFiscal).toBe(-99.5);
  });

  it('only the orders and the file are required: an attach with nothing typed is accepted, with warnings of what is missing', async () => {
    const p = await comissao();
    const r = await atrelar(tk.morumbi, { pedidosId: [p], urlNotaFiscal: await enviar(tk.morumbi, 'nf.pdf', pdf()), valorComissao: 'x' });
    expect(r.statusCode, r.body).toBe(201);
    const { id, avisos } = data<{ id: number; avisos: string[] }>(r);
    expect(avisos).toEqual([nfMsg.numeroNaoInformado, nfMsg.dataEmissaoNaoInformada, nfMsg.valorNaoInformado]);
    const nf = (await notas(tk.morumbi)).rows.find((n) => n.id === id)!;
    expect(nf).toMatchObject({ numeroNotaFiscal: '', dataEmissao: null, valorNotaFiscal: null, cnpjEmitente: '', valorComissao: await valorDe([p]) });
    // the provision report provisions the commissions' sum
    const prov = data<{ rows: { id: number; valorProvisionado: number; dataEmissao: string | null }[] }>(
      await t.call('POST', 'notas/fiscais/provisaoPagamento/listar', { token: tk.morumbi, body: { per_page: 100 } }),
    );
    expect(prov.rows.find((l) => l.id === id)).toMatchObject({ valorProvisionado: await valorDe([p]), dataEmissao: null });
  });

  it('bad input answers 400 in pt-BR and writes nothing', async () => {
    const p = await comissao();
    const url = await enviar(tk.morumbi, 'nf.pdf', pdf());
    const valor = await valorDe([p]);
    const base = { pedidosId: [p], numeroNotaFiscal: '778', dataEmissao: EMISSAO, valorNotaFiscal: valor, cnpjEmitente: cnpjMorumbi, urlNotaFiscal: url };
    const antes = await contar();
    const casos: [Record<string, unknown>, string][] = [
      [{ pedidosId: [] }, nfMsg.necessarioPedidos],
      [{ urlNotaFiscal: '' }, nfMsg.necessarioAnexar],
      [{ urlNotaFiscal: 'arquivos/0d7c6d2e-9a8b-4c1d-8e2f-3a4b5c6d7e8f' }, nfMsg.arquivoInvalido],
      [{ numeroNotaFiscal: '12A' }, nfMsg.numeroInvalido],
      [{ dataEmissao: '2026-11-21' }, nfMsg.dataEmissaoFimDeSemana],
      [{ dataEmissao: '2026-02-30' }, nfMsg.dataEmissaoInvalida],
      [{ valorNotaFiscal: -100.01 }, nfMsg.valorInvalido],
      [{ concessionariasId: 999 }, nfMsg.dealerNaoConfere],
    ];
    for (const [over, mensagem] of casos) {
      const r = await atrelar(tk.morumbi, { ...base, ...over });
      expect([r.statusCode, errors(r)[0]], JSON.stringify(over)).toEqual([400, mensagem]);
    }
    // an order whose sale is not approved has no commission yet
    const cedo = await pedidoDeTeste(t.tdb.db, () => t.clock.now, { admin, dealer: morumbi }, {});
    const r = await atrelar(tk.morumbi, { ...base, pedidosId: [cedo], valorNotaFiscal: await valorDe([cedo]) });
    expect(r.statusCode).toBe(400);
    expect(errors(r)[0]).toMatch(/não tem comissão a receber/);
    expect(await contar()).toEqual(antes);
  });

  it('reads number, issue date, value and issuer from an NF-e XML, keeps the file, and records the XML with a warning where a typed field disagrees', async () => {
    const p = await comissao();
    const valor = await valorDe([p]);
    const url = await enviar(tk.morumbi, 'nfe.xml', nfeXml({ numero: '004521', data: EMISSAO, valor, cnpj: cnpjMorumbi }));
    const r = await atrelar(tk.morumbi, { pedidosId: [p], urlNotaFiscal: url, numeroNotaFiscal: '4522', dataEmissao: '2026-11-19' });
    expect(r.statusCode, r.body).toBe(201);
    const { id, avisos } = data<{ id: number; avisos: string[] }>(r);
    expect(avisos).toEqual([nfMsg.xmlNaoConfere('O número da nota fiscal', '4522', '4521'), nfMsg.xmlNaoConfere('A data de emissão', '2026-11-19', EMISSAO)]);
    expect(await avisosDoEvento(id)).toEqual(avisos);
    const nf = (await notas(tk.morumbi, { numeroNotaFiscal: '4521' })).rows;
    expect(nf.map((n) => [n.id, n.numeroNotaFiscal, n.valorNotaFiscal, n.dataEmissao])).toEqual([[id, '4521', valor, '20/11/2026']]);
    // the file is kept and the dealer reads it back
    expect((await t.call('GET', `genericos/${url}`, { token: tk.morumbi })).statusCode).toBe(200);
    // an XML from another issuer is accepted with the warning
    const p2 = await comissao();
    const cnpjJardins = (
      await t.tdb.db.selectFrom('concessionaria_cnpjs').select('cnpj').where('concessionaria_id', '<>', morumbi.concessionariaId!).executeTakeFirstOrThrow()
    ).cnpj;
    const outro = await enviar(tk.morumbi, 'nfe.xml', nfeXml({ numero: '9', data: EMISSAO, valor: await valorDe([p2]), cnpj: cnpjJardins }));
    const r2 = await atrelar(tk.morumbi, { pedidosId: [p2], urlNotaFiscal: outro });
    expect([r2.statusCode, data<{ avisos: string[] }>(r2).avisos]).toEqual([201, [nfMsg.cnpjNaoConfere(cnpjJardins)]]);
  });

  it('an order with an invoice in progress is not attached again', async () => {
    const p = await comissao();
    await nova([p]);
    const url = await enviar(tk.morumbi, 'nf.pdf', pdf());
    const r = await atrelar(tk.morumbi, {
      pedidosId: [p],
      numeroNotaFiscal: '1',
      dataEmissao: EMISSAO,
      valorNotaFiscal: await valorDe([p]),
      cnpjEmitente: cnpjMorumbi,
      urlNotaFiscal: url,
    });
    expect(r.statusCode).toBe(400);
    expect(errors(r)[0]).toMatch(/já tem nota fiscal atrelada/);
  });
});

describe('dealer isolation', () => {
  it('another dealer sees none of Morumbi’s commissions or invoices: 404 on each', async () => {
    const p = await comissao();
    const id = await nova([p]);
    expect((await comissoes(tk.jardins)).rows.some((r) => r.id === p)).toBe(false);
    expect((await notas(tk.jardins)).rows.some((n) => n.id === id)).toBe(false);
    expect((await comissoes(tk.admin)).rows.some((r) => r.id === p)).toBe(true);
    expect((await t.call('GET', `notas/fiscais/pedidos/${id}`, { token: tk.jardins })).statusCode).toBe(404);
    expect((await t.call('GET', `notas/fiscais/comentarios/${id}`, { token: tk.jardins })).statusCode).toBe(404);
    expect((await mover(tk.jardins, [id], 2)).statusCode).toBe(404);
    const p2 = await comissao();
    const r = await atrelar(tk.jardins, {
      pedidosId: [p2],
      numeroNotaFiscal: '1',
      dataEmissao: EMISSAO,
      valorNotaFiscal: 1,
      cnpjEmitente: cnpjMorumbi,
      urlNotaFiscal: await enviar(tk.jardins, 'nf.pdf', pdf()),
    });
    expect(r.statusCode).toBe(404);
    // a profile without the function: 403
    expect((await t.call('POST', 'notas/fiscais/listar', { token: tk.regionais, body: {} })).statusCode).toBe(403);
  });
});

describe('steps: the three approvals, rejection, attach again', () => {
  it('Venda Direta → Administrador → Financeiro take it to Pago; the wrong role is refused; the stream records who and when', async () => {
    const id = await nova([await comissao()]);
    const naoPode = await mover(tk.morumbi, [id], 2);
    expect(naoPode.statusCode).toBe(422);
    expect((await mover(tk.fin, [id], 2)).statusCode).toBe(422);
    const r = await mover(tk.vd, [id], 2);
    expect([r.statusCode, data<{ mensagem: string }>(r).mensagem]).toEqual([200, nfMsg.stepAprovado]);
    expect((await mover(tk.vd, [id], 3)).statusCode).toBe(422);
    expect((await mover(tk.admin, [id], 3)).statusCode).toBe(200);
    expect((await mover(tk.fin, [id], 4)).statusCode).toBe(200);
    expect((await notas(tk.morumbi)).rows.find((n) => n.id === id)!.step).toBe('Pago');
    const ev = await t.tdb.db.selectFrom('events').select(['type', 'data']).where('stream_id', '=', `nota-fiscal-${id}`).orderBy('version').execute();
    expect(ev.map((e) => [e.type, (e.data as { actor: { nome: string } }).actor.nome])).toEqual([
      ['NotaFiscalAtrelada', 'Diego Morumbi'],
      ['VendasAprovadas', 'Vitor Venda Direta'],
      ['DiretoriaAprovada', 'Ana Administradora'],
      ['PagamentoRealizado', 'Fernanda Financeiro'],
    ]);
    const prov = data<{ rows: { id: number; valorPago: number; saldo: number; dataPagamento: string | null }[] }>(
      await t.call('POST', 'notas/fiscais/provisaoPagamento/listar', { token: tk.admin, body: { per_page: 100 } }),
    );
    expect(prov.rows.find((r) => r.id === id)).toMatchObject({ saldo: 0, dataPagamento: '23/11/2026' });
  });

  it('advances a batch that shares a step; mixed steps are refused and nothing moves', async () => {
    const [a, b, c] = [await nova([await comissao()]), await nova([await comissao()]), await nova([await comissao()])];
    expect((await mover(tk.admin, [a], 2)).statusCode).toBe(200);
    const misto = await mover(tk.admin, [a, b, c], 3);
    expect([misto.statusCode, errors(misto)[0]]).toEqual([400, nfMsg.loteMisto]);
    const lote = await mover(tk.admin, [b, c], 2);
    expect(lote.statusCode).toBe(200);
    const steps = (await notas(tk.admin)).rows.filter((n) => [a, b, c].includes(n.id)).map((n) => n.stepId);
    expect(steps).toEqual([2, 2, 2]);
    const fora = await mover(tk.admin, [a, b], 4);
    expect([fora.statusCode, errors(fora)[0]]).toEqual([400, nfMsg.stepNaoSegue('Aprovado Vendas', 'Pagamento Realizado')]);
    const duas = await mover(tk.admin, [a, b], 5, 'x');
    expect([duas.statusCode, errors(duas)[0]]).toEqual([400, nfMsg.reprovarApenasUma]);
  });

  it('rejects one with a comment the dealer reads; the dealer attaches again to the same invoice', async () => {
    const p = await comissao();
    const id = await nova([p]);
    const sem = await mover(tk.admin, [id], 5);
    expect([sem.statusCode, errors(sem)[0]]).toEqual([400, nfMsg.comentarioObrigatorio]);
    const r = await mover(tk.vd, [id], 5, 'Valor da NF divergente do pedido');
    expect([r.statusCode, data<{ mensagem: string }>(r).mensagem]).toEqual([200, nfMsg.reprovada]);
    const motivo = data<{ comentario: string; nomeUsuario: string }[]>(await t.call('GET', `notas/fiscais/comentarios/${id}`, { token: tk.morumbi }));
    expect(motivo[0]).toMatchObject({ comentario: 'Valor da NF divergente do pedido', nomeUsuario: 'Vitor Venda Direta' });
    expect((await comissoes(tk.morumbi, { steps: 5 })).rows.find((c) => c.id === p)!.status).toBe('Reprovado');
    const denovo = await nova([p], tk.morumbi, { numeroNotaFiscal: '5555' });
    expect(denovo).toBe(id);
    expect((await notas(tk.morumbi)).rows.find((n) => n.id === id)).toMatchObject({ stepId: 1, numeroNotaFiscal: '5555', comentario: null });
  });

  it('two concurrent step changes of the same invoice: one wins, the other gets 409', async () => {
    const id = await nova([await comissao()]);
    const rs = await Promise.all([mover(tk.admin, [id], 2), mover(tk.vd, [id], 2)]);
    expect(rs.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    // and a change from a list read before another user's: 409 too
    expect((await mover(tk.admin, [id], 2)).statusCode).toBe(409);
    const ev = await t.tdb.db.selectFrom('events').select('type').where('stream_id', '=', `nota-fiscal-${id}`).execute();
    expect(ev.map((e) => e.type)).toEqual(['NotaFiscalAtrelada', 'VendasAprovadas']);
  });
});

describe('Relatório de Provisão vs. Pagamento', () => {
  it('lists provisioned vs paid with totals and exports it as xlsx', async () => {
    const id = await nova([await comissao()]);
    const r = await t.call('POST', 'notas/fiscais/provisaoPagamento/listar', { token: tk.morumbi, body: { per_page: 100, dataDe: EMISSAO, dataAte: EMISSAO } });
    const d = data<{ rows: { id: number; valorProvisionado: number; valorPago: number; saldo: number }[]; totais: { provisionado: number; saldo: number } }>(r);
    expect(d.rows.find((x) => x.id === id)).toMatchObject({ valorPago: 0 });
    expect(d.totais.provisionado).toBeGreaterThan(0);
    const x = await t.call('POST', 'notas/fiscais/provisaoPagamento/exportar', { token: tk.morumbi, body: { dataDe: EMISSAO } });
    expect(x.statusCode).toBe(200);
    expect(x.headers['content-disposition']).toContain('PDD_Relatorio_Provisao_vs_Pagamento.xlsx');
    const ws = await primeiraAba(x);
    expect(ws.getRow(1).values).toContain('Valor Provisionado');
    expect(ws.rowCount - 1).toBe(d.rows.length);
    // another dealer's export has none of Morumbi's rows
    const j = await t.call('POST', 'notas/fiscais/provisaoPagamento/exportar', { token: tk.jardins, body: {} });
    const wj = new ExcelJS.Workbook();
    await wj.xlsx.load(j.rawPayload as unknown as ArrayBuffer);
    expect(wj.worksheets[0]!.rowCount).toBe(1);
  });
});

describe('demo data', () => {
  it('seeds commission invoices at Provisionamento, Aprovado Vendas, Pago and Reprovado through the real commands', async () => {
    const antes = (await t.tdb.db.selectFrom('notas_fiscais').select('id').execute()).map((r) => r.id);
    await seedComissoes(t.tdb.db, await ArmazenamentoEmDisco.abrir(join(t.dataDir, 'arquivos')));
    const arquivo = (await t.tdb.db.selectFrom('notas_fiscais').select('url_nota_fiscal').orderBy('id', 'desc').executeTakeFirstOrThrow()).url_nota_fiscal;
    expect((await t.call('GET', `genericos/${arquivo}`, { token: tk.admin })).statusCode).toBe(200);
    const novas = await t.tdb.db
      .selectFrom('notas_fiscais')
      .select(['step', 'comentario'])
      .where('id', 'not in', antes.length ? antes : [0])
      .orderBy('id')
      .execute();
    expect(novas.map((n) => n.step)).toEqual([1, 2, 4, 5]);
    expect(novas[3]!.comentario).toMatch(/emita uma nova NF-e/);
  });

  it('the invoices read model rebuilt from the events equals the live one', async () => {
    const [r] = await rebuildProjections(t.tdb.db, ['notas_fiscais']);
    expect(r).toMatchObject({ projection: 'notas_fiscais', equal: true, differences: [] });
    expect(r!.rows).toBeGreaterThan(10);
  });
});

describe("a commission invoice's approval-step deadline (conf17)", () => {
  it('attached it is due in 2 business days; each approval starts it again; paid it ends; the rebuild agrees', async () => {
    t.clock.now = HOJE;
    const id = await nova([await comissao()]);
    const prazo = () => t.tdb.db.selectFrom('prazos').selectAll().where('chave', '=', `nota-fiscal-${id}`).executeTakeFirst();
    // Monday 23/11 10:00 → Wednesday 25/11 10:00, the invoice's dealer the one who waits
    expect(await prazo()).toMatchObject({ tipo: 'nota-fiscal', registro_id: id, concessionaria_id: morumbi.concessionariaId });
    expect((await prazo())!.vence_em.toISOString()).toBe('2026-11-25T13:00:00.000Z');
    // Tuesday 24/11 09:00: Aprovado Vendas → Thursday 26/11 09:00
    t.clock.now = new Date('2026-11-24T12:00:00Z');
    tk = { ...tk, ...(await t.entrar({ vd: USUARIOS_VENDA_DIRETA.vd, admin: 'admin', fin: USUARIOS_VENDA_DIRETA.fin })) };
    expect((await mover(tk.vd, [id], 2)).statusCode).toBe(200);
    expect((await prazo())!.vence_em.toISOString()).toBe('2026-11-26T12:00:00.000Z');
    expect((await prazo())!.concessionaria_id).toBe(morumbi.concessionariaId);
    expect((await rebuildProjections(t.tdb.db, ['prazos']))[0]).toMatchObject({ projection: 'prazos', equal: true });
    // tab Notas Fiscais: the 'Prazo' column and filter (Thursday 15:00: late); the other tabs do not take it
    t.clock.now = new Date('2026-11-26T18:00:00Z');
    tk = { ...tk, ...(await t.entrar({ vd: USUARIOS_VENDA_DIRETA.vd, admin: 'admin', fin: USUARIOS_VENDA_DIRETA.fin })) };
    const listar = async (body: Record<string, unknown>) =>
      data<{ rows: { id: number; prazo: { situacao: string; texto: string } | null }[] }>(
        await t.call('POST', 'notas/fiscais/listar', { token: tk.vd, body: { per_page: 100, ...body } }),
      ).rows;
    expect((await listar({})).find((n) => n.id === id)!.prazo).toMatchObject({ situacao: 'atrasado', texto: 'Atrasado há 6 h' });
    expect((await listar({ prazo: 'atrasado' })).map((n) => n.id)).toContain(id);
    expect((await listar({ prazo: 'no-prazo' })).map((n) => n.id)).not.toContain(id);
    expect((await t.call('POST', 'notas/fiscais/comissoes/listar', { token: tk.vd, body: { prazo: 'atrasado' } })).statusCode).toBe(400);
    expect((await mover(tk.admin, [id], 3)).statusCode).toBe(200);
    expect((await mover(tk.fin, [id], 4)).statusCode).toBe(200);
    expect(await prazo()).toBeUndefined();
    expect((await rebuildProjections(t.tdb.db, ['prazos']))[0]).toMatchObject({ equal: true });
    t.clock.now = HOJE;
  });
});
