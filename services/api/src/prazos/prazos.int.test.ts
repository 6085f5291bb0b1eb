import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { principal, veiculoDe } from '@portal/core/testing/swaps';
import type { Principal } from '@portal/core/access/principal';
import { configuracoesTroca } from '@portal/core/settings/index';
import { rebuildProjections } from '@portal/core/contexts';
import { calcularPrazo } from '@portal/contracts/prazos/prazo';
import { pedidoDeTeste } from '@portal/core/testing/pedidos';
import { createTestApp, type TestApp, USUARIOS_VENDA_DIRETA } from '../testing/app.ts';

/**
 * Deadlines you can see: the holiday table (audited, settings permission), a swap request's deadline skipping it, the
 * `prazos` read model following the swap's events, and the swap lists' 'Prazo' column and filter.
 */
let t: TestApp;
let admin: string, morumbi: string;
let pm: Principal, pb: Principal, padmin: Principal;
const contato = { contatoNome: 'Diego Morumbi', contatoEmail: 'diego@morumbi.com.br', contatoTelefone: '(11) 98765-4321' };
// Friday 27/11/2026 10:00 in Brasília; Monday 30/11 goes into the table
const SEXTA = new Date('2026-11-27T13:00:00.000Z');
const SEGUNDA = '2026-11-30';

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = SEXTA;
  [admin, morumbi] = [await t.login('admin@demo.portal.com.br'), await t.login('dealer.morumbi@demo.portal.com.br')];
  const de = (u: string) => principal(t.tdb.db, `${u}@demo.portal.com.br`);
  [pm, pb, padmin] = await Promise.all([de('dealer.morumbi'), de('dealer.barra'), de('admin')]);
});
afterAll(async () => t?.close());

type Linha = { veiculoTrocaPedidoId: number; prazo: { venceEm: string; situacao: string; texto: string } | null };
const listar = async (body: Record<string, unknown> = {}) => {
  const r = await t.call('POST', 'veiculos/troca/listar', { token: morumbi, body: { per_page: 100, ...body } });
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { data: { rows: Linha[] } }).data.rows;
};
const pedir = async () => {
  const interesse = await veiculoDe(t.tdb.db, () => t.clock.now, padmin, pb, { troca: true });
  const r = await t.call('POST', 'veiculos/troca/solicita', {
    token: morumbi,
    body: { ...contato, veiculoInteresseId: interesse, veiculosPropostos: [await veiculoDe(t.tdb.db, () => t.clock.now, padmin, pm)] },
  });
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { data: { id: number }[] }).data[0]!.id;
};
/** moves the clock (the session is signed again: a token does not outlive days) */
const mover = async (d: Date) => {
  t.clock.now = d;
  morumbi = await t.login('dealer.morumbi@demo.portal.com.br');
};
const linhaDe = async (id: number) => t.tdb.db.selectFrom('prazos').selectAll().where('chave', '=', `troca-${id}`).executeTakeFirst();

