import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import ExcelJS from 'exceljs';
import { vmsg } from '@portal/contracts/vehicles/messages';
import { smsg } from '@portal/contracts/swaps/messages';
import { msg } from '@portal/contracts/messages';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { primeiraAba } from '../testing/planilhas.ts';
import { vehicleFixtures } from '../testing/vehicles.ts';
import { contarLinhas } from '../testing/contagem.ts';

let t: TestApp;
let fx: ReturnType<typeof vehicleFixtures>;
let admin: string;
let morumbi: string;
let barra: string;
let financeiro: string;
let faturamento: string;
let JLR001: number;
let JLR005: number;
const MONDAY_10H = new Date('2026-11-23T13:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  fx = vehicleFixtures(t);
  t.clock.now = MONDAY_10H;
  [admin, morumbi, barra, financeiro, faturamento] = (await Promise.all(
    ['admin', 'dealer.morumbi', 'dealer.barra', 'financeiro', 'faturamento'].map((u) => t.login(`${u}@demo.portal.com.br`)),
  )) as [string, string, string, string, string];
  [JLR001, JLR005] = (await Promise.all(['JLR001', 'JLR005'].map(fx.dealerId))) as number[] as [number, number];
}); // the int tier's hookTimeout (a loaded 2-core machine needs more than a minute to seed)
beforeEach(async () => {
  t.clock.now = MONDAY_10H;
  await t.tdb.db.deleteFrom('configuracoes_gerais').where('tipo', '=', 13).execute();
});
afterAll(async () => t?.close());

