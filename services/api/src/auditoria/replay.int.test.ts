import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { Value } from '@sinclair/typebox/value';
import { PASSOS_POR_STREAM, ReplayAnswer } from '@portal/contracts/auditoria/schemas';
import { aggregates } from '@portal/core/contexts';
import { fold } from '@portal/core/eventstore/decider';
import { join } from 'node:path';
import { marcarVencido, registrarNoBanco } from '@portal/core/boletos/index';
import { criarBancoBoletos } from '@portal/core/boletos/bank/banco';
import { seedComissoes } from '@portal/core/demo/comissoes';
import { concluirProcessamento, distribuirModelos, iniciarProcessamento } from '@portal/core/order-call/index';
import { ArmazenamentoEmDisco } from '@portal/core/storage/index';
import { pedidoDeTeste } from '@portal/core/testing/pedidos';
import { principal, veiculoDe } from '@portal/core/testing/swaps';
import { tiposModeloDosVeiculos } from '@portal/core/testing/tipos-modelo';
import { createTestApp, USUARIOS_VENDA_DIRETA, type TestApp } from '../testing/app.ts';

/**
 * The replay's answer describes each stream type's events and machine context exactly (contracts' *-machine.ts schemas):
 * every event type stored by the demo's commands (and the swaps, orders, boletos, invoices and a production plan built here by
 * commands), of every stream type, goes through the route whole. Fastify's serialiser
 * drops an undeclared field silently, so the answer is compared with the events table and with the core's replay.
 */
let t: TestApp;
let admin: string;
/** a Monday, 10:00 in São Paulo: issue dates are weekdays */
const HOJE = new Date('2026-11-23T13:00:00Z');
const data = <T>(r: { json(): unknown }) => (r.json() as { data: T }).data;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = HOJE;
  const tk = await t.entrar(USUARIOS_VENDA_DIRETA);
  admin = tk.admin;
  const now = () => t.clock.now;
  const core = { db: t.tdb.db, now };
  // invoices: the demo's own builder, through the real commands
  await seedComissoes(t.tdb.db, await ArmazenamentoEmDisco.abrir(join(t.dataDir, 'arquivos')));
  // orders at several steps, one cancelled; a boleto issued, registered, overdue, reissued, and the new one cancelled
  const atores = { admin: await principal(t.tdb.db, 'admin@demo.portal.com.br'), dealer: await principal(t.tdb.db, 'dealer.morumbi@demo.portal.com.br') };
  // swaps: one accepted (the vehicles change hands), one rejected
  const { barra, brasilia, morumbi } = await t.entrar({ barra: 'dealer.barra', brasilia: 'dealer.brasilia', morumbi: 'dealer.morumbi' });
  const pBarra = await principal(t.tdb.db, 'dealer.barra@demo.portal.com.br');
  const contato = { contatoNome: 'Diego Morumbi', contatoEmail: 'diego@morumbi.com.br', contatoTelefone: '(11) 98765-4321', comentario: 'Cliente aguardando.' };
  const pedirTroca = async (token: string, veiculoInteresseId: number, veiculosPropostos: number[]) => {
    const body = { ...contato, veiculoInteresseId, veiculosPropostos, confirmarSemVeiculo: veiculosPropostos.length === 0 };
    const r = await t.call('POST', 'veiculos/troca/solicita', { token, body });
    expect(r.statusCode, r.body).toBe(200);
    return data<{ id: number }[]>(r)[0]!.id;
  };
  const dela = await veiculoDe(t.tdb.db, now, atores.admin, pBarra, { troca: true });
  const proposto = await veiculoDe(t.tdb.db, now, atores.admin, atores.dealer);
  const aceita = await pedirTroca(morumbi, dela, [proposto]);
  const aceite = await t.call('POST', 'veiculos/troca/pedido/aceitar', { token: barra, body: { veiculoTrocaPedidoId: aceita, veiculoPropostoId: proposto } });
  expect(aceite.statusCode, aceite.body).toBe(200);
  const outra = await veiculoDe(t.tdb.db, now, atores.admin, pBarra, { troca: true });
  const rejeitada = await pedirTroca(brasilia, outra, []);
  expect((await t.call('POST', 'veiculos/troca/pedido/rejeitar', { token: barra, body: { veiculoTrocaPedidoId: rejeitada } })).statusCode).toBe(200);
  await pedidoDeTeste(t.tdb.db, now, atores, { ate: 'faturamentoRegular' });
  const cancelado = await pedidoDeTeste(t.tdb.db, now, atores, { ate: 'aprovacaoVenda' });
  expect((await t.call('POST', `pedidos/cancelar/${cancelado}`, { token: tk.vd, body: { motivo: 'Cliente desistiu' } })).statusCode).toBe(200);
  const p = await pedidoDeTeste(t.tdb.db, now, atores, { prePagamento: true, ate: 'inserirBoletos' });
  const parcela = { tipoPagamento: 'Parcial', valorTotal: 494_000, valorParcial: 100_000, numeroParcela: 1, quantidadeVezes: 2, dataEmissao: '2026-11-23' };
  const emitido = await t.call('POST', `boleto/emitir/${p}`, { token: tk.fin, body: parcela });
  expect(emitido.statusCode, emitido.body).toBe(200);
  const boletoId = data<{ boleto: { id: number } }>(emitido).boleto.id;
  expect(await registrarNoBanco(core, criarBancoBoletos({ db: t.tdb.db, env: {}, now }), boletoId)).toBe('emitido');
  t.clock.now = new Date('2026-12-02T13:00:00Z');
  const { fin } = await t.entrar({ fin: 'financeiro' });
  expect(await marcarVencido(core, boletoId)).toBe('vencido');
  const re = await t.call('POST', `boleto/reemitir/${boletoId}`, { token: fin });
  expect(re.statusCode, re.body).toBe(200);
  expect((await t.call('PATCH', `boleto/cancelar/${data<{ novoBoletoId: number }>(re).novoBoletoId}`, { token: fin })).statusCode).toBe(200);
  // a production plan: registered, computed, changed
  t.clock.now = HOJE;
  ({ admin } = await t.entrar({ admin: 'admin' }));
  await tiposModeloDosVeiculos(t.tdb.db);
  const modelos = data<{ id: number }[]>(await t.call('GET', 'order-call/fcst/modelo', { token: admin }));
  const corpo = (q: number) => ({
    ano: 2027,
    mes: 11,
    modelos: modelos.slice(0, 2).map((m) => ({ id: m.id, ciclos: [{ id: 202611, quantidade: q }] })),
  });
  const plano = await t.call('POST', 'order-call/fcst', { token: admin, body: corpo(10) });
  expect(plano.statusCode, plano.body).toBe(200);
  const planoId = data<{ id: number }>(plano).id;
  const ms = await iniciarProcessamento(t.tdb.db, planoId, 'replay-1', 'Teste', t.clock.now);
  await distribuirModelos(t.tdb.db, planoId, 'replay-1', ms);
  await concluirProcessamento(t.tdb.db, planoId, 'replay-1', t.clock.now);
  const alterado = await t.call('PUT', `order-call/fcst/${planoId}`, { token: admin, body: corpo(12) });
  expect(alterado.statusCode, alterado.body).toBe(200);
  // saved views: saved (the default), renamed, changed, unmade the default, shared, and one deleted
  const visao = async (method: string, url: string, body?: unknown) => {
    const r = await t.call(method, url, { token: morumbi, body });
    expect(r.statusCode, r.body).toBe(200);
    return r;
  };
  const v = data<{ visao: { id: number } }>(await visao('POST', 'visoes', { lista: 'boletos', nome: 'Abertos', filtros: { statusId: 1 }, padrao: true })).visao
    .id;
  await visao('PUT', `visoes/${v}`, { nome: 'Em aberto', filtros: { statusId: 1, pedido: 'P-1' }, porPagina: 20, compartilhada: true });
  await visao('PUT', `visoes/${v}/padrao`, { padrao: false });
  const excluida = data<{ visao: { id: number } }>(await visao('POST', 'visoes', { lista: 'boletos', nome: 'Temporária', filtros: {} })).visao.id;
  await visao('DELETE', `visoes/${excluida}`);
}, 300_000);
afterAll(async () => {
  await t?.close();
});