describe('Feriados', () => {
  it('an administrator adds, changes and removes a holiday, each change audited; bad input is refused; a dealer cannot', async () => {
    const criar = await t.call('POST', 'feriados', { token: admin, body: { data: '2026-12-24', nome: 'Véspera de Natal', abrangencia: 'ponto facultativo' } });
    expect(criar.statusCode, criar.body).toBe(201);
    let lista = (await t.call('GET', 'feriados?ano=2026', { token: admin })).json() as {
      data: { feriados: { id: number; data: string; nome: string }[]; nacionais: { data: string }[] };
    };
    const f = lista.data.feriados.find((x) => x.data === '2026-12-24')!;
    expect(f.nome).toBe('Véspera de Natal');
    expect(lista.data.nacionais.map((n) => n.data)).toContain('2026-11-20');
    expect((await t.call('PUT', `feriados/${f.id}`, { token: admin, body: { data: '2026-12-24', nome: 'Véspera' } })).statusCode).toBe(200);
    expect((await t.call('POST', 'feriados', { token: admin, body: { data: '2026-12-24', nome: 'De novo' } })).statusCode).toBe(400);
    const nacional = await t.call('POST', 'feriados', { token: admin, body: { data: '2026-12-25', nome: 'Natal' } });
    expect(nacional.statusCode).toBe(400);
    expect((nacional.json() as { errors: string[] }).errors).toEqual(['Essa data já é feriado nacional.']);
    expect((await t.call('POST', 'feriados', { token: admin, body: { data: '2026-02-30', nome: 'x' } })).statusCode).toBe(400);
    expect((await t.call('POST', 'feriados', { token: morumbi, body: { data: '2026-12-31', nome: 'x' } })).statusCode).toBe(403);
    expect((await t.call('DELETE', `feriados/${f.id}`, { token: admin })).statusCode).toBe(200);
    expect((await t.call('DELETE', `feriados/${f.id}`, { token: admin })).statusCode).toBe(404);
    lista = (await t.call('GET', 'feriados', { token: admin })).json() as typeof lista;
    expect(lista.data.feriados.some((x) => x.id === f.id)).toBe(false);
    const auditoria = await t.tdb.db
      .selectFrom('auditoria')
      .select('acao')
      .where('tabela', '=', 'feriados')
      .where('registro_id', '=', String(f.id))
      .orderBy('id')
      .execute();
    expect(auditoria.map((a) => a.acao)).toEqual(['criar', 'alterar', 'excluir']);
  });
});

describe('prazos: a swap request waiting for its answer', () => {
  it('the deadline skips the weekend and the table holiday; requested → a row, answered → gone; rebuild gives the same', async () => {
    expect((await t.call('POST', 'feriados', { token: admin, body: { data: SEGUNDA, nome: 'Ponte' } })).statusCode).toBe(201);
    const { duracaoTrocaDiasUteis: n } = await configuracoesTroca(t.tdb.db);
    const esperado = calcularPrazo(SEXTA, n, new Set([SEGUNDA]));
    expect(esperado).not.toBe(calcularPrazo(SEXTA, n));

    const id = await pedir();
    const row = await linhaDe(id);
    expect(row).toMatchObject({ tipo: 'troca', registro_id: id, concessionaria_id: pb.concessionariaId, estado: 'Pendente' });
    expect(row!.vence_em.toISOString()).toBe(esperado);
    // the reminder: 08:00 in Brasília on the deadline's day
    expect(row!.lembrete_em.toISOString()).toBe(`${esperado.slice(0, 10)}T11:00:00.000Z`);
    const linha = (await listar()).find((r) => r.veiculoTrocaPedidoId === id)!;
    expect(linha.prazo).toEqual({ venceEm: esperado, situacao: 'no-prazo', texto: `${n} dias úteis` });

    expect((await rebuildProjections(t.tdb.db, ['prazos']))[0]).toMatchObject({ projection: 'prazos', equal: true });

    const r = await t.call('PUT', `veiculos/troca/pedido/cancelar?veiculoTrocaPedidoId=${id}`, { token: morumbi });
    expect(r.statusCode, r.body).toBe(200);
    expect(await linhaDe(id)).toBeUndefined();
    expect((await listar()).find((x) => x.veiculoTrocaPedidoId === id)!.prazo).toBeNull();
    expect((await rebuildProjections(t.tdb.db, ['prazos']))[0]).toMatchObject({ equal: true });
  });

  it("the lists' 'Prazo' filter: No prazo, Vence hoje, Atrasado as the clock moves; a bad value is refused", async () => {
    await mover(SEXTA);
    const id = await pedir();
    const venceEm = (await linhaDe(id))!.vence_em;
    const ids = async (prazo: unknown) => (await listar({ prazo })).map((r) => r.veiculoTrocaPedidoId).filter((x) => x === id);
    expect(await ids('no-prazo')).toEqual([id]);
    expect(await ids('vence-hoje')).toEqual([]);
    expect(await ids('atrasado')).toEqual([]);

    // 5 hours before it is due, on its day
    await mover(new Date(venceEm.getTime() - 5 * 3_600_000 + 60_000));
    expect(await ids('vence-hoje')).toEqual([id]);
    expect(await ids(['no-prazo', 'atrasado'])).toEqual([]);
    expect((await listar()).find((r) => r.veiculoTrocaPedidoId === id)!.prazo).toMatchObject({ situacao: 'vence-hoje', texto: '4 h' });

    // a day later (the expiry workflow has not run here)
    await mover(new Date(venceEm.getTime() + 86_400_000 + 60_000));
    expect(await ids('atrasado')).toEqual([id]);
    expect((await listar({ prazo: 'atrasado' })).find((r) => r.veiculoTrocaPedidoId === id)!.prazo).toMatchObject({
      situacao: 'atrasado',
      texto: 'Atrasado há 1 dia',
    });
    const minhas = await t.call('POST', 'veiculos/troca/minhas/listar', { token: morumbi, body: { per_page: 100, prazo: 'atrasado' } });
    expect((minhas.json() as { data: { rows: Linha[] } }).data.rows.map((r) => r.veiculoTrocaPedidoId)).toContain(id);

    const ruim = await t.call('POST', 'veiculos/troca/listar', { token: morumbi, body: { prazo: 'amanha' } });
    expect(ruim.statusCode).toBe(400);
    await mover(SEXTA);
  });
});

