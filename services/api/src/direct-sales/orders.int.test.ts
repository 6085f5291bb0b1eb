import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enviarArquivo } from '../testing/envios.ts';
import { createTestApp, type TestApp, USUARIOS_VENDA_DIRETA } from '../testing/app.ts';
import { primeiraAba } from '../testing/planilhas.ts';
import { vehicleFixtures } from '../testing/vehicles.ts';
import { corpoPedido, pdfDeDemonstracao } from '@portal/core/testing/pedidos';
import { precoEspecial, valorComissao } from '@portal/contracts/direct-sales/precos';
import { contarLinhas } from '../testing/contagem.ts';

let t: TestApp;
let fx: ReturnType<typeof vehicleFixtures>;
let tk: Record<'admin' | 'vd' | 'fin' | 'fat' | 'log' | 'morumbi' | 'jardins', string>;
let morumbi: number;

const data = <T>(r: { json(): unknown }) => (r.json() as { data: T }).data;
const errors = (r: { json(): unknown }) => (r.json() as { errors: string[] }).errors;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-11-23T13:00:00Z');
  fx = vehicleFixtures(t);
  tk = await t.entrar({ ...USUARIOS_VENDA_DIRETA, fat: 'faturamento', log: 'logistica' });
  morumbi = await fx.dealerId('JLR001');
});
afterAll(async () => t?.close());

/** A vehicle of Morumbi's stock, reserved for direct sale by Morumbi's billing request (status 14). */
async function veiculoReservado(): Promise<number> {
  const id = await fx.veiculo({ concessionariaId: morumbi });
  const r = await t.call('PUT', 'veiculos/faturamentos/gerar', { token: tk.morumbi, body: { veiculoId: [id], tipoVendaId: 3, dealerSolicitante: morumbi } });
  expect(r.statusCode, r.body).toBe(200);
  expect(await fx.status(id)).toBe(14);
  return id;
}

const { pedidoSolicitante: solicitante } = corpoPedido(0, 0);
function corpo(veiculoId: number, over: Record<string, unknown> = {}) {
  return {
    ...corpoPedido(morumbi, veiculoId),
    pedidoContatoEmpresas: [],
    // the version is the vehicle's; discount and commission come from the discount policy
    pedidoDescricaoProduto: { corExterna: 'Santorini Black', corInterna: 'Ebony', anoModelo: 2026, anoProducao: 2026, marca: 'Land Rover' },
    pedidoPrecoPagamento: { precoPublico: 500000, precoOpcional: 20000, tipoDesconto: 1, tipoPagamento: 1 },
    pedidoArquivos: [],
    pedidoComentarios: [],
    ...over,
  };
}

/** Uploads one PDF as the user would (POST genericos/enviar/geral, multipart) and answers its id. */
const enviarPdf = (token: string, nome: string) => enviarArquivo(t.app, token, nome, pdfDeDemonstracao(nome), { tipo: 'application/pdf' });
/** The client's documents a person paying in cash needs to be sent for approval: CPF/CNH (2), proof of address (7), RG/CNH (12). */
const documentos = async (token: string) =>
  Promise.all([2, 7, 12].map(async (tipoArquivo) => ({ id: await enviarPdf(token, `documento-${tipoArquivo}.pdf`), tipoArquivo })));

/** A new order with the client's documents attached (unless the test says which files it sends). */
async function criar(token: string, veiculoId: number, over: Record<string, unknown> = {}) {
  const pedidoArquivos = 'pedidoArquivos' in over ? over.pedidoArquivos : await documentos(token);
  return t.call('POST', 'pedidos', { token, body: corpo(veiculoId, { pedidoArquivos, ...over }) });
}
async function mover(token: string, id: number, step: number, extra: Record<string, unknown> = {}) {
  const atual = data<Record<string, unknown>>(await t.call('GET', `pedidos/${id}`, { token: tk.admin }));
  const { contexto: _c, ...body } = atual;
  return t.call('PUT', `pedidos/${id}`, { token, body: { ...body, steps: { id: step }, ...extra } });
}

