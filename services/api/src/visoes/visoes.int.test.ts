import { describe, expect, it } from 'vitest';
import { visaoMsg } from '@portal/contracts/visoes/messages';
import { rebuildProjections } from '@portal/core/contexts';
import type { Visao } from '@portal/contracts/visoes/schemas';
import { appDaSuite, usuariosDaSuite } from '../testing/suite.ts';

/**
 * Saved views over HTTP and PostgreSQL: a round trip, the one default per list, sharing seen by the same profile type
 * (dealer.morumbi and dealer.barra are both 'Dealer') and not by another (financeiro), another user's private view 404,
 * bad input 400 with nothing written.
 */
const t = appDaSuite({ agora: '2026-11-23T13:00:00Z' });
const tk = usuariosDaSuite(t, { morumbi: 'dealer.morumbi', barra: 'dealer.barra', fin: 'financeiro' });
const data = <T>(r: { json(): unknown }) => (r.json() as { data: T }).data;
const errors = (r: { json(): unknown }) => (r.json() as { errors: string[] }).errors;
const listar = async (token: string, lista: string) => {
  const r = await t.call('GET', `visoes?lista=${lista}`, { token });
  expect(r.statusCode, r.body).toBe(200);
  return data<Visao[]>(r);
};
const salvar = async (token: string, body: Record<string, unknown>) => {
  const r = await t.call('POST', 'visoes', { token, body });
  expect(r.statusCode, r.body).toBe(200);
  return data<{ visao: Visao; mensagem: string }>(r);
};
const eventos = async () =>
  Number(
    (
      await t.tdb.db
        .selectFrom('events')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('stream_id', 'like', 'visao-%')
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('saved views', () => {
  it('round trip: saved, listed, renamed, changed, deleted; every change an event of visao-<id>', async () => {
    const filtros = { statusId: 2, pedido: 'PED-1\nPED-2', dataDe: '2026-11-01' };
    const s = await salvar(tk.morumbi, { lista: 'boletos', nome: '  Pagos do mês ', filtros, ordem: { sort: 'dataEmissao', order: 'desc' }, porPagina: 20 });
    expect(s.mensagem).toBe(visaoMsg.visaoSalva);
    expect(s.visao).toMatchObject({
      lista: 'boletos',
      nome: 'Pagos do mês',
      filtros,
      ordem: { sort: 'dataEmissao', order: 'desc' },
      porPagina: 20,
      padrao: false,
      propria: true,
      dono: 'Diego Morumbi',
    });
    const id = s.visao.id;
    expect((await listar(tk.morumbi, 'boletos')).map((v) => v.id)).toEqual([id]);
    expect(await listar(tk.morumbi, 'trade.disponiveis')).toEqual([]);

    const r = await t.call('PUT', `visoes/${id}`, { token: tk.morumbi, body: { nome: 'Pagos', filtros: { statusId: 3 }, porPagina: 50 } });
    expect(r.statusCode, r.body).toBe(200);
    expect(data<{ visao: Visao }>(r).visao).toMatchObject({
      nome: 'Pagos',
      filtros: { statusId: 3 },
      porPagina: 50,
      ordem: { sort: 'dataEmissao', order: 'desc' },
    });

    const passos = await t.call('GET', `auditoria/streams/visao-${id}`, { token: (await t.entrar({ admin: 'admin' })).admin });
    expect(passos.statusCode, passos.body).toBe(200);
    expect(data<{ type: string; state: string }[]>(passos).map((p) => [p.type, p.state])).toEqual([
      ['VisaoSalva', 'salva'],
      ['VisaoRenomeada', 'salva'],
      ['VisaoAlterada', 'salva'],
    ]);

    const d = await t.call('DELETE', `visoes/${id}`, { token: tk.morumbi });
    expect(d.statusCode, d.body).toBe(200);
    expect(await listar(tk.morumbi, 'boletos')).toEqual([]);
    expect((await t.call('DELETE', `visoes/${id}`, { token: tk.morumbi })).statusCode).toBe(404);
  });

  it('one default per user and list: making another the default unmakes the first', async () => {
    const a = (await salvar(tk.morumbi, { lista: 'trade.disponiveis', nome: 'A', filtros: { chassi: 'X' }, padrao: true })).visao;
    expect(a.padrao).toBe(true);
    const b = (await salvar(tk.morumbi, { lista: 'trade.disponiveis', nome: 'B', filtros: {} })).visao;
    const r = await t.call('PUT', `visoes/${b.id}/padrao`, { token: tk.morumbi, body: { padrao: true } });
    expect(r.statusCode, r.body).toBe(200);
    expect(data<{ mensagem: string }>(r).mensagem).toBe(visaoMsg.visaoPadrao);
    const vs = await listar(tk.morumbi, 'trade.disponiveis');
    expect(vs.filter((v) => v.padrao).map((v) => v.nome)).toEqual(['B']);
    const c = (await salvar(tk.morumbi, { lista: 'trade.disponiveis', nome: 'C', filtros: {}, padrao: true })).visao;
    expect((await listar(tk.morumbi, 'trade.disponiveis')).filter((v) => v.padrao).map((v) => v.id)).toEqual([c.id]);
    expect((await t.call('PUT', `visoes/${c.id}/padrao`, { token: tk.morumbi, body: { padrao: false } })).statusCode).toBe(200);
    expect((await listar(tk.morumbi, 'trade.disponiveis')).filter((v) => v.padrao)).toEqual([]);
  });

  it('shared with the profile type: a colleague of the same profile sees it read-only, another profile does not', async () => {
    const v = (await salvar(tk.morumbi, { lista: 'pedidos', nome: 'Compartilhada', filtros: { status: [1, 2] }, compartilhada: true })).visao;
    const privada = (await salvar(tk.morumbi, { lista: 'pedidos', nome: 'Só minha', filtros: {} })).visao;
    const daBarra = await listar(tk.barra, 'pedidos');
    expect(daBarra.map((x) => [x.id, x.propria, x.dono])).toEqual([[v.id, false, 'Diego Morumbi']]);
    expect(daBarra[0]!.filtros).toEqual({ status: [1, 2] });
    expect(await listar(tk.fin, 'pedidos')).toEqual([]);
    // read-only to the colleague: changing, defaulting or deleting it answers 404, as a private one does
    for (const id of [v.id, privada.id]) {
      expect((await t.call('PUT', `visoes/${id}`, { token: tk.barra, body: { nome: 'Minha agora' } })).statusCode).toBe(404);
      expect((await t.call('PUT', `visoes/${id}/padrao`, { token: tk.barra, body: { padrao: true } })).statusCode).toBe(404);
      const d = await t.call('DELETE', `visoes/${id}`, { token: tk.barra });
      expect(d.statusCode).toBe(404);
      expect(errors(d)).toEqual([visaoMsg.visaoNaoEncontrada]);
    }
    // the colleague copies it under the same name: names are unique per owner, not across users
    expect((await salvar(tk.barra, { lista: 'pedidos', nome: 'Compartilhada', filtros: v.filtros })).visao.propria).toBe(true);
    // unshared: the colleague no longer sees it
    expect((await t.call('PUT', `visoes/${v.id}`, { token: tk.morumbi, body: { compartilhada: false } })).statusCode).toBe(200);
    expect((await listar(tk.barra, 'pedidos')).map((x) => x.dono)).toEqual(['Beatriz Barra']);
  });

  it('bad input: 400 with a pt-BR message and nothing written', async () => {
    await salvar(tk.fin, { lista: 'boletos', nome: 'Abertos', filtros: { statusId: 1 } });
    const antes = await eventos();
    const casos: [Record<string, unknown>, string | null][] = [
      [{ lista: 'boletos', nome: '   ', filtros: {} }, visaoMsg.nomeObrigatorio],
      [{ lista: 'boletos', nome: 'abertos', filtros: {} }, visaoMsg.nomeDuplicado('abertos')],
      [{ lista: 'boletos', nome: 'x'.repeat(61), filtros: {} }, visaoMsg.nomeLongo(60)],
      [{ lista: 'boletos', nome: 'Grande', filtros: { pedido: 'P'.repeat(9000) } }, visaoMsg.filtrosGrandes(8000)],
      [{ lista: 'boletos', nome: 'Lista', filtros: [1, 2] }, null],
      [{ lista: 'boletos', nome: 'Texto', filtros: 'statusId=1' }, null],
      [{ lista: 'Boletos Inválida', nome: 'L', filtros: {} }, null],
      [{ lista: 'boletos', nome: 'Extra', filtros: {}, dono: 7 }, null],
    ];
    for (const [body, mensagem] of casos) {
      const r = await t.call('POST', 'visoes', { token: tk.fin, body });
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      if (mensagem) expect(errors(r)).toEqual([mensagem]);
    }
    const [v] = await listar(tk.fin, 'boletos');
    const outra = (await salvar(tk.fin, { lista: 'boletos', nome: 'Outra', filtros: {} })).visao;
    const depois = await eventos();
    const r = await t.call('PUT', `visoes/${outra.id}`, { token: tk.fin, body: { nome: 'ABERTOS' } });
    expect(r.statusCode).toBe(400);
    expect(errors(r)).toEqual([visaoMsg.nomeDuplicado('ABERTOS')]);
    expect(await eventos()).toBe(depois);
    expect(depois).toBe(antes + 1);
    expect(v!.nome).toBe('Abertos');
  });

  it('columns: the keys shown are saved in their order, changed (reordered too) and reset to all (null); bad keys 400 with a pt-BR message and nothing written', async () => {
    const s = await salvar(tk.morumbi, { lista: 'distribuition.abertos', nome: 'Sem chassi', filtros: {}, colunas: ['pedido', 'modelo', 'data-de-emissao'] });
    expect(s.visao.colunas).toEqual(['pedido', 'modelo', 'data-de-emissao']);
    const id = s.visao.id;
    const alterar = (body: Record<string, unknown>) => t.call('PUT', `visoes/${id}`, { token: tk.morumbi, body });
    let r = await alterar({ colunas: ['comissoes.pedido', 'notas.numero'] });
    expect(r.statusCode, r.body).toBe(200);
    expect(data<{ visao: Visao }>(r).visao.colunas).toEqual(['comissoes.pedido', 'notas.numero']);
    // a change of the filters alone keeps the columns
    r = await alterar({ filtros: { pedido: 'P-1' } });
    expect(data<{ visao: Visao }>(r).visao).toMatchObject({ filtros: { pedido: 'P-1' }, colunas: ['comissoes.pedido', 'notas.numero'] });
    expect((await listar(tk.morumbi, 'distribuition.abertos')).find((v) => v.id === id)!.colunas).toEqual(['comissoes.pedido', 'notas.numero']);
    // the keys' order is the columns' order: the same keys in another order are another view, kept as sent
    r = await alterar({ colunas: ['notas.numero', 'comissoes.pedido', 'modelo'] });
    expect(r.statusCode, r.body).toBe(200);
    expect(data<{ visao: Visao }>(r).visao.colunas).toEqual(['notas.numero', 'comissoes.pedido', 'modelo']);
    r = await alterar({ colunas: ['modelo', 'comissoes.pedido', 'notas.numero'] });
    expect(data<{ visao: Visao }>(r).visao.colunas).toEqual(['modelo', 'comissoes.pedido', 'notas.numero']);
    expect((await listar(tk.morumbi, 'distribuition.abertos')).find((v) => v.id === id)!.colunas).toEqual(['modelo', 'comissoes.pedido', 'notas.numero']);

    const antes = await eventos();
    const casos: [unknown, string | null][] = [
      [[], visaoMsg.colunasVazias],
      [Array.from({ length: 61 }, (_, i) => `c${i}`), visaoMsg.colunasDemais(60)],
      [['pedido', 'a,b'], visaoMsg.colunaInvalida('a,b')],
      [['pedido', ''], visaoMsg.colunaInvalida('')],
      [['Data de emissão'], visaoMsg.colunaInvalida('Data de emissão')],
      [['x'.repeat(81)], visaoMsg.colunaInvalida('x'.repeat(80))],
      [['pedido', 'modelo', 'pedido'], visaoMsg.colunaRepetida('pedido')],
      [Array.from({ length: 201 }, (_, i) => `c${i}`), null],
      [['pedido', { chave: 'modelo' }], null],
      ['pedido,modelo', null],
    ];
    for (const [colunas, mensagem] of casos) {
      const n = await t.call('POST', 'visoes', { token: tk.morumbi, body: { lista: 'distribuition.abertos', nome: 'Ruim', filtros: {}, colunas } });
      expect(n.statusCode, JSON.stringify(colunas)).toBe(400);
      const a = await alterar({ colunas });
      expect(a.statusCode, JSON.stringify(colunas)).toBe(400);
      if (mensagem) expect([errors(n), errors(a)]).toEqual([[mensagem], [mensagem]]);
    }
    expect(await eventos()).toBe(antes);

    // null: every column again
    r = await alterar({ colunas: null });
    expect(r.statusCode, r.body).toBe(200);
    expect(data<{ visao: Visao }>(r).visao.colunas).toBeNull();
    expect(await eventos()).toBe(antes + 1);
  });

  it('the views read model rebuilt from the events equals the live one (deleted views left out)', async () => {
    const [r] = await rebuildProjections(t.tdb.db, ['visoes']);
    expect(r).toMatchObject({ projection: 'visoes', equal: true, differences: [] });
    expect(r!.rows).toBeGreaterThan(5);
  });

  it('signed-in users only', async () => {
    expect((await t.call('GET', 'visoes?lista=boletos')).statusCode).toBe(401);
    expect((await t.call('POST', 'visoes', { body: { lista: 'boletos', nome: 'A', filtros: {} } })).statusCode).toBe(401);
  });
});