describe('prazos: a boleto awaiting payment', () => {
  it("opens at its due date's end of day; the boleto list carries the 'Prazo' column and filter", async () => {
    // Monday 23/11/2026 10:00 in Brasília
    await mover(new Date('2026-11-23T13:00:00.000Z'));
    const tk = await t.entrar(USUARIOS_VENDA_DIRETA);
    const pedidoId = await pedidoDeTeste(t.tdb.db, () => t.clock.now, { admin: padmin, dealer: pm }, { prePagamento: true, ate: 'inserirBoletos' });
    const r = await t.call('POST', `boleto/emitir/${pedidoId}`, {
      token: tk.fin,
      body: { tipoPagamento: 'Parcial', valorTotal: 494_000, valorParcial: 100_000, numeroParcela: 1, quantidadeVezes: 2, dataEmissao: '2026-11-23' },
    });
    expect(r.statusCode, r.body).toBe(200);
    const boletoId = (r.json() as { data: { boleto: { id: number; vencimentoIso: string } } }).data.boleto.id;
    const vencimento = (r.json() as { data: { boleto: { vencimentoIso: string } } }).data.boleto.vencimentoIso;
    const row = (await t.tdb.db.selectFrom('prazos').selectAll().where('chave', '=', `boleto-${boletoId}`).executeTakeFirst())!;
    expect(row).toMatchObject({ tipo: 'boleto', registro_id: boletoId, concessionaria_id: pm.concessionariaId, estado: 'Não Emitido' });
    expect(row.vence_em.toISOString()).toBe(new Date(`${vencimento}T23:59:59.999-03:00`).toISOString());

    const lista = async (prazo?: string) => {
      const l = await t.call('POST', 'pedidos/boletos', { token: tk.morumbi, body: { per_page: 100, ...(prazo ? { prazo } : {}) } });
      expect(l.statusCode, l.body).toBe(200);
      return (l.json() as { data: { rows: { id: number; prazo?: { situacao: string; texto: string } | null }[] } }).data.rows.filter((b) => b.id === boletoId);
    };
    expect((await lista())[0]!.prazo).toMatchObject({ situacao: 'no-prazo' });
    expect(await lista('atrasado')).toEqual([]);
    // on the due date, at 10:00: due today, 13 h left
    await mover(new Date(`${vencimento}T13:00:00.000Z`));
    const tk2 = await t.entrar(USUARIOS_VENDA_DIRETA);
    const hoje = await t.call('POST', 'pedidos/boletos', { token: tk2.morumbi, body: { per_page: 100, prazo: 'vence-hoje' } });
    const linha = (hoje.json() as { data: { rows: { id: number; prazo: { situacao: string; texto: string } }[] } }).data.rows.find((b) => b.id === boletoId);
    expect(linha?.prazo).toEqual(expect.objectContaining({ situacao: 'vence-hoje', texto: '13 h' }));
    expect((await rebuildProjections(t.tdb.db, ['prazos']))[0]).toMatchObject({ equal: true });
    await mover(SEXTA);
  });
});
