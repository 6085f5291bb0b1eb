import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { Historico } from '@portal/contracts/historico/schemas';
import { registrarNoBanco } from '@portal/core/boletos/index';
import { criarBancoBoletos } from '@portal/core/boletos/bank/banco';
import { seedComissoes } from '@portal/core/demo/comissoes';
import { concluirProcessamento, distribuirModelos, iniciarProcessamento } from '@portal/core/order-call/index';
import { ArmazenamentoEmDisco } from '@portal/core/storage/index';
import { pedidoDeTeste } from '@portal/core/testing/pedidos';
import { principal, veiculoDe } from '@portal/core/testing/swaps';
import { tiposModeloDosVeiculos } from '@portal/core/testing/tipos-modelo';
import { createTestApp, USUARIOS_VENDA_DIRETA, type TestApp } from '../testing/app.ts';

/**
 * GET historico/{tipo}/{id}: one record of each kind, built by the real commands (as the replay's suite builds them), read by
 * its own readers: each event in pt-BR with who, when, from → to; the state after each event only for an auditor; another
 * dealer's record is 404; a record's reader without the function is 403.
 */
let t: TestApp;
let tk: Record<'admin' | 'fin' | 'vd' | 'morumbi' | 'jardins' | 'barra', string>;
const HOJE = new Date('2026-11-23T13:00:00Z');
const data = <T>(r: { json(): unknown }) => (r.json() as { data: T }).data;
const ids = {} as Record<'pedido' | 'cancelado' | 'boleto' | 'troca' | 'veiculo' | 'nota' | 'kpi' | 'plano' | 'usuario', number> & { celula: string };