describe('POST pedidos', () => {
  it('a dealer registers an order for a vehicle it reserved for direct sale; the answer names the step', async () => {
    const v = await veiculoReservado();
    const r = await criar(tk.morumbi, v);
    expect(r.statusCode, r.body).toBe(200);
    const d = data<{ id: number; codigo: string; steps: { id: number; nomeAmigavel: string } }>(r);
    expect(d.codigo).toMatch(/^VD\d{6}$/);
    expect(d.steps).toEqual({ id: 0, nomeAmigavel: 'Cadastro' });
    const p = data<Record<string, unknown>>(await t.call('GET', `pedidos/${d.id}`, { token: tk.morumbi }));
    // discount and commission are the policy's, derived prices the server's: 520000 final, the policy's discount off, its commission
    const pp = p.pedidoPrecoPagamento as { descontoEspecial: number; precoEspecial: number };
    const produto = p.pedidoDescricaoProduto as { derivativoId: number; versaoId: number };
    const politica = data<{ desconto: number; comissao: number }>(
      await t.call('GET', `pedidos/percentual/desconto?tipoDesconto=1&derivativoId=${produto.derivativoId}&versaoId=${produto.versaoId}`, {
        token: tk.morumbi,
      }),
    );
    expect(pp).toMatchObject({ precoPublicoFinal: 520000, descontoEspecial: politica.desconto, precoEspecial: precoEspecial(520000, politica.desconto) });
    expect(p.percentualComissao).toBe(politica.comissao);
    expect(p.valorComissao).toBe(valorComissao(pp.precoEspecial, politica.comissao));
    expect((p.pedidoSolicitante as { cpf: string }).cpf).toBe('52998224725');
    expect((p.pedidoDescricaoProduto as { chassi: string }).chassi).toMatch(/^SALTEST/);
  });

  it('refuses bad input with pt-BR messages and stores nothing', async () => {
    const v = await veiculoReservado();
    const before = await contarLinhas(t.tdb.db, 'events');
    const cpf = await criar(tk.morumbi, v, { pedidoSolicitante: { ...solicitante, cpf: '111.111.111-11' } });
    expect(cpf.statusCode).toBe(400);
    expect(errors(cpf)).toContain('CPF inválido.');
    const cep = await criar(tk.morumbi, v, { pedidoSolicitante: { ...solicitante, cep: '0131' } });
    expect(errors(cep)).toContain('CEP inválido.');
    const sending = await criar(tk.morumbi, v, { steps: { id: 2 }, pedidoSolicitante: { tipoCliente: 1, nome: 'Só o nome' } });
    expect(sending.statusCode).toBe(400);
    expect(errors(sending)).toContain("Informações do solicitante, o campo 'CPF' precisa ser fornecido.");
    // another dealer (even of the same group, without processosGrupo) is not found: nothing of its vehicles is told
    const other = await criar(tk.jardins, v);
    expect(other.statusCode).toBe(404);
    expect(errors(other)).toEqual(['Concessionária não encontrada.']);
    const unknown = await t.call('POST', 'pedidos', { token: tk.morumbi, body: { ...corpo(v), foo: 1 } });
    expect(unknown.statusCode).toBe(400);
    const after = await contarLinhas(t.tdb.db, 'events');
    expect(after).toBe(before);
  });

  it('a vehicle can be in one open order only', async () => {
    const v = await veiculoReservado();
    expect((await criar(tk.morumbi, v)).statusCode).toBe(200);
    const again = await criar(tk.vd, v);
    expect(again.statusCode).toBe(422);
    expect(errors(again)[0]).toMatch(/não está reservado para venda direta/);
  });
});

