import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { vmsg } from '@portal/contracts/vehicles/messages';
import { msg } from '@portal/contracts/messages';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { primeiraAba } from '../testing/planilhas.ts';
import { vehicleFixtures } from '../testing/vehicles.ts';
import { rebuildProjections } from '@portal/core/contexts';

let t: TestApp;
let fx: ReturnType<typeof vehicleFixtures>;
let admin: string;
let morumbi: string; // JLR001, group Autostar
let jardins: string; // JLR002, group Autostar, no group access
let grupo: string; // JLR003, group Autostar with processosGrupo
let barra: string; // JLR005, group Britânia
let recife: string; // Dealer Consulta: read only
let JLR001: number;
let JLR002: number;
let JLR005: number;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-11-23T13:00:00Z'); // Monday, 10:00 in São Paulo
  fx = vehicleFixtures(t);
  [admin, morumbi, jardins, grupo, barra, recife] = (await Promise.all(
    ['admin', 'dealer.morumbi', 'dealer.jardins', 'grupo.autostar', 'dealer.barra', 'dealer.recife'].map((u) => t.login(`${u}@demo.portal.com.br`)),
  )) as [string, string, string, string, string, string];
  [JLR001, JLR002, JLR005] = (await Promise.all(['JLR001', 'JLR002', 'JLR005'].map(fx.dealerId))) as number[] as [number, number, number];
}); // the int tier's hookTimeout (a loaded 2-core machine needs more than a minute to seed)
afterAll(async () => t?.close());

const data = (r: { json(): unknown }) => (r.json() as { data: unknown }).data;
const errors = (r: { json(): unknown }) => (r.json() as { errors: string[] }).errors;