const historico = async (token: string, tipo: string, id: number | string) => {
  const r = await t.call('GET', `historico/${tipo}/${id}`, { token });
  expect(r.statusCode, `${tipo}/${id}: ${r.body.slice(0, 300)}`).toBe(200);
  return data<Historico>(r);
};

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = HOJE;
  const now = () => t.clock.now;
  tk = await t.entrar({ ...USUARIOS_VENDA_DIRETA, barra: 'dealer.barra' });
  const atores = { admin: await principal(t.tdb.db, 'admin@demo.portal.com.br'), dealer: await principal(t.tdb.db, 'dealer.morumbi@demo.portal.com.br') };
  // an order at the boletos' step and a boleto issued and registered; an order cancelled with a reason
  ids.pedido = await pedidoDeTeste(t.tdb.db, now, atores, { prePagamento: true, ate: 'inserirBoletos' });
  const parcela = { tipoPagamento: 'Parcial', valorTotal: 494_000, valorParcial: 100_000, numeroParcela: 1, quantidadeVezes: 2, dataEmissao: '2026-11-23' };
  const emitido = await t.call('POST', `boleto/emitir/${ids.pedido}`, { token: tk.fin, body: parcela });
  expect(emitido.statusCode, emitido.body).toBe(200);
  ids.boleto = data<{ boleto: { id: number } }>(emitido).boleto.id;
  expect(await registrarNoBanco({ db: t.tdb.db, now }, criarBancoBoletos({ db: t.tdb.db, env: {}, now }), ids.boleto)).toBe('emitido');
  ids.cancelado = await pedidoDeTeste(t.tdb.db, now, atores, { ate: 'aprovacaoVenda' });
  expect((await t.call('POST', `pedidos/cancelar/${ids.cancelado}`, { token: tk.vd, body: { motivo: 'Cliente desistiu' } })).statusCode).toBe(200);
  // a swap accepted: Morumbi asks for Barra's vehicle
  const pBarra = await principal(t.tdb.db, 'dealer.barra@demo.portal.com.br');
  ids.veiculo = await veiculoDe(t.tdb.db, now, atores.admin, pBarra, { troca: true });
  const proposto = await veiculoDe(t.tdb.db, now, atores.admin, atores.dealer);
  const contato = { contatoNome: 'Diego Morumbi', contatoEmail: 'diego@morumbi.com.br', contatoTelefone: '(11) 98765-4321', comentario: 'Cliente aguardando.' };
  const pedida = await t.call('POST', 'veiculos/troca/solicita', {
    token: tk.morumbi,
    body: { ...contato, veiculoInteresseId: ids.veiculo, veiculosPropostos: [proposto], confirmarSemVeiculo: false },
  });
  expect(pedida.statusCode, pedida.body).toBe(200);
  ids.troca = data<{ id: number }[]>(pedida)[0]!.id;
  const aceite = await t.call('POST', 'veiculos/troca/pedido/aceitar', {
    token: tk.barra,
    body: { veiculoTrocaPedidoId: ids.troca, veiculoPropostoId: proposto },
  });
  expect(aceite.statusCode, aceite.body).toBe(200);
  // invoices: the demo's builder, through the real commands
  await seedComissoes(t.tdb.db, await ArmazenamentoEmDisco.abrir(join(t.dataDir, 'arquivos')));
  ids.nota = (await t.tdb.db.selectFrom('notas_fiscais').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  // the demo's KPI vehicles are registered by the commands; the Administrador approves one
  ids.kpi = (await t.tdb.db.selectFrom('kpi_veiculos').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  await t.call('PUT', `kpi/veiculos-jlr/${ids.kpi}/aprovar`, { token: tk.admin });
  // a production plan registered, computed, changed; one order-call cell edited
  await tiposModeloDosVeiculos(t.tdb.db);
  const modelos = data<{ id: number }[]>(await t.call('GET', 'order-call/fcst/modelo', { token: tk.admin }));
  const corpo = (q: number) => ({ ano: 2027, mes: 11, modelos: modelos.slice(0, 2).map((m) => ({ id: m.id, ciclos: [{ id: 202611, quantidade: q }] })) });
  const plano = await t.call('POST', 'order-call/fcst', { token: tk.admin, body: corpo(10) });
  expect(plano.statusCode, plano.body).toBe(200);
  ids.plano = data<{ id: number }>(plano).id;
  const ms = await iniciarProcessamento(t.tdb.db, ids.plano, 'hist-1', 'Teste', t.clock.now);
  await distribuirModelos(t.tdb.db, ids.plano, 'hist-1', ms);
  await concluirProcessamento(t.tdb.db, ids.plano, 'hist-1', t.clock.now);
  expect((await t.call('PUT', `order-call/fcst/${ids.plano}`, { token: tk.admin, body: corpo(12) })).statusCode).toBe(200);
  const cel = await t.tdb.db
    .selectFrom('order_call')
    .select(['concessionaria_id', 'modelo_id', 'ciclo_id', 'quantidade_final'])
    .where('plano_id', '=', ids.plano)
    .orderBy('concessionaria_id')
    .orderBy('modelo_id')
    .executeTakeFirstOrThrow();
  ids.celula = `${ids.plano}-${cel.concessionaria_id}-${cel.modelo_id}-${cel.ciclo_id}`;
  const edicao = {
    concessionaria: [
      {
        concessionariaId: cel.concessionaria_id,
        tipoModelo: [{ tipoModeloId: cel.modelo_id, ciclo: [{ cicloId: cel.ciclo_id, quantidadeFinal: cel.quantidade_final + 3 }] }],
      },
    ],
  };
  const put = await t.call('PUT', `order-call/${ids.plano}`, { token: tk.admin, body: edicao });
  expect(put.statusCode, put.body).toBe(200);
  // a user created by the administrator; a setting changed twice
  const perfil = (await t.tdb.db.selectFrom('perfis').select('id').where('descricao', '=', 'Financeiro').executeTakeFirstOrThrow()).id;
  const novo = await t.call('POST', 'participantes', {
    token: tk.admin,
    body: {
      nome: 'Helena Histórico',
      email: 'helena.historico@demo.portal.com.br',
      grupoId: 1,
      perfil,
      processosGrupo: 0,
      claimsViews: [],
      emailEmplacamento: false,
    },
  });
  expect(novo.statusCode, novo.body).toBe(201);
  ids.usuario = data<{ id: number }>(novo).id;
  for (const v of ['7', '9']) expect((await t.call('POST', 'configuracoes', { token: tk.admin, body: { tipo: 9, periodoInformado: v } })).statusCode).toBe(201);
}, 300_000);
afterAll(async () => {
  await t?.close();
});