const data = (r: { json(): unknown }) => (r.json() as { data: unknown }).data;
const errors = (r: { json(): unknown }) => (r.json() as { errors: string[] }).errors;
async function cota(dealer = JLR001, over: Parameters<typeof fx.veiculo>[0] = {}) {
  const id = await fx.veiculo(over);
  const r = await t.call('POST', 'veiculos/nova-alocacao', { token: admin, body: { veiculoIds: [id], concessionariaId: dealer } });
  expect(r.statusCode).toBe(200);
  return id;
}
const gerar = (token: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
  t.call('PUT', 'veiculos/faturamentos/gerar', { token, body, headers });
const estoque = (ids: number[], over: Record<string, unknown> = {}) => ({
  veiculoId: ids,
  tipoVendaId: 1,
  tipoPagamentoId: 1,
  dealerSolicitante: JLR001,
  dataFaturamento: '2026-11-24',
  ...over,
});

describe('PUT veiculos/faturamentos/gerar: validation in the modal’s order', () => {
  it('needs vehicles, dealer, sale type and (except Consignado / Venda Direta) payment type', async () => {
    const a = await cota();
    const cases: [Record<string, unknown>, string][] = [
      [{ veiculoId: [] }, vmsg.selecioneVeiculo],
      [{ veiculoId: [a] }, vmsg.escolhaDealer],
      [{ veiculoId: [a], dealerSolicitante: JLR001 }, vmsg.escolhaTipoVenda],
      [{ veiculoId: [a], dealerSolicitante: JLR001, tipoVendaId: 1 }, vmsg.escolhaTipoPagamento],
      [{ veiculoId: [a], dealerSolicitante: JLR001, tipoVendaId: 1, tipoPagamentoId: 6 }, vmsg.tipoPagamentoInvalido],
      [{ veiculoId: [a], dealerSolicitante: JLR005, tipoVendaId: 1, tipoPagamentoId: 1 }, vmsg.dealerInvalido],
    ];
    for (const [body, m] of cases) {
      const r = await gerar(morumbi, body);
      expect(r.statusCode, m).toBe(400);
      expect(errors(r)).toEqual([m]);
    }
    expect(await fx.status(a)).toBe(0);
  });
  it('date rules with a fixed clock: weekend, before today, after the extension date', async () => {
    const a = await cota();
    const sat = await gerar(morumbi, estoque([a], { dataFaturamento: '2026-11-28' }));
    expect(errors(sat)).toEqual([vmsg.dataInvalida]);
    const past = await gerar(morumbi, estoque([a], { dataFaturamento: '2026-11-20' }));
    expect(errors(past)).toEqual([vmsg.dataMenorQueHoje]);
    const beyond = await gerar(morumbi, estoque([a], { dataFaturamento: '2026-12-21' }));
    expect(errors(beyond)).toEqual(['A data deve ser menor que 18/12/2026']);
    const garbage = await gerar(morumbi, estoque([a], { dataFaturamento: 'amanhã' }));
    expect(errors(garbage)).toEqual([vmsg.dataInvalida]);
    expect(await fx.status(a)).toBe(0);
    const ok = await gerar(morumbi, estoque([a], { dataFaturamento: '2026-12-18T00:00:00.000Z' }));
    expect(ok.statusCode).toBe(200);
    expect(data(ok)).toEqual([{ id: a, status: 1, descricao: vmsg.faturamentoSolicitado }]);
    expect(await fx.row(a)).toMatchObject({ status: 1, dealer_solicitante_id: JLR001 });
  });
  it('when the extension date has passed, billing is only possible today', async () => {
    const a = await cota(JLR001, { dataProrrogacaoFaturamento: '2026-11-20' });
    const r = await gerar(morumbi, estoque([a], { dataFaturamento: '2026-11-24' }));
    expect(r.statusCode).toBe(400);
    expect(errors(r)).toEqual([vmsg.prorrogacaoVencida('20/11/2026')]);
    const datas = data(await t.call('GET', `veiculos/faturamentos/datas?veiculoId=${a}`, { token: morumbi }));
    expect(datas).toMatchObject({ dataDisponibilidade: '2026-11-20', dataProrrogacaoFaturamento: '2026-11-20', prorrogacaoVencida: true, hoje: '2026-11-23' });
    expect((await gerar(morumbi, estoque([a], { dataFaturamento: '2026-11-23' }))).statusCode).toBe(200);
  });
  it('the 14-hour rule, when switched on (conf13 = 14), moves same-day requests to the next day', async () => {
    const a = await cota();
    t.clock.now = new Date('2026-11-23T17:30:00Z'); // 14:30 in São Paulo
    expect((await gerar(morumbi, estoque([a], { dataFaturamento: '2026-11-23' }))).statusCode).toBe(200);
    const b = await cota();
    // switched on where an administrator switches it: POST configuracoes (the settings store the billing reads)
    expect((await t.call('POST', 'configuracoes', { token: admin, body: { tipo: 13, periodoInformado: '14' } })).statusCode).toBe(201);
    const r = await gerar(morumbi, estoque([b], { dataFaturamento: '2026-11-23' }));
    expect(r.statusCode).toBe(400);
    expect(errors(r)).toEqual([vmsg.regra14Horas]);
    expect(data(await t.call('GET', `veiculos/faturamentos/datas?veiculoId=${b}`, { token: morumbi }))).toMatchObject({
      regra14Horas: true,
      somenteProximoDia: true,
      dataMinima: '2026-11-24',
    });
    t.clock.now = new Date('2026-11-23T16:59:00Z'); // 13:59
    expect((await gerar(morumbi, estoque([b], { dataFaturamento: '2026-11-23' }))).statusCode).toBe(200);
  });
  it("'Faturar assim que possível' takes the availability date", async () => {
    const a = await cota(JLR001, { dataDisponibilidade: '2026-12-01' });
    const r = await gerar(morumbi, estoque([a], { dataFaturamento: null, faturarAssimQuePossivel: true }));
    expect(r.statusCode).toBe(200);
    expect((await fx.row(a)).faturar_assim_que_possivel).toBe(true);
    const prev = await t.tdb.db.selectFrom('solicitacoes_faturamento').select(['data_faturamento']).where('veiculo_id', '=', a).executeTakeFirstOrThrow();
    expect((await fx.row(a)).data_prevista_faturamento).toEqual(prev.data_faturamento);
    expect(JSON.stringify(prev.data_faturamento)).toContain('2026-12-01');
  });
  it("'Faturar assim que possível' bills on the picker's first day: the next weekday after 14 h with the 14-hour rule on, and on a weekend", async () => {
    const dataPedida = async (veiculo: number) =>
      JSON.stringify(
        (await t.tdb.db.selectFrom('solicitacoes_faturamento').select(['data_faturamento']).where('veiculo_id', '=', veiculo).executeTakeFirstOrThrow())
          .data_faturamento,
      );
    expect((await t.call('POST', 'configuracoes', { token: admin, body: { tipo: 13, periodoInformado: '14' } })).statusCode).toBe(201);
    const [sexta, sabado] = [await cota(), await cota()];
    t.clock.now = new Date('2026-11-27T17:30:00Z'); // Friday 14:30 in São Paulo
    const dealer = await t.login('dealer.morumbi@demo.portal.com.br'); // a session of that day
    expect((await gerar(dealer, estoque([sexta], { dataFaturamento: null, faturarAssimQuePossivel: true }))).statusCode).toBe(200);
    expect(await dataPedida(sexta)).toContain('2026-11-30'); // Monday, not Friday nor Saturday
    t.clock.now = new Date('2026-11-28T13:00:00Z'); // Saturday 10:00
    expect(
      (await gerar(await t.login('dealer.morumbi@demo.portal.com.br'), estoque([sabado], { dataFaturamento: null, faturarAssimQuePossivel: true }))).statusCode,
    ).toBe(200);
    expect(await dataPedida(sabado)).toContain('2026-11-30');
  });
});

describe('PUT veiculos/faturamentos/gerar: per-vehicle results', () => {
  it('status 2 for Venda Direta (reserved), info for types needing release, status 0 for a refused vehicle without rolling back the others', async () => {
    const [a, b, c, d] = [await cota(), await cota(), await cota(), await cota()];
    const vd = await gerar(morumbi, { veiculoId: [a], tipoVendaId: 3, dealerSolicitante: JLR001 });
    expect(data(vd)).toEqual([{ id: a, status: 2, descricao: vmsg.reservaVendaDireta }]);
    expect(await fx.status(a)).toBe(14);
    const td = await gerar(morumbi, { veiculoId: [b], tipoVendaId: 4, tipoPagamentoId: 4, dealerSolicitante: JLR001, dataFaturamento: '2026-11-25' });
    expect(data(td)).toEqual([{ id: b, status: 1, descricao: vmsg.aguardeLiberar }]);
    expect(await fx.status(b)).toBe(3);
    const mixed = await gerar(morumbi, estoque([c, a, d]));
    expect(mixed.statusCode).toBe(200);
    expect(data(mixed)).toEqual([
      { id: c, status: 1, descricao: vmsg.faturamentoSolicitado },
      { id: a, status: 0, descricao: vmsg.reservado },
      { id: d, status: 1, descricao: vmsg.faturamentoSolicitado },
    ]);
    expect([await fx.status(c), await fx.status(a), await fx.status(d)]).toEqual([1, 14, 1]);
  });
  it('another group’s vehicle is 404 for a dealer; the Bolsão is open to any group; an administrator acts for a dealer', async () => {
    const a = await cota(JLR001);
    expect((await gerar(barra, estoque([a], { dealerSolicitante: JLR005 }))).statusCode).toBe(404);
    expect((await t.call('GET', `veiculos/faturamentos/datas?veiculoId=${a}`, { token: barra })).statusCode).toBe(404);
    const adminFor = await gerar(admin, estoque([a], { dealerSolicitante: JLR005 }));
    expect(data(adminFor)).toEqual([{ id: a, status: 0, descricao: vmsg.outraConcessionaria }]);
    const bolsao = await fx.veiculo({ status: 121 });
    const r = await gerar(barra, estoque([bolsao], { dealerSolicitante: JLR005 }));
    expect(data(r)).toEqual([{ id: bolsao, status: 1, descricao: vmsg.faturamentoSolicitado }]);
    expect(await fx.row(bolsao)).toMatchObject({ status: 1, dealer_solicitante_id: JLR005 });
    const b = await cota(JLR001);
    expect(data(await gerar(admin, estoque([b])))).toEqual([{ id: b, status: 1, descricao: vmsg.faturamentoSolicitado }]);
    const req = await t.tdb.db.selectFrom('solicitacoes_faturamento').selectAll().where('veiculo_id', '=', b).executeTakeFirstOrThrow();
    expect(req).toMatchObject({ solicitado_por_nome: 'Ana Administradora', dealer_solicitante_id: JLR001, admin_id: null });
  });
  it('records the administrator behind an impersonated session (userSolicitadoAdminId comes from the session)', async () => {
    const a = await cota(JLR001);
    const adminP = await fx.principal('admin@demo.portal.com.br');
    const dealerP = await fx.principal('dealer.morumbi@demo.portal.com.br');
    const token = await t.tokens.sign({ sub: dealerP.userId, pv: dealerP.versaoSenha, esp: adminP.userId, tco: false }, t.clock.now);
    const r = await gerar(token, estoque([a], { userSolicitadoAdminId: 9999 }));
    expect(r.statusCode).toBe(200);
    const req = await t.tdb.db.selectFrom('solicitacoes_faturamento').selectAll().where('veiculo_id', '=', a).executeTakeFirstOrThrow();
    expect(req).toMatchObject({ solicitado_por_nome: 'Diego Morumbi', admin_id: adminP.userId });
    const ev = await t.tdb.db
      .selectFrom('events')
      .select(['metadata'])
      .where('stream_id', '=', `veiculo-${a}`)
      .where('type', '=', 'FaturamentoSolicitado')
      .executeTakeFirstOrThrow();
    expect(ev.metadata).toMatchObject({ espelhoAdminId: adminP.userId, userId: dealerP.userId });
  });
  it('a double submit with the same Idempotency-Key answers the first result and appends nothing twice', async () => {
    const a = await cota();
    const headers = { 'idempotency-key': `gerar-${a}-abcdef` };
    const r1 = await gerar(morumbi, estoque([a]), headers);
    const r2 = await gerar(morumbi, estoque([a]), headers);
    expect(r2.json()).toEqual(r1.json());
    const n = await t.tdb.db
      .selectFrom('events')
      .select('position')
      .where('stream_id', '=', `veiculo-${a}`)
      .where('type', '=', 'FaturamentoSolicitado')
      .execute();
    expect(n).toHaveLength(1);
  });
  const solicitados = async (id: number) =>
    (await t.tdb.db.selectFrom('events').select('position').where('stream_id', '=', `veiculo-${id}`).where('type', '=', 'FaturamentoSolicitado').execute())
      .length;
  it('two copies sent together with the same key: one runs, the other answers its result', async () => {
    const a = await cota();
    const headers = { 'idempotency-key': `paralelo-${a}-abcdef` };
    const [r1, r2] = await Promise.all([gerar(morumbi, estoque([a]), headers), gerar(morumbi, estoque([a]), headers)]);
    expect([r1.statusCode, r2.statusCode]).toEqual([200, 200]);
    expect(r2.json()).toEqual(r1.json());
    expect([r1.headers['idempotent-replay'], r2.headers['idempotent-replay']].filter(Boolean)).toEqual(['true']);
    expect(await solicitados(a)).toBe(1);
  });
  it('a retry after the command committed but its answer was lost is told it was done, and runs nothing again', async () => {
    const a = await cota();
    const headers = { 'idempotency-key': `perdida-${a}-abcdef` };
    expect((await gerar(morumbi, estoque([a]), headers)).statusCode).toBe(200);
    // what a crash between the commit and the answer leaves: the key, recorded in the command's transaction, without an answer
    await t.tdb.db
      .updateTable('idempotencia')
      .set({ status_code: 0, resposta: JSON.stringify(null) })
      .where('chave', '=', headers['idempotency-key'])
      .execute();
    const retry = await gerar(morumbi, estoque([a]), headers);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().errors).toEqual([msg.solicitacaoJaProcessada]);
    expect(await solicitados(a)).toBe(1);
  });
  it('the key is recorded by the command itself: a refused command leaves no effect, and its retry is refused the same way', async () => {
    const a = await cota();
    await gerar(morumbi, estoque([a]));
    const headers = { 'idempotency-key': `recusada-${a}-abcdef` };
    const r1 = await gerar(morumbi, estoque([a]), headers);
    const r2 = await gerar(morumbi, estoque([a]), headers);
    expect(r2.statusCode).toBe(r1.statusCode);
    expect(r2.json()).toEqual(r1.json());
    expect(await solicitados(a)).toBe(1);
  });
});