describe('POST veiculos/nova-alocacao', () => {
  it('allocates Cota vehicles to a dealer, each in its own stream, and the dealer then sees them', async () => {
    const [a, b] = [await fx.veiculo(), await fx.veiculo()];
    const r = await t.call('POST', 'veiculos/nova-alocacao', { token: admin, body: { veiculoIds: [a, b], concessionariaId: JLR001 } });
    expect(r.statusCode).toBe(200);
    expect(data(r)).toEqual([
      { id: a, status: 1, descricao: vmsg.alocado },
      { id: b, status: 1, descricao: vmsg.alocado },
    ]);
    expect((await fx.row(a)).concessionaria_id).toBe(JLR001);
    const streams = await t.tdb.db
      .selectFrom('events')
      .select('stream_id')
      .where('stream_id', 'in', [`veiculo-${a}`, `veiculo-${b}`])
      .where('type', '=', 'VeiculoAlocado')
      .execute();
    expect(streams).toHaveLength(2);
    const lista = await t.call('POST', 'veiculos/faturamentos/listar', {
      token: morumbi,
      body: { pedido: `${(await fx.row(a)).pedido}\n${(await fx.row(b)).pedido}` },
    });
    expect((data(lista) as { rows: { id: number }[] }).rows.map((x) => x.id).sort()).toEqual([a, b].sort());
  });
  it('asks for a dealer and refuses an inactive or unknown one', async () => {
    const a = await fx.veiculo();
    const r = await t.call('POST', 'veiculos/nova-alocacao', { token: admin, body: { veiculoIds: [a] } });
    expect(r.statusCode).toBe(400);
    expect(errors(r)).toEqual([vmsg.selecioneDealerAlocacao]);
    const r2 = await t.call('POST', 'veiculos/nova-alocacao', { token: admin, body: { veiculoIds: [a], concessionariaId: 99999 } });
    expect(r2.statusCode).toBe(400);
    expect(errors(r2)).toEqual([vmsg.dealerInvalido]);
  });
  it('refuses the whole request when one vehicle is not Cota Concessionário (nothing applied)', async () => {
    const ok = await fx.veiculo();
    const pipe = await fx.veiculo({ status: 121 });
    const r = await t.call('POST', 'veiculos/nova-alocacao', { token: admin, body: { veiculoIds: [ok, pipe], concessionariaId: JLR002 } });
    expect(r.statusCode).toBe(422);
    expect(errors(r)).toEqual([vmsg.statusDiferenteCota]);
    expect((await fx.row(ok)).concessionaria_id).toBeNull();
  });
  it('is for administrators: a dealer is refused by the machine, another profile without the function gets 403', async () => {
    const a = await fx.veiculo();
    await t.call('POST', 'veiculos/nova-alocacao', { token: admin, body: { veiculoIds: [a], concessionariaId: JLR001 } });
    const r = await t.call('POST', 'veiculos/nova-alocacao', { token: morumbi, body: { veiculoIds: [a], concessionariaId: JLR001 } });
    expect(r.statusCode).toBe(422);
    expect(errors(r)).toEqual([vmsg.somenteAdministrador]);
    const c = await t.call('POST', 'veiculos/nova-alocacao', { token: recife, body: { veiculoIds: [a], concessionariaId: JLR001 } });
    expect(c.statusCode).toBe(403);
    expect(errors(c)).toEqual([msg.semPermissaoFuncionalidade]);
  });
  it('answers 404 for unknown ids', async () => {
    const r = await t.call('POST', 'veiculos/nova-alocacao', { token: admin, body: { veiculoIds: [987654], concessionariaId: JLR001 } });
    expect(r.statusCode).toBe(404);
  });
  it('stale write: two administrators allocating the same vehicle, the loser gets 409 and nothing of its request is applied', async () => {
    const x = await fx.veiculo();
    const y = await fx.veiculo();
    let r1!: Awaited<ReturnType<TestApp['call']>>;
    let r2!: Awaited<ReturnType<TestApp['call']>>;
    await t.tdb.db.transaction().execute(async (trx) => {
      // hold the read-model row: both requests read the same version, then meet at the append
      await sql`select id from veiculos where id = ${y} for update`.execute(trx);
      const p1 = t.call('POST', 'veiculos/nova-alocacao', { token: admin, body: { veiculoIds: [x, y], concessionariaId: JLR001 } });
      const p2 = t.call('POST', 'veiculos/nova-alocacao', { token: admin, body: { veiculoIds: [y], concessionariaId: JLR002 } });
      await new Promise((res) => setTimeout(res, 400));
      void Promise.all([p1, p2]).then(([a, b]) => ((r1 = a), (r2 = b)));
    });
    await new Promise((res) => setTimeout(res, 50));
    for (let i = 0; i < 100 && (!r1 || !r2); i++) await new Promise((res) => setTimeout(res, 50));
    const codes = [r1.statusCode, r2.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const loser = r1.statusCode === 409 ? r1 : r2;
    expect(errors(loser)).toEqual([msg.conflitoVersao]);
    const yRow = await fx.row(y);
    const xEvents = await t.tdb.db.selectFrom('events').select('type').where('stream_id', '=', `veiculo-${x}`).execute();
    if (r1.statusCode === 409) {
      // the two-vehicle request lost: x untouched too
      expect(xEvents.map((e) => e.type)).toEqual(['VeiculoRegistrado']);
      expect((await fx.row(x)).concessionaria_id).toBeNull();
      expect(yRow.concessionaria_id).toBe(JLR002);
    } else {
      expect(xEvents.map((e) => e.type)).toEqual(['VeiculoRegistrado', 'VeiculoAlocado']);
      expect(yRow.concessionaria_id).toBe(JLR001);
    }
    const yEvents = await t.tdb.db.selectFrom('events').select('type').where('stream_id', '=', `veiculo-${y}`).execute();
    expect(yEvents).toHaveLength(2);
  });
});

describe('Log do Veículo', () => {
  it('shows Dados do Veículo and Informações, and each event in Listagem de Histórico, newest first', async () => {
    const a = await fx.veiculo();
    await t.call('POST', 'veiculos/nova-alocacao', { token: admin, body: { veiculoIds: [a], concessionariaId: JLR001 } });
    await t.call('PUT', 'veiculos/alterar/status', { token: admin, body: { veiculoId: [a], status: 5, motivo: 'Avaria' } });
    const d = await t.call('GET', `veiculos/log/detail/${a}`, { token: morumbi });
    expect(d.statusCode).toBe(200);
    expect(data(d)).toMatchObject({
      id: a,
      status: 5,
      statusDescricao: 'Bloqueado',
      dealerAtual: expect.stringContaining('Autostar Morumbi'),
      specs: [{ codigo: '011AA', descricao: 'Teto solar' }],
      dataDisponibilidadeFormatada: '20/11/2026',
    });
    const l = await t.call('GET', `veiculos/log/${a}`, { token: admin });
    const rows = data(l) as { evento: string; usuario: string; status: string; motivo: string | null; dealerAtual: string | null; dataOperacao: string }[];
    expect(rows.map((r) => r.evento)).toEqual(['PedidoBloqueado', 'VeiculoAlocado', 'VeiculoRegistrado']);
    expect(rows[0]).toMatchObject({ usuario: 'Ana Administradora', status: 'Bloqueado', motivo: 'Avaria', dataOperacao: '23/11/2026 10:00:00' });
    expect(rows[1]!.dealerAtual).toContain('Autostar Morumbi');
  });
  it("names the administrator with '(acesso espelho: user)' under mirror access", async () => {
    const a = await fx.veiculo();
    await t.call('POST', 'veiculos/nova-alocacao', { token: admin, body: { veiculoIds: [a], concessionariaId: JLR001 } });
    const adminP = await fx.principal('admin@demo.portal.com.br');
    const dealerP = await fx.principal('dealer.morumbi@demo.portal.com.br');
    const token = await t.tokens.sign({ sub: dealerP.userId, pv: dealerP.versaoSenha, esp: adminP.userId, tco: false }, t.clock.now);
    const r = await t.call('PUT', 'veiculos/troca/bloquear', { token, body: { bloquearTroca: true, veiculosBloquear: [a] } });
    expect(r.statusCode).toBe(200);
    const l = data(await t.call('GET', `veiculos/log/${a}`, { token: admin })) as { usuario: string; nomeAdmin: string }[];
    expect(l[0]!.usuario).toBe('Ana Administradora (acesso espelho: Diego Morumbi)');
  });
  it('hides other dealers’ vehicles (404) and exports the log as xlsx with formulas escaped', async () => {
    const a = await fx.veiculo();
    await t.call('POST', 'veiculos/nova-alocacao', { token: admin, body: { veiculoIds: [a], concessionariaId: JLR001 } });
    expect((await t.call('GET', `veiculos/log/${a}`, { token: barra })).statusCode).toBe(404);
    expect((await t.call('GET', `veiculos/log/detail/${a}`, { token: barra })).statusCode).toBe(404);
    expect((await t.call('GET', `relatorios/log/${a}`, { token: barra })).statusCode).toBe(404);
    expect((await t.call('GET', `veiculos/log/${a}`, { token: grupo })).statusCode).toBe(200);
    expect((await t.call('GET', `veiculos/log/${a}`, { token: jardins })).statusCode).toBe(404);
    const x = await t.call('GET', `relatorios/log/${a}`, { token: morumbi });
    expect(x.statusCode).toBe(200);
    expect(x.headers['content-disposition']).toContain('PDD_Historico.xlsx');
    const ws = await primeiraAba(x);
    expect(ws.getRow(1).getCell(2).value).toBe('Usuário');
    expect(ws.rowCount).toBe(3);
  });
});

describe('PUT veiculos/alterar/status', () => {
  it('moves to Pocket, Bolsão and Pipeline Futuro (with the dealer) and changes within the pipeline', async () => {
    const [a, b, c] = [await fx.veiculo(), await fx.veiculo(), await fx.veiculo()];
    const pocket = await t.call('PUT', 'veiculos/alterar/status', { token: admin, body: { veiculoId: [a], status: 12, dealerPrincipal: true } });
    expect(data(pocket)).toEqual([{ id: a, status: 1, descricao: vmsg.movidoPipeline }]);
    expect(await fx.status(a)).toBe(120);
    await t.call('PUT', 'veiculos/alterar/status', { token: admin, body: { veiculoId: [b], status: 12, moverParaBolsao: true } });
    expect(await fx.status(b)).toBe(121);
    const semDealer = await t.call('PUT', 'veiculos/alterar/status', { token: admin, body: { veiculoId: [c], status: 12 } });
    expect(semDealer.statusCode).toBe(400);
    expect(errors(semDealer)).toEqual([vmsg.escolhaDealer]);
    await t.call('PUT', 'veiculos/alterar/status', { token: admin, body: { veiculoId: [c], status: 12, concessionariaId: JLR005 } });
    expect(await fx.row(c)).toMatchObject({ status: 122, concessionaria_id: JLR005 });
    await t.call('PUT', 'veiculos/alterar/status', { token: admin, body: { veiculoId: [a], status: 121 } });
    expect(await fx.status(a)).toBe(121);
  });
  it('refuses the move when any vehicle is Venda Direta, with the spec message, nothing applied', async () => {
    const ok = await fx.veiculo();
    const vd = await fx.veiculo();
    await t.call('POST', 'veiculos/nova-alocacao', { token: admin, body: { veiculoIds: [ok, vd], concessionariaId: JLR001 } });
    await t.call('PUT', 'veiculos/faturamentos/gerar', { token: morumbi, body: { veiculoId: [vd], tipoVendaId: 3, dealerSolicitante: JLR001 } });
    const r = await t.call('PUT', 'veiculos/alterar/status', { token: admin, body: { veiculoId: [ok, vd], status: 12, moverParaBolsao: true } });
    expect(r.statusCode).toBe(422);
    expect(errors(r)).toEqual([vmsg.statusBloqueados]);
    expect(await fx.status(ok)).toBe(0);
  });
  it('blocks (5) and offers for swap (11) vehicle by vehicle, with per-vehicle results', async () => {
    const a = await fx.veiculo();
    const b = await fx.veiculo();
    await t.call('PUT', 'veiculos/alterar/status', { token: admin, body: { veiculoId: [b], status: 5 } });
    const r = await t.call('PUT', 'veiculos/alterar/status', { token: admin, body: { veiculoId: [a, b], status: 5 } });
    expect(data(r)).toEqual([
      { id: a, status: 1, descricao: vmsg.pedidoBloqueado },
      { id: b, status: 0, descricao: vmsg.statusNaoPermite },
    ]);
    const c = await fx.veiculo();
    await t.call('POST', 'veiculos/nova-alocacao', { token: admin, body: { veiculoIds: [c], concessionariaId: JLR001 } });
    const troca = await t.call('PUT', 'veiculos/alterar/status', { token: morumbi, body: { veiculoId: [c], status: 11 } });
    expect(data(troca)).toEqual([{ id: c, status: 1, descricao: vmsg.disponibilizadoTroca }]);
    expect(await fx.status(c)).toBe(11);
    // the swap deadline comes from the stock time limit (180 days by default); automatic only once it has passed
    const detalhe = async () => (await t.call('GET', `veiculos/log/detail/${c}`, { token: admin })).json().data;
    const { limite } = (
      await sql<{ limite: string }>`select to_char(data_entrada_estoque + 180, 'DD/MM/YYYY') as limite from veiculos where id = ${c}`.execute(t.tdb.db)
    ).rows[0]!;
    expect((await detalhe()) as object).toMatchObject({ dataLimiteTroca: limite });
    expect(JSON.stringify(await detalhe())).not.toContain('Troca Automatica');
    // a vehicle 181 days in stock (the read model is moved back for a moment, then restored for the rebuild check below)
    await sql`update veiculos set data_entrada_estoque = data_entrada_estoque - 181 where id = ${c}`.execute(t.tdb.db);
    expect(JSON.stringify(await detalhe())).toContain('"TempoLimiteEstoque":"Troca Automatica"');
    await sql`update veiculos set data_entrada_estoque = data_entrada_estoque + 181 where id = ${c}`.execute(t.tdb.db);
    const bad = await t.call('PUT', 'veiculos/alterar/status', { token: admin, body: { veiculoId: [c], status: 7 } });
    expect(bad.statusCode).toBe(400);
    expect(errors(bad)).toEqual([vmsg.statusInvalido]);
  });
  it('lets the owning dealer move to Bolsão but not to Pocket; another dealer gets 404', async () => {
    const a = await fx.veiculo();
    await t.call('POST', 'veiculos/nova-alocacao', { token: admin, body: { veiculoIds: [a], concessionariaId: JLR001 } });
    const p = await t.call('PUT', 'veiculos/alterar/status', { token: morumbi, body: { veiculoId: [a], status: 12, dealerPrincipal: true } });
    expect(p.statusCode).toBe(422);
    expect(errors(p)).toEqual([vmsg.pocketSomenteAdministrador]);
    expect((await t.call('PUT', 'veiculos/alterar/status', { token: barra, body: { veiculoId: [a], status: 12, moverParaBolsao: true } })).statusCode).toBe(
      404,
    );
    const ok = await t.call('PUT', 'veiculos/alterar/status', { token: morumbi, body: { veiculoId: [a], status: 12, moverParaBolsao: true } });
    expect(ok.statusCode).toBe(200);
    expect(await fx.status(a)).toBe(121);
  });
});

describe('cancel and release orders', () => {
  it('cancels vehicle by vehicle: a refusal does not roll back the others', async () => {
    const a = await fx.veiculo();
    const fat = await fx.veiculo();
    await t.call('POST', 'veiculos/nova-alocacao', { token: admin, body: { veiculoIds: [fat], concessionariaId: JLR001 } });
    await t.call('PUT', 'veiculos/faturamentos/gerar', {
      token: morumbi,
      body: { veiculoId: [fat], tipoVendaId: 4, tipoPagamentoId: 4, dealerSolicitante: JLR001, faturarAssimQuePossivel: true },
    });
    const r = await t.call('POST', 'veiculos/cancelar', { token: admin, body: { ids: [a, fat], motivo: 'Fábrica' } });
    expect(r.statusCode).toBe(200);
    expect(data(r)).toEqual([
      { id: a, status: 1, descricao: vmsg.pedidoCancelado },
      { id: fat, status: 0, descricao: vmsg.statusBloqueados },
    ]);
    expect(await fx.status(a)).toBe(9);
    expect(await fx.status(fat)).toBe(3);
    const d = await t.call('POST', 'veiculos/cancelar', { token: morumbi, body: { ids: [fat] } });
    expect(data(d)).toEqual([{ id: fat, status: 0, descricao: vmsg.statusBloqueados }]);
  });
  it('releases blocked and cancelled orders back to where they were, with the message', async () => {
    const a = await fx.veiculo({ status: 122 });
    const b = await fx.veiculo();
    await t.call('PUT', 'veiculos/alterar/status', { token: admin, body: { veiculoId: [a], status: 5 } });
    await t.call('POST', 'veiculos/cancelar', { token: admin, body: { ids: [b] } });
    const r = await t.call('POST', 'veiculos/liberar-pedidos', { token: admin, body: { veiculoIds: [a, b] } });
    expect(data(r)).toMatchObject({
      message: vmsg.pedidosLiberados,
      resultados: [
        { id: a, status: 1 },
        { id: b, status: 1 },
      ],
    });
    expect(await fx.status(a)).toBe(122);
    expect(await fx.status(b)).toBe(0);
  });
});

describe('POST veiculos/pedidos/listar', () => {
  it('pages, leaves out 6 and 7, takes multi-line Pedido/Chassi and scopes dealers in the query', async () => {
    const a = await fx.veiculo();
    const b = await fx.veiculo();
    await t.call('POST', 'veiculos/nova-alocacao', { token: admin, body: { veiculoIds: [a], concessionariaId: JLR001 } });
    await t.call('POST', 'veiculos/nova-alocacao', { token: admin, body: { veiculoIds: [b], concessionariaId: JLR005 } });
    const [ra, rb] = [await fx.row(a), await fx.row(b)];
    const all = await t.call('POST', 'veiculos/pedidos/listar', { token: admin, body: { pedido: `${ra.pedido}\r\n${rb.pedido}\n` } });
    const page = data(all) as { rows: { id: number; pedido: string }[]; page: number; total: number };
    expect(page.total).toBe(2);
    expect(page.page).toBe(1);
    const mine = data(await t.call('POST', 'veiculos/pedidos/listar', { token: morumbi, body: { pedido: `'${ra.pedido}','${rb.pedido}'` } })) as typeof page;
    expect(mine.rows.map((r) => r.id)).toEqual([a]);
    const chassi = data(await t.call('POST', 'veiculos/pedidos/listar', { token: barra, body: { chassi: [ra.chassi, rb.chassi] } })) as typeof page;
    expect(chassi.rows.map((r) => r.id)).toEqual([b]);
    const paged = data(await t.call('POST', 'veiculos/pedidos/listar', { token: admin, body: { page: 2, per_page: 5 } })) as typeof page;
    expect(paged.rows).toHaveLength(5);
    expect(paged.page).toBe(2);
    const demo67 = await t.tdb.db.selectFrom('veiculos').select('id').where('status', 'in', [6, 7]).execute();
    const allIds = (data(await t.call('POST', 'veiculos/pedidos/listar', { token: admin, body: { per_page: 100 } })) as typeof page).rows.map((r) => r.id);
    for (const v of demo67) expect(allIds).not.toContain(v.id);
    const st = await t.call('POST', 'veiculos/pedidos/listar', { token: admin, body: { status: [6] } });
    expect((data(st) as typeof page).total).toBe(0);
    const unknown = await t.call('POST', 'veiculos/pedidos/listar', { token: admin, body: { foo: 1 } });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('PUT veiculos/troca/bloquear', () => {
  it('blocks and unblocks for swap; a blocked vehicle cannot be offered for swap', async () => {
    const a = await fx.veiculo();
    await t.call('POST', 'veiculos/nova-alocacao', { token: admin, body: { veiculoIds: [a], concessionariaId: JLR001 } });
    const r = await t.call('PUT', 'veiculos/troca/bloquear', { token: admin, body: { bloquearTroca: true, veiculosBloquear: [a] } });
    expect(data(r)).toEqual([{ id: a, status: 1, descricao: vmsg.trocaBloqueada }]);
    expect((await fx.row(a)).bloqueado_troca).toBe(true);
    const t11 = await t.call('PUT', 'veiculos/alterar/status', { token: morumbi, body: { veiculoId: [a], status: 11 } });
    expect(data(t11)).toEqual([{ id: a, status: 0, descricao: vmsg.bloqueadoParaTroca }]);
    await t.call('PUT', 'veiculos/troca/bloquear', { token: morumbi, body: { bloquearTroca: false, veiculosBloquear: [a] } });
    expect((await fx.row(a)).bloqueado_troca).toBe(false);
  });
});

describe('lookups', () => {
  it('answers models, derivatives, model years, descriptions, years, flags to any signed-in user', async () => {
    const m = data(await t.call('GET', 'veiculos/pedidos/modelos', { token: recife })) as { id: number; descricao: string; marca: string }[];
    expect(m.some((x) => x.marca === 'Jaguar')).toBe(true);
    expect(m.some((x) => x.marca === 'Land Rover')).toBe(true);
    const d = data(await t.call('GET', `veiculos/pedidos/derivativos?tipoModeloAgrupadoId=${m[0]!.id}`, { token: recife })) as { modeloId: number }[];
    expect(d.length).toBeGreaterThan(0);
    expect(d.every((x) => x.modeloId === m[0]!.id)).toBe(true);
    expect(data(await t.call('GET', 'veiculos/pedidos/anoModelos', { token: recife }))).toEqual(
      expect.arrayContaining([expect.objectContaining({ descricao: '2026' })]),
    );
    expect((data(await t.call('GET', 'veiculos/descricao', { token: recife })) as unknown[]).length).toBeGreaterThan(0);
    expect(data(await t.call('GET', 'ano', { token: recife }))).toEqual(expect.arrayContaining([{ id: 2026, descricao: '2026' }]));
    expect(data(await t.call('GET', 'configuracoes/flag', { token: recife }))).toMatchObject([
      { tipo: 1, ate: 30 },
      { tipo: 2, de: 31, ate: 60 },
      { tipo: 3, de: 60 },
    ]);
    expect((await t.call('GET', 'veiculos/pedidos/modelos')).statusCode).toBe(401);
  });
});

describe('read models', () => {
  it('rebuild from the events equal to the live tables after everything above', async () => {
    const reports = await rebuildProjections(t.tdb.db, ['veiculos', 'veiculo_logs', 'solicitacoes_faturamento']);
    expect(reports.map((r) => [r.projection, r.equal, r.differences[0] ?? null])).toEqual([
      ['veiculos', true, null],
      ['veiculo_logs', true, null],
      ['solicitacoes_faturamento', true, null],
    ]);
    expect(reports[0]!.rows).toBeGreaterThan(40);
  });
});