describe('required documents', () => {
  it('an order is not sent for approval without the client’s documents: the message names what is missing, nothing is stored', async () => {
    const v = await veiculoReservado();
    const eventos = () => contarLinhas(t.tdb.db, 'events');
    const antes = await eventos();
    const sem = await criar(tk.morumbi, v, { steps: { id: 2 }, pedidoArquivos: [] });
    expect(sem.statusCode).toBe(400);
    expect(errors(sem)).toEqual(['Anexe os documentos obrigatórios para continuar: CPF/CNH, Comprovante de Endereço, RG/CNH.']);
    expect(await eventos()).toBe(antes);
    // registered without them (a draft may wait for the documents), then sent with one missing, then with all three
    const { id } = data<{ id: number }>(await criar(tk.morumbi, v, { pedidoArquivos: [] }));
    const [cpf, endereco, rg] = await documentos(tk.morumbi);
    const depoisDoRascunho = await eventos();
    const falta = await mover(tk.morumbi, id, 2, { pedidoArquivos: [cpf, endereco] });
    expect(falta.statusCode).toBe(400);
    expect(errors(falta)).toEqual(['Anexe o documento obrigatório para continuar: RG/CNH.']);
    expect(await eventos()).toBe(depoisDoRascunho);
    const enviado = await mover(tk.morumbi, id, 2, { pedidoArquivos: [cpf, endereco, rg] });
    expect(enviado.statusCode, enviado.body).toBe(200);
    expect(data<{ steps: { id: number } }>(enviado).steps.id).toBe(2);
  });

  it('a financed purchase also needs the lender’s authorisation before the client registration is approved (3 → 5)', async () => {
    const v = await veiculoReservado();
    const financiado = { precoPublico: 500000, precoOpcional: 20000, tipoDesconto: 1, tipoPagamento: 2 };
    const { id } = data<{ id: number }>(await criar(tk.morumbi, v, { steps: { id: 2 }, pedidoPrecoPagamento: financiado }));
    expect((await t.call('PUT', `pedidos/${id}/aprovar-venda`, { token: tk.vd, body: {} })).statusCode).toBe(200);
    const sem = await mover(tk.fat, id, 5);
    expect(sem.statusCode).toBe(400);
    expect(errors(sem)).toEqual(['Anexe o documento obrigatório para continuar: Autorização de Financiamento.']);
    const atual = data<{ pedidoArquivos: unknown[] }>(await t.call('GET', `pedidos/${id}`, { token: tk.admin }));
    const autorizacao = { id: await enviarPdf(tk.fat, 'autorizacao.pdf'), tipoArquivo: 9 };
    const com = await mover(tk.fat, id, 5, { pedidoArquivos: [...atual.pedidoArquivos, autorizacao] });
    expect(com.statusCode, com.body).toBe(200);
    expect(data<{ steps: { id: number } }>(com).steps.id).toBe(5);
  });
});