describe('POST veiculos/faturamentos/cancelar/solicitacao', () => {
  it("needs every selected vehicle in 'Faturamento solicitado', administrators only", async () => {
    const [a, b] = [await cota(), await cota()];
    await gerar(morumbi, estoque([a]));
    const mixed = await t.call('POST', 'veiculos/faturamentos/cancelar/solicitacao', { token: admin, body: { veiculoId: [a, b] } });
    expect(mixed.statusCode).toBe(422);
    expect(errors(mixed)).toEqual([vmsg.statusDiferenteFaturamentoSolicitado]);
    expect(await fx.status(a)).toBe(1);
    const dealer = await t.call('POST', 'veiculos/faturamentos/cancelar/solicitacao', { token: morumbi, body: { veiculoId: [a] } });
    expect(dealer.statusCode).toBe(422);
    expect(errors(dealer)).toEqual([vmsg.somenteAdministrador]);
    const ok = await t.call('POST', 'veiculos/faturamentos/cancelar/solicitacao', { token: admin, body: { veiculoId: [a] } });
    expect(data(ok)).toEqual([{ id: a, status: 1, descricao: vmsg.solicitacaoCancelada }]);
    expect(await fx.row(a)).toMatchObject({ status: 0, faturamento_pedido_id: null });
    const req = await t.tdb.db.selectFrom('solicitacoes_faturamento').select('status').where('veiculo_id', '=', a).executeTakeFirstOrThrow();
    expect(req.status).toBe(4);
  });
});