describe('GET historico/{tipo}/{id}', () => {
  it("an order's history: its events in pt-BR, who with the profile, when, and the fields changed from → to", async () => {
    const h = await historico(tk.vd, 'pedido', ids.cancelado);
    expect(h.comEstado).toBe(false);
    expect(h.eventos[0]).toMatchObject({ evento: 'PedidoCriado', rotulo: 'Pedido criado' });
    const ultimo = h.eventos.at(-1)!;
    expect(ultimo).toMatchObject({ evento: 'PedidoCancelado', rotulo: 'Pedido cancelado', usuarioNome: expect.any(String), perfil: 'Venda Direta' });
    expect(ultimo.alteracoes).toContainEqual({ campo: 'motivo', rotulo: 'Comentário', de: '—', para: 'Cliente desistiu' });
    expect(ultimo.alteracoes.find((a) => a.campo === 'step')).toMatchObject({ rotulo: 'Step', para: '9' });
    expect(new Date(ultimo.em).toISOString()).toBe(ultimo.em);
    // no state for a non-auditor
    expect(h.eventos.every((e) => e.estado === undefined && e.depois === undefined)).toBe(true);
    // the order's dealer reads it too
    expect((await historico(tk.morumbi, 'pedido', ids.pedido)).eventos.length).toBeGreaterThan(1);
  });

  it("a boleto's history: created and registered at the bank, with the bank's fields; the auditor also sees the state after each", async () => {
    const h = await historico(tk.fin, 'boleto', ids.boleto);
    expect(h.eventos.map((e) => e.rotulo)).toEqual(['Boleto criado', 'Boleto registrado no banco']);
    expect(h.eventos[0]!.alteracoes).toContainEqual({ campo: 'valorBoleto', rotulo: 'Valor do boleto', de: '—', para: '100.000' });
    expect(h.eventos[1]!.alteracoes.map((a) => a.rotulo)).toContain('Nosso número');
    const auditor = await historico(tk.admin, 'boleto', ids.boleto);
    expect(auditor.comEstado).toBe(true);
    expect(auditor.eventos[1]).toMatchObject({ estado: expect.any(String), depois: { boletoId: ids.boleto } });
  });

  it('a dealer asking for another dealer’s record gets 404; a user without the function 403', async () => {
    for (const [tipo, id] of [
      ['pedido', ids.pedido],
      ['boleto', ids.boleto],
    ] as const) {
      expect((await t.call('GET', `historico/${tipo}/${id}`, { token: tk.jardins })).statusCode, tipo).toBe(404);
      expect((await t.call('GET', `historico/${tipo}/${id}`, { token: tk.morumbi })).statusCode, tipo).toBe(200);
    }
    expect((await t.call('GET', `historico/troca/${ids.troca}`, { token: tk.jardins })).statusCode).toBe(404);
    expect((await t.call('GET', `historico/usuario/${ids.usuario}`, { token: tk.morumbi })).statusCode).toBe(403);
    expect((await t.call('GET', `historico/boleto/999999`, { token: tk.fin })).statusCode).toBe(404);
    expect((await t.call('GET', `historico/boleto/abc`, { token: tk.fin })).statusCode).toBe(400);
  });

  it('a swap, the vehicle asked for, an invoice, a KPI vehicle and a production plan: every event labelled, in order', async () => {
    const troca = await historico(tk.barra, 'troca', ids.troca);
    expect(troca.eventos.map((e) => e.rotulo)).toEqual(['Troca solicitada', 'Troca aceita']);
    expect(troca.eventos[1]!.alteracoes.find((a) => a.campo === 'respondidoPorNome')).toMatchObject({ rotulo: 'Respondido por', de: '—' });
    const veiculo = await historico(tk.admin, 'veiculo', ids.veiculo);
    expect(veiculo.eventos[0]!.rotulo).toBe('Veículo registrado');
    expect(veiculo.eventos.map((e) => e.evento)).toContain('TrocaEfetivada');
    const nota = await historico(tk.admin, 'nota-fiscal', ids.nota);
    expect(nota.eventos[0]).toMatchObject({ evento: 'NotaFiscalAtrelada', rotulo: 'Nota fiscal atrelada' });
    const kpi = await historico(tk.admin, 'kpi-veiculo', ids.kpi);
    expect(kpi.eventos[0]!.rotulo).toBe('Veículo cadastrado');
    const plano = await historico(tk.admin, 'plano-producao', ids.plano);
    expect(plano.eventos.map((e) => e.rotulo)).toEqual(['Plano cadastrado', 'Order call calculado', 'Plano alterado']);
    expect(plano.eventos[2]!.alteracoes.every((a) => a.rotulo.startsWith('Quantidades (') && a.de === '10' && a.para === '12')).toBe(true);
    for (const h of [troca, veiculo, nota, kpi, plano]) for (const e of h.eventos) expect(e.rotulo, e.evento).not.toBe(e.evento);
  });

  it('an order-call cell: its computation and the edit of its final quantity, from → to, by whom', async () => {
    const h = await historico(tk.admin, 'order-call', ids.celula);
    expect(h.eventos.map((e) => e.evento)).toEqual(['OrderCallCalculado', 'OrderCallEditado']);
    expect(h.eventos[0]!.alteracoes[0]).toMatchObject({ rotulo: 'Quantidade calculada', de: '—' });
    const [ed] = h.eventos[1]!.alteracoes;
    expect(ed).toMatchObject({ rotulo: 'Quantidade final' });
    expect(Number(ed!.para) - Number(ed!.de)).toBe(3);
    expect(h.eventos[1]!.perfil).toBe('Administrador');
  });

  it('a user (its record audited and its account stream) and a setting (each value written) answer the same shape', async () => {
    const u = await historico(tk.admin, 'usuario', ids.usuario);
    expect(u.eventos.map((e) => e.rotulo)).toEqual(expect.arrayContaining(['Cadastro criado', 'Conta criada']));
    expect(u.eventos.find((e) => e.evento === 'criar')!.alteracoes).toContainEqual({ campo: 'nome', rotulo: 'Nome', de: '—', para: 'Helena Histórico' });
    const c = await historico(tk.admin, 'configuracao', 9);
    const ultimo = c.eventos.at(-1)!;
    expect(ultimo.alteracoes).toContainEqual({ campo: 'valor', rotulo: 'Valor', de: '7', para: '9' });
    expect(ultimo.usuarioNome).toBeTruthy();
  });
});