describe('the regular flow, step by step, each role its own moves', () => {
  it('0 → 2 → 3 → 5 → 6 → 7 → 8 → 15, with the vehicle following the sale', async () => {
    const v = await veiculoReservado();
    const { id } = data<{ id: number }>(await criar(tk.morumbi, v, { steps: { id: 2 } }));
    expect(data<{ steps: { id: number } }>(await t.call('GET', `pedidos/${id}`, { token: tk.admin })).steps.id).toBe(2);
    // a dealer cannot approve the sale; Venda Direta can
    expect((await t.call('PUT', `pedidos/${id}/aprovar-venda`, { token: tk.morumbi, body: {} })).statusCode).toBe(422);
    const ap = await t.call('PUT', `pedidos/${id}/aprovar-venda`, { token: tk.vd, body: {} });
    expect(ap.statusCode, ap.body).toBe(200);
    expect(data<{ steps: { id: number } }>(ap).steps.id).toBe(3);
    expect(await fx.status(v)).toBe(13);
    // Financeiro cannot approve the registration; Faturamento can
    expect((await mover(tk.fin, id, 5)).statusCode).toBe(422);
    const cad = await mover(tk.fat, id, 5);
    expect(cad.statusCode, cad.body).toBe(200);
    expect(data<{ mensagem: string }>(cad).mensagem).toBe('Pedido enviado para "Faturamento"');
    expect((await mover(tk.fat, id, 6)).statusCode).toBe(200);
    expect((await mover(tk.morumbi, id, 7)).statusCode).toBe(200);
    expect((await mover(tk.log, id, 8)).statusCode).toBe(422);
    expect((await mover(tk.fin, id, 8)).statusCode).toBe(200);
    expect((await mover(tk.log, id, 15)).statusCode).toBe(200);
    const log = data<{ id: number; nomeUsuario: string }[]>(await t.call('GET', `pedidos/${id}/log`, { token: tk.morumbi }));
    expect(log.map((h) => h.id)).toEqual([0, 2, 3, 5, 6, 7, 8, 15]);
    expect(log.map((h) => h.nomeUsuario)).toEqual([
      'Diego Morumbi',
      'Diego Morumbi',
      'Vitor Venda Direta',
      'Fábio Faturamento',
      'Fábio Faturamento',
      'Diego Morumbi',
      'Fernanda Financeiro',
      'Lúcia Logística',
    ]);
  });

  it('rejecting the sale needs a comment; cancelling needs a comment and ends the vehicle reservation', async () => {
    const v = await veiculoReservado();
    const { id } = data<{ id: number }>(await criar(tk.morumbi, v, { steps: { id: 2 } }));
    const semMotivo = await mover(tk.vd, id, 1);
    expect(semMotivo.statusCode).toBe(422);
    expect(errors(semMotivo)[0]).toBe('O comentário é obrigatório');
    expect((await mover(tk.vd, id, 1, { motivo: 'Documentação incompleta' })).statusCode).toBe(200);
    const semComentario = await t.call('POST', `pedidos/cancelar/${id}`, { token: tk.vd, body: { motivo: ' ' } });
    expect(semComentario.statusCode).toBe(422);
    const ok = await t.call('POST', `pedidos/cancelar/${id}`, { token: tk.vd, body: { motivo: 'Cliente desistiu' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(data<{ steps: { id: number } }>(ok).steps.id).toBe(9);
    expect(await fx.status(v)).not.toBe(14);
    // a cancelled order takes no more moves and its vehicle can be ordered again once reserved again
    expect((await mover(tk.admin, id, 2)).statusCode).toBe(422);
  });

  it('another dealer sees neither the order nor its history (404), and the list is scoped in the query', async () => {
    const v = await veiculoReservado();
    const { id } = data<{ id: number }>(await criar(tk.morumbi, v));
    expect((await t.call('GET', `pedidos/${id}`, { token: tk.jardins })).statusCode).toBe(404);
    expect((await t.call('GET', `pedidos/${id}/log`, { token: tk.jardins })).statusCode).toBe(404);
    expect((await mover(tk.admin, id, 0)).statusCode).toBe(200);
    const put = await t.call('PUT', `pedidos/${id}`, { token: tk.jardins, body: { steps: { id: 2 } } });
    expect(put.statusCode).toBe(404);
    const lista = data<{ rows: { id: number }[] }>(await t.call('POST', 'pedidos/listar', { token: tk.jardins, body: { per_page: 100 } }));
    expect(lista.rows.map((r) => r.id)).not.toContain(id);
    const minha = data<{ rows: { id: number; numeroPedidoVD: string }[]; total: number }>(
      await t.call('POST', 'pedidos/listar', { token: tk.morumbi, body: { per_page: 100 } }),
    );
    expect(minha.rows.map((r) => r.id)).toContain(id);
  });

  it('two concurrent moves of one order: one wins, the other gets the conflict message', async () => {
    const v = await veiculoReservado();
    const { id } = data<{ id: number }>(await criar(tk.morumbi, v, { steps: { id: 2 } }));
    const { versao } = data<{ versao: number }>(await t.call('GET', `pedidos/${id}`, { token: tk.admin }));
    const [a, b] = await Promise.all([
      t.call('PUT', `pedidos/${id}/aprovar-venda`, { token: tk.vd, body: { versao } }),
      t.call('PUT', `pedidos/${id}/aprovar-venda`, { token: tk.admin, body: { versao } }),
    ]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    expect(errors(a.statusCode === 409 ? a : b)[0]).toMatch(/alterad|outro usuário|conflito/i);
    const log = data<{ id: number }[]>(await t.call('GET', `pedidos/${id}/log`, { token: tk.admin }));
    expect(log.filter((h) => h.id === 3)).toHaveLength(1);
  });

  it('a null field is an absent one: the order as GET answered it, sent back by who may only move it, changes nothing else', async () => {
    // the console's body: no confirmaValor nor dataFaturamento, tipoComissao null (all stored null)
    const v = await veiculoReservado();
    // the payment mode setting (conf12) makes it pré-pagamento
    const modalidade = async (valor: string) =>
      expect((await t.call('POST', 'configuracoes', { token: tk.admin, body: { tipo: 12, periodoInformado: valor } })).statusCode).toBe(201);
    await modalidade('1');
    const criado = await criar(tk.morumbi, v, { steps: { id: 2 }, prePagamento: true, tipoComissao: null });
    await modalidade('0');
    const { id } = data<{ id: number }>(criado);
    expect((await t.call('PUT', `pedidos/${id}/aprovar-venda`, { token: tk.vd, body: {} })).statusCode).toBe(200);
    // Financeiro may not save at 10 but confirms the boleto insertion (14) with the order as it came: nulls and all
    const marcador = await mover(tk.fin, id, 14);
    expect(marcador.statusCode, marcador.body).toBe(200);
    const tipos = await t.tdb.db.selectFrom('events').select('type').where('stream_id', '=', `pedido-${id}`).orderBy('version').execute();
    expect(tipos.map((e) => e.type)).toEqual(['PedidoCriado', 'EnviadoParaAprovacao', 'VendaAprovada', 'InsercaoBoletoConfirmada']);
    expect(data<Record<string, unknown>>(await t.call('GET', `pedidos/${id}`, { token: tk.fin }))).toMatchObject({
      confirmaValor: null,
      dataFaturamento: null,
      tipoComissao: null,
    });
    // a commission left out is the policy's, not 0 %
    const semComissao = await criar(tk.morumbi, await veiculoReservado(), { steps: { id: 2 }, percentualComissao: null });
    expect(semComissao.statusCode, semComissao.body).toBe(200);
    const p = data<{ percentualComissao: number | null }>(await t.call('GET', `pedidos/${data<{ id: number }>(semComissao).id}`, { token: tk.morumbi }));
    expect(p.percentualComissao).toBeGreaterThan(0);
  });
});

describe('lists and exports', () => {
  it('filters by step, status, order number and dealer; exports for Administrador, Financeiro and Venda Direta only', async () => {
    const v = await veiculoReservado();
    const { id, codigo } = data<{ id: number; codigo: string }>(await criar(tk.morumbi, v));
    const porCodigo = data<{ rows: { id: number }[] }>(await t.call('POST', 'pedidos/listar', { token: tk.admin, body: { pedido: `${codigo}\n` } }));
    expect(porCodigo.rows.map((r) => r.id)).toEqual([id]);
    const porEtapa = data<{ rows: { step: number }[] }>(await t.call('POST', 'pedidos/listar', { token: tk.admin, body: { etapaId: 0, per_page: 100 } }));
    expect(porEtapa.rows.every((r) => r.step === 0)).toBe(true);
    const dataInvalida = await t.call('POST', 'pedidos/listar', { token: tk.admin, body: { dataDe: '31/02/2026' } });
    expect(dataInvalida.statusCode).toBe(200);
    const x = await t.call('POST', 'relatorios/cadastro-pedido-vd', { token: tk.fin, body: { pedido: codigo } });
    expect(x.statusCode).toBe(200);
    expect(String(x.headers['content-disposition'])).toContain('PDD_Cadastro_Pedidos_VendaDireta.xlsx');
    const ws = await primeiraAba(x);
    expect(ws.getRow(2).getCell(3).value).toBe(codigo);
    // Profissão, Derivativo and Versão by name (spec §3's ProfissaoDescricao, derivativoDescricao, versaoDescricao)
    const cab = (ws.getRow(1).values as unknown[]).map(String);
    const celula = (h: string) => ws.getRow(2).getCell(cab.indexOf(h)).value;
    const o = data<{ pedidoSolicitante: { profissaoId: number }; pedidoDescricaoProduto: { derivativoId: number; versaoId: number } }>(
      await t.call('GET', `pedidos/${id}`, { token: tk.admin }),
    );
    const nome = async (tabela: 'profissoes' | 'derivativos' | 'versoes', ref: number) =>
      (await t.tdb.db.selectFrom(tabela).select('descricao').where('id', '=', ref).executeTakeFirstOrThrow()).descricao;
    expect(celula('Profissão')).toBe(await nome('profissoes', o.pedidoSolicitante.profissaoId));
    expect(celula('Derivativo')).toBe(await nome('derivativos', o.pedidoDescricaoProduto.derivativoId));
    expect(celula('Versão')).toBe(await nome('versoes', o.pedidoDescricaoProduto.versaoId));
    expect((await t.call('POST', 'relatorios/pedidos', { token: tk.morumbi, body: {} })).statusCode).toBe(403);
    expect((await t.call('POST', 'relatorios/pedidos', { token: tk.vd, body: {} })).statusCode).toBe(200);
  });

  it('the vehicle select lists the dealer’s reserved vehicles without an open order; the product lookup is scoped', async () => {
    const v = await veiculoReservado();
    const lista = data<{ id: number }[]>(await t.call('GET', `pedidos/listar/veiculo?concessionariaId=${morumbi}`, { token: tk.morumbi }));
    expect(lista.map((r) => r.id)).toContain(v);
    expect(data<{ id: number }[]>(await t.call('GET', `pedidos/listar/veiculo?concessionariaId=${morumbi}`, { token: tk.jardins }))).toEqual([]);
    const dados = data<{ chassi: string; veiculoId: number }>(await t.call('GET', `pedidos/dados/veiculo?veiculoId=${v}`, { token: tk.morumbi }));
    expect(dados.veiculoId).toBe(v);
    expect((await t.call('GET', `pedidos/dados/veiculo?veiculoId=${v}`, { token: tk.jardins })).statusCode).toBe(404);
    await criar(tk.morumbi, v);
    const depois = data<{ id: number }[]>(await t.call('GET', `pedidos/listar/veiculo?concessionariaId=${morumbi}`, { token: tk.morumbi }));
    expect(depois.map((r) => r.id)).not.toContain(v);
  });
});