describe('Billing settings conf5–conf7 (Configurações)', () => {
  const configurar = async (tipo: number, periodoInformado: number) =>
    expect((await t.call('POST', 'configuracoes', { token: admin, body: { tipo, periodoInformado } })).statusCode).toBe(201);
  const semConfiguracao = () => t.tdb.db.deleteFrom('configuracoes_gerais').where('tipo', 'in', [5, 6, 7]).execute();
  beforeEach(semConfiguracao);
  afterAll(semConfiguracao);

  it('conf5: a request whose billing date is conf5 days away or closer cannot be cancelled; 0 lifts the block', async () => {
    const [perto, longe] = [await cota(), await cota()];
    await gerar(morumbi, estoque([perto], { dataFaturamento: '2026-11-25' }));
    await gerar(morumbi, estoque([longe], { dataFaturamento: '2026-12-04' }));
    await configurar(5, 3);
    const chassi = (await fx.row(perto)).chassi;
    const r = await t.call('POST', 'veiculos/faturamentos/cancelar/solicitacao', { token: admin, body: { veiculoId: [longe, perto] } });
    expect(r.statusCode).toBe(400);
    expect(errors(r)).toEqual([vmsg.cancelamentoBloqueado(chassi, '25/11/2026', 3)]);
    expect([await fx.status(perto), await fx.status(longe)]).toEqual([1, 1]);
    const ok = await t.call('POST', 'veiculos/faturamentos/cancelar/solicitacao', { token: admin, body: { veiculoId: [longe] } });
    expect(ok.statusCode).toBe(200);
    expect(await fx.status(longe)).toBe(0);
    await configurar(5, 0);
    expect((await t.call('POST', 'veiculos/faturamentos/cancelar/solicitacao', { token: admin, body: { veiculoId: [perto] } })).statusCode).toBe(200);
    expect(await fx.status(perto)).toBe(0);
  });

  it('conf6: without its own extension date a vehicle may be billed up to availability + conf6 days', async () => {
    const a = await cota(JLR001, { dataDisponibilidade: '2026-11-20', dataProrrogacaoFaturamento: null });
    const semLimite = data(await t.call('GET', `veiculos/faturamentos/datas?veiculoId=${a}`, { token: morumbi })) as Record<string, unknown>;
    expect(semLimite.dataProrrogacaoFaturamento).toBeNull();
    await configurar(6, 10);
    const datas = data(await t.call('GET', `veiculos/faturamentos/datas?veiculoId=${a}`, { token: morumbi })) as Record<string, unknown>;
    expect(datas).toMatchObject({ dataProrrogacaoFaturamento: '2026-11-30', dataProrrogacaoFaturamentoFormatada: '30/11/2026' });
    const alem = await gerar(morumbi, estoque([a], { dataFaturamento: '2026-12-01' }));
    expect(errors(alem)).toEqual([vmsg.dataMaiorQueProrrogacao('30/11/2026')]);
    expect(await fx.status(a)).toBe(0);
    // a vehicle with its own extension date keeps it
    const b = await cota(JLR001, { dataDisponibilidade: '2026-11-20', dataProrrogacaoFaturamento: '2026-12-18' });
    expect(
      (data(await t.call('GET', `veiculos/faturamentos/datas?veiculoId=${b}`, { token: morumbi })) as Record<string, unknown>).dataProrrogacaoFaturamento,
    ).toBe('2026-12-18');
    expect((await gerar(morumbi, estoque([a], { dataFaturamento: '2026-11-30' }))).statusCode).toBe(200);
  });

  it('conf7: a stalled vehicle blocks with the pop-up only once its extension date is more than conf7 days past', async () => {
    const a = await cota(JLR001, { dataProrrogacaoFaturamento: '2026-11-18' });
    const pendencia = async (token = morumbi) =>
      data(await t.call('GET', 'veiculos/faturamentos/pendencia', { token })) as { id: number; dataProrrogacaoFaturamento: string }[];
    const ids = async (token = morumbi) => (await pendencia(token)).map((r) => r.id);
    // off until the importer sets conf7
    expect(await ids()).not.toContain(a);
    await configurar(7, 0);
    expect(await ids()).toContain(a);
    await configurar(7, 5);
    expect(await ids()).not.toContain(a);
    // the next day (a new sign-in: the session of the day before has expired)
    t.clock.now = new Date('2026-11-24T13:00:00Z');
    const amanha = await t.login('dealer.morumbi@demo.portal.com.br');
    expect(await ids(amanha)).toContain(a);
    expect((await pendencia(amanha)).find((r) => r.id === a)?.dataProrrogacaoFaturamento).toBe('18/11/2026');
  });

  it('conf7 blocks: stalled stock refuses the dealer’s new billing and swap requests (422, nothing written) until conf7 is raised or the vehicles are billed', async () => {
    const pendencia = async () => data(await t.call('GET', 'veiculos/faturamentos/pendencia', { token: morumbi })) as { id: number; chassi: string }[];
    const eventos = () => contarLinhas(t.tdb.db, 'events');
    const parado = await cota(JLR001, { dataProrrogacaoFaturamento: '2026-11-18' });
    const novo = await cota();
    await configurar(7, 0);
    const lista = await pendencia();
    expect(lista.map((p) => p.id)).toContain(parado);
    const antes = await eventos();
    const recusa = await gerar(morumbi, estoque([novo]));
    expect(recusa.statusCode).toBe(422);
    expect(errors(recusa)).toEqual([vmsg.bloqueioParadosFaturamento(lista[0]!.chassi)]);
    // a request that mixes the stalled vehicle with another is refused too
    expect((await gerar(morumbi, estoque([parado, novo], { dataFaturamento: '2026-11-23' }))).statusCode).toBe(422);
    const troca = await t.call('POST', 'veiculos/troca/solicita', {
      token: morumbi,
      body: { veiculoInteresseId: novo, confirmarSemVeiculo: true, contatoNome: 'Diego', contatoEmail: 'diego@morumbi.com.br', contatoTelefone: '11987654321' },
    });
    expect(troca.statusCode).toBe(422);
    expect(errors(troca)).toEqual([smsg.bloqueioParadosTroca(lista[0]!.chassi)]);
    expect([await fx.status(novo), await fx.status(parado), await eventos()]).toEqual([0, 0, antes]);
    // administrators are not blocked (the pop-up is for dealer-side users)
    const outro = await cota();
    // raising the threshold past the stall lifts the block
    await configurar(7, 3650);
    expect(await pendencia()).toEqual([]);
    expect((await gerar(morumbi, estoque([novo]))).statusCode).toBe(200);
    expect(await fx.status(novo)).toBe(1);
    // back to 0: blocked again; billing the stalled vehicles themselves goes through and lifts the block
    await configurar(7, 0);
    expect((await gerar(morumbi, estoque([outro]))).statusCode).toBe(422);
    const parados = (await pendencia()).map((p) => p.id);
    const faturar = await gerar(morumbi, { veiculoId: parados, tipoVendaId: 1, tipoPagamentoId: 1, dealerSolicitante: JLR001, faturarAssimQuePossivel: true });
    expect(faturar.statusCode, faturar.body).toBe(200);
    expect(await fx.status(parado)).toBe(1);
    expect(await pendencia()).toEqual([]);
    expect((await gerar(morumbi, estoque([outro]))).statusCode).toBe(200);
    expect((await gerar(admin, estoque([await cota()]))).statusCode).toBe(200);
  });
});