/** For each stream type and event type stored, the shortest stream holding it (the replay folds each step from the start). */
async function umStreamPorTipoDeEvento() {
  const r = await sql<{ stream_type: string; type: string; stream_id: string }>`
    with tamanho as (select stream_id, count(*) as eventos from events group by stream_id)
    select distinct on (e.stream_type, e.type) e.stream_type, e.type, e.stream_id
    from events e join tamanho using (stream_id)
    order by e.stream_type, e.type, tamanho.eventos, e.stream_id`.execute(t.tdb.db);
  return r.rows;
}

describe('GET auditoria/streams/{streamId}', () => {
  it('answers every stored event and context of every stream type as the events table and the machine hold them', async () => {
    const linhas = await umStreamPorTipoDeEvento();
    const tipos = new Set(linhas.map((l) => l.stream_type));
    // every aggregate's stream the demo builds; `order-call` streams (manual edits of a computed order call) have no machine
    for (const tipo of Object.keys(PASSOS_POR_STREAM)) expect(tipos, tipo).toContain(tipo);
    const streams = [...new Set(linhas.filter((l) => l.stream_type in PASSOS_POR_STREAM).map((l) => l.stream_id))];
    const vistos = new Set<string>();
    for (const streamId of streams) {
      const r = await t.call('GET', `auditoria/streams/${streamId}`, { token: admin });
      expect(r.statusCode, `${streamId}: ${r.body.slice(0, 300)}`).toBe(200);
      const answer = r.json();
      expect(Value.Check(ReplayAnswer, answer), streamId).toBe(true);
      const passos = answer.data as { version: number; type: string; data: Record<string, unknown>; context: unknown }[];
      const guardados = await t.tdb.db.selectFrom('events').select(['version', 'type', 'data']).where('stream_id', '=', streamId).orderBy('version').execute();
      expect(passos.map((p) => [p.version, p.type])).toEqual(guardados.map((e) => [e.version, e.type]));
      passos.forEach((p, i) => {
        const { actor: _actor, ...semAtor } = guardados[i]!.data as Record<string, unknown>;
        expect(p.data, `${streamId} v${p.version}`).toEqual(semAtor);
        vistos.add(`${streamId.slice(0, streamId.lastIndexOf('-'))}:${p.type}`);
      });
      // the context after the last event, whole: what the machine folds, nothing dropped (every context has the same fields)
      const agregado = aggregates[streamId.slice(0, streamId.lastIndexOf('-'))]!;
      const final = fold(agregado, guardados as { data: Record<string, unknown> }[]).context;
      expect(passos.at(-1)!.context).toEqual(JSON.parse(JSON.stringify(final)));
    }
    expect([...vistos].sort()).toEqual([...new Set(linhas.filter((l) => l.stream_type in PASSOS_POR_STREAM).map((l) => `${l.stream_type}:${l.type}`))].sort());
  });

  it('refuses a stream with no machine (order-call) or none at all as not found', async () => {
    expect((await t.call('GET', 'auditoria/streams/order-call-999999', { token: admin })).statusCode).toBe(404);
    expect((await t.call('GET', 'auditoria/streams/nota-fiscal-999999', { token: admin })).statusCode).toBe(404);
  });
});