describe('Liberar faturamento', () => {
  it('lists requests awaiting release; Liberar (3) and Recusar (5); the server answers permissao 0 to who may only read', async () => {
    const [a, b, c] = [await cota(), await cota(), await cota()];
    await gerar(morumbi, { veiculoId: [a, b], tipoVendaId: 4, tipoPagamentoId: 5, dealerSolicitante: JLR001, dataFaturamento: '2026-11-25' });
    await gerar(morumbi, { veiculoId: [c], tipoVendaId: 2, dealerSolicitante: JLR001 });
    const lista = data(
      await t.call('POST', 'veiculos/faturamentos/liberar/listar', {
        token: faturamento,
        body: { pedido: [(await fx.row(a)).pedido, (await fx.row(b)).pedido, (await fx.row(c)).pedido].join('\n') },
      }),
    ) as {
      rows: { faturamentoPedidoId: number; veiculoId: number; tipoVenda: string }[];
      total: number;
    };
    expect(lista.total).toBe(3);
    const idOf = (v: number) => lista.rows.find((r) => r.veiculoId === v)!.faturamentoPedidoId;
    const ro = await t.call('POST', 'veiculos/faturamentos/liberar/status', { token: financeiro, body: { faturamentoPedidoIds: [idOf(a)], status: 3 } });
    expect(data(ro)).toEqual([{ id: idOf(a), permissao: 0, descricao: vmsg.semPermissaoLiberar }]);
    expect(await fx.status(a)).toBe(3);
    const lib = await t.call('POST', 'veiculos/faturamentos/liberar/status', {
      token: faturamento,
      body: { faturamentoPedidoIds: [idOf(a), idOf(c)], status: 3 },
    });
    expect(data(lib)).toEqual([
      { id: idOf(a), permissao: 1, descricao: vmsg.faturamentoLiberado },
      { id: idOf(c), permissao: 1, descricao: vmsg.faturamentoLiberado },
    ]);
    expect(await fx.status(a)).toBe(1);
    expect(await fx.row(c)).toMatchObject({ status: 10, dealer_consignado_id: JLR001 });
    const rec = await t.call('POST', 'veiculos/faturamentos/liberar/status', {
      token: admin,
      body: { faturamentoPedidoIds: [idOf(b)], status: 5, motivo: 'Sem verba de test drive' },
    });
    expect(data(rec)).toEqual([{ id: idOf(b), permissao: 1, descricao: vmsg.faturamentoRecusado }]);
    expect(await fx.status(b)).toBe(0);
    const again = await t.call('POST', 'veiculos/faturamentos/liberar/status', { token: admin, body: { faturamentoPedidoIds: [idOf(a)], status: 3 } });
    expect(data(again)).toEqual([{ id: idOf(a), permissao: 1, descricao: vmsg.naoAguardaLiberacao }]);
    const states = await t.tdb.db
      .selectFrom('solicitacoes_faturamento')
      .select(['id', 'status', 'motivo'])
      .where('id', 'in', [idOf(a), idOf(b)])
      .orderBy('id')
      .execute();
    expect(states.map((s) => s.status).sort()).toEqual([3, 5]);
    expect((await t.call('POST', 'veiculos/faturamentos/liberar/listar', { token: morumbi, body: {} })).statusCode).toBe(403);
    expect(
      (await t.call('POST', 'veiculos/faturamentos/liberar/status', { token: admin, body: { faturamentoPedidoIds: [424242], status: 3 } })).statusCode,
    ).toBe(404);
    const log = data(await t.call('GET', `veiculos/log/${b}`, { token: admin })) as { evento: string; motivo: string | null }[];
    expect(log[0]).toMatchObject({ evento: 'FaturamentoRecusado', motivo: 'Sem verba de test drive' });
  });
});

describe('billing lists, pending alert, lookups and exports', () => {
  it('open and closed lists, scoped to the dealer in the query', async () => {
    const a = await cota(JLR001);
    const b = await cota(JLR005);
    const open = data(await t.call('POST', 'veiculos/faturamentos/listar', { token: morumbi, body: { per_page: 100 } })) as {
      rows: { id: number; status: number; concessionariaId: number }[];
      total: number;
    };
    expect(open.rows.map((r) => r.id)).toContain(a);
    expect(open.rows.map((r) => r.id)).not.toContain(b);
    expect(open.rows.every((r) => [0, 1, 3, 4, 10, 11, 14].includes(r.status))).toBe(true);
    const mine = await t.tdb.db
      .selectFrom('veiculos')
      .select('id')
      .where((eb) => eb.or([eb('concessionaria_id', '=', JLR001), eb('dealer_solicitante_id', '=', JLR001)]))
      .where('status', 'in', [0, 1, 3, 4, 10, 11, 14])
      .execute();
    expect(open.total).toBe(mine.length);
    const closed = data(await t.call('POST', 'veiculos/faturamentos/listar', { token: admin, body: { status: [2], per_page: 100 } })) as typeof open;
    expect(closed.total).toBeGreaterThan(0);
    expect(closed.rows.every((r) => r.status === 2)).toBe(true);
    const brand = data(await t.call('POST', 'veiculos/faturamentos/listar', { token: admin, body: { jaguar: true, landrover: false, per_page: 100 } })) as {
      rows: { marcas: string }[];
    };
    expect(brand.rows.every((r) => r.marcas === 'Jaguar')).toBe(true);
    const pair = await t.call('POST', 'veiculos/faturamentos/listar', { token: admin, body: { mesDe: 1 } });
    expect(pair.statusCode).toBe(400);
    expect(errors(pair)).toEqual([vmsg.mesFim]);
  });
  it('pending billing: the dealer’s stock whose extension date has passed', async () => {
    const a = await cota(JLR001, { dataProrrogacaoFaturamento: '2026-11-10' });
    expect((await t.call('POST', 'configuracoes', { token: admin, body: { tipo: 7, periodoInformado: 0 } })).statusCode).toBe(201);
    onTestFinished(() =>
      t.tdb.db
        .deleteFrom('configuracoes_gerais')
        .where('tipo', '=', 7)
        .execute()
        .then(() => undefined),
    );
    const mine = data(await t.call('GET', 'veiculos/faturamentos/pendencia', { token: morumbi })) as { id: number }[];
    expect(mine.map((r) => r.id)).toContain(a);
    const other = data(await t.call('GET', 'veiculos/faturamentos/pendencia', { token: barra })) as { id: number }[];
    expect(other.map((r) => r.id)).not.toContain(a);
  });
  it('sale and payment types', async () => {
    expect(data(await t.call('GET', 'veiculos/faturamentos/tipoVendas', { token: morumbi }))).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 1, nome: 'Estoque' }), expect.objectContaining({ id: 3, nome: 'Venda Direta' })]),
    );
    expect(data(await t.call('GET', 'veiculos/faturamentos/tipoPagamentos?tipoVenda=2', { token: morumbi }))).toEqual([]);
    expect((data(await t.call('GET', 'veiculos/faturamentos/tipoPagamentos?tipoVenda=1', { token: morumbi })) as unknown[]).length).toBe(3);
  });
  it("exports 'Relatorio Distribuicao Aberto/Fechado' streamed, only with the dealer’s vehicles", async () => {
    const a = await cota(JLR001);
    const b = await cota(JLR005);
    const [pa, pb] = [(await fx.row(a)).pedido, (await fx.row(b)).pedido];
    const x = await t.call('GET', `relatorios/distribuicao?pedido=${pa},${pb}`, { token: barra });
    expect(x.statusCode).toBe(200);
    expect(x.headers['content-disposition']).toContain('PDD_Relatorio Distribuicao Aberto.xlsx');
    const ws = await primeiraAba(x);
    const pedidos = ws.getColumn(1).values.slice(2);
    expect(pedidos).toEqual([pb]);
    expect(ws.getRow(2).getCell(8).value).toBe(`'=HYPERLINK("x")`);
    const f = await t.call('GET', 'relatorios/distribuicao?status=2', { token: admin });
    expect(f.headers['content-disposition']).toContain('Fechado');
    const y = await t.call('POST', 'relatorios/faturamentos/listar', { token: barra, body: { pedido: [pa, pb] } });
    const wb2 = new ExcelJS.Workbook();
    await wb2.xlsx.load(y.rawPayload as unknown as ArrayBuffer);
    expect(wb2.worksheets[0]!.getColumn(1).values.slice(2)).toEqual([pb]);
  });
});
