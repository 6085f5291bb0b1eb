import { beforeAll, describe, expect, it } from 'vitest';
import { popupMsg } from '@portal/contracts/popups/messages';
import { adminMsg } from '@portal/contracts/admin/messages';
import { XSS_CORPUS, unsafeReasons } from '@portal/core/testing/xss-corpus';
import { appDaSuite } from '../testing/suite.ts';
import { contarLinhas } from '../testing/contagem.ts';

const t = appDaSuite({ agora: '2026-11-22T20:00:00Z' });
let admin: string, dealer: string;
beforeAll(async () => ({ admin, dealer } = await t.entrar({ admin: 'admin', dealer: 'dealer.morumbi' })));

const body = (over: Record<string, unknown> = {}) => ({
  titulo: 'Campanha de fim de ano',
  texto: '<p><strong>Atenção</strong>, dealers!</p>\n"',
  ordem: 2,
  status: 1,
  periodoDe: '2026/11/01',
  periodoAte: '2026/12/31',
  grupos: [{ grupoId: 2 }],
  ...over,
});
const create = async (over: Record<string, unknown> = {}) => {
  const r = await t.call('POST', 'popup', { token: admin, body: body(over) });
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data.id as number;
};
const count = () => contarLinhas(t.tdb.db, 'popups');

describe('pop-up manager', () => {
  it('POST popup validates in order, changes nothing on bad input', async () => {
    const before = await count();
    for (const [over, message] of [
      [{ grupos: [] }, popupMsg.selecioneGrupos],
      [{ titulo: '' }, popupMsg.preenchaTitulo],
      [{ periodoDe: null }, popupMsg.informePeriodo],
      [{ periodoAte: '2026/02/30' }, popupMsg.dataInvalida],
      [{ periodoAte: '2026/10/01' }, popupMsg.periodoInvertido],
      [{ ordem: -1 }, popupMsg.ordemInvalida],
      [{ texto: '' }, popupMsg.preenchaTexto],
      [{ texto: '<script>alert(1)</script><p> </p>' }, popupMsg.textoSoComConteudoBloqueado],
      [{ grupos: [{ grupoId: 9 }] }, popupMsg.grupoInexistente],
    ] as const) {
      const r = await t.call('POST', 'popup', { token: admin, body: body(over) });
      expect(r.statusCode, message).toBe(400);
      expect(r.json().errors).toEqual([message]);
    }
    expect(await count()).toBe(before);
  });

  it('creates with 201, stores the text without the editor tail, lists and answers it, audits', async () => {
    const id = await create();
    const got = (await t.call('GET', `popup/${id}`, { token: admin })).json().data;
    expect(got).toMatchObject({
      id,
      titulo: 'Campanha de fim de ano',
      texto: '<p><strong>Atenção</strong>, dealers!</p>',
      ordem: 2,
      status: 1,
      periodoDe: '2026-11-01',
      periodoAte: '2026-12-31',
      grupos: [{ grupoId: 2, nome: 'Dealer' }],
    });
    const list = (await t.call('GET', 'popup?page=1&per_page=10', { token: admin })).json().data;
    expect(list.total).toBeGreaterThanOrEqual(1);
    expect(list.rows.find((r: { id: number }) => r.id === id)).toMatchObject({ titulo: 'Campanha de fim de ano', status: 1, periodoDe: '2026-11-01' });
    const audit = await t.tdb.db.selectFrom('auditoria').selectAll().where('tabela', '=', 'popups').where('registro_id', '=', String(id)).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ acao: 'criar', antes: null });
    expect((await t.call('GET', 'popup/999999', { token: admin })).statusCode).toBe(404);
  });

  it('PUT popup/{id} answers 201 and audits before and after; 404 and id mismatch refused', async () => {
    const id = await create({ titulo: 'Para editar' });
    const r = await t.call('PUT', `popup/${id}`, { token: admin, body: body({ id, titulo: 'Editado', status: 0, grupos: [{ grupoId: 1 }, { grupoId: 3 }] }) });
    expect(r.statusCode).toBe(201);
    expect(r.json().data.mensagem).toBe(popupMsg.popupAtualizado);
    const got = (await t.call('GET', `popup/${id}`, { token: admin })).json().data;
    expect(got).toMatchObject({ titulo: 'Editado', status: 0, grupos: [{ grupoId: 1 }, { grupoId: 3 }] });
    const audit = await t.tdb.db
      .selectFrom('auditoria')
      .selectAll()
      .where('tabela', '=', 'popups')
      .where('registro_id', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit[1]).toMatchObject({ acao: 'alterar', antes: { titulo: 'Para editar', status: 1 }, depois: { titulo: 'Editado', status: 0 } });
    expect((await t.call('PUT', 'popup/999999', { token: admin, body: body() })).statusCode).toBe(404);
    const mismatch = await t.call('PUT', `popup/${id}`, { token: admin, body: body({ id: id + 1 }) });
    expect(mismatch.json().errors).toEqual([adminMsg.idDivergente]);
  });

  it('a dealer cannot manage pop-ups', async () => {
    expect((await t.call('GET', 'popup', { token: dealer })).statusCode).toBe(403);
    expect((await t.call('POST', 'popup', { token: dealer, body: body() })).statusCode).toBe(403);
  });
});

describe('sanitisation on save (XSS corpus over HTTP)', () => {
  it(`stores none of the ${XSS_CORPUS.length} payloads in a runnable form`, async () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(30);
    for (const payload of XSS_CORPUS) {
      const r = await t.call('POST', 'popup', { token: admin, body: body({ titulo: 'XSS', status: 0, texto: `<p>Texto</p>${payload}` }) });
      expect(r.statusCode, payload).toBe(201);
      const row = await t.tdb.db.selectFrom('popups').select('texto').where('id', '=', r.json().data.id).executeTakeFirstOrThrow();
      expect(unsafeReasons(row.texto), `${payload} => ${row.texto}`).toEqual([]);
      expect(row.texto.startsWith('<p>Texto</p>')).toBe(true);
    }
  });
  it('sanitises on edit too', async () => {
    const id = await create({ titulo: 'Editar XSS', status: 0 });
    await t.call('PUT', `popup/${id}`, {
      token: admin,
      body: body({ titulo: 'Editar XSS', status: 0, texto: '<p>ok</p><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>' }),
    });
    expect((await t.call('GET', `popup/${id}`, { token: admin })).json().data.texto).toBe('<p>ok</p><img src="x" /><a>x</a>');
  });
});

describe('home and comunicados', () => {
  it('GET popup/home answers the active pop-ups of the user’s group within today, in display order', async () => {
    await t.tdb.db.deleteFrom('popups').execute();
    const first = await create({ titulo: 'Primeiro', ordem: 1, texto: '<p>primeiro</p>' });
    const second = await create({ titulo: 'Segundo', ordem: 5, texto: '<p>segundo</p>', grupos: [{ grupoId: 1 }, { grupoId: 2 }] });
    await create({ titulo: 'Inativo', ordem: 0, status: 0 });
    await create({ titulo: 'Futuro', ordem: 0, periodoDe: '2026/11/23', periodoAte: '2026/11/30' });
    await create({ titulo: 'Passado', ordem: 0, periodoDe: '2026/10/01', periodoAte: '2026/11/21' });
    await create({ titulo: 'Montadora', ordem: 0, grupos: [{ grupoId: 3 }] });
    const home = await t.call('GET', 'popup/home', { token: dealer });
    expect(home.statusCode).toBe(200);
    expect(home.json().data.map((p: { id: number; texto: string }) => [p.id, p.texto])).toEqual([
      [first, '<p>primeiro</p>'],
      [second, '<p>segundo</p>'],
    ]);
    expect((await t.call('GET', 'popup/home', { token: admin })).json().data.map((p: { id: number }) => p.id)).toEqual([second]);
    // the period is a calendar range in Brazil: 02:30 UTC on the 23rd is still the 22nd there
    try {
      t.clock.now = new Date('2026-11-23T02:30:00Z');
      expect((await t.call('GET', 'popup/home', { token: dealer })).json().data.map((p: { titulo: string }) => p.titulo)).toEqual(['Primeiro', 'Segundo']);
      t.clock.now = new Date('2026-11-23T03:30:00Z');
      expect((await t.call('GET', 'popup/home', { token: dealer })).json().data.map((p: { titulo: string }) => p.titulo)).toEqual([
        'Futuro',
        'Primeiro',
        'Segundo',
      ]);
    } finally {
      t.clock.now = new Date('2026-11-22T20:00:00Z');
    }
  });

  it('GET popup/sininho lists the group’s started announcements; an inactive one answers O popup está inativo', async () => {
    const r = (await t.call('GET', 'popup/sininho?page=1&per_page=20', { token: dealer })).json().data;
    const titles = r.rows.map((x: { titulo: string }) => x.titulo);
    expect(titles).toEqual(expect.arrayContaining(['Primeiro', 'Segundo', 'Inativo', 'Passado']));
    expect(titles).not.toContain('Futuro');
    expect(titles).not.toContain('Montadora');
    expect(r.total).toBe(titles.length);
    const inactive = r.rows.find((x: { titulo: string }) => x.titulo === 'Inativo');
    expect(inactive).toMatchObject({ status: 0, texto: null });
    const modal = await t.call('GET', `popup/sininho/${inactive.id}`, { token: dealer });
    expect(modal.statusCode).toBe(422);
    expect(modal.json().errors).toEqual(['O popup está inativo']);
    const active = r.rows.find((x: { titulo: string }) => x.titulo === 'Primeiro');
    expect((await t.call('GET', `popup/sininho/${active.id}`, { token: dealer })).json().data).toMatchObject({ titulo: 'Primeiro', texto: '<p>primeiro</p>' });
    const montadora = await t.tdb.db.selectFrom('popups').select('id').where('titulo', '=', 'Montadora').executeTakeFirstOrThrow();
    expect((await t.call('GET', `popup/sininho/${montadora.id}`, { token: dealer })).statusCode).toBe(404);
  });

  it('a pop-up created for a group is seen by a user of that group after signing in', async () => {
    const id = await create({
      titulo: 'Para a Montadora',
      ordem: 1,
      texto: '<p>Plano de produção publicado</p>',
      grupos: [{ grupoId: 3 }],
      periodoDe: '22/11/2026',
      periodoAte: '2026-11-22',
    });
    const login = await t.call('POST', 'participantes/entrar', { body: { email: 'montadora@demo.portal.com.br', password: 'Portal@2026' } });
    const token = login.json().data.accessToken as string;
    const home = (await t.call('GET', 'popup/home', { token })).json().data;
    expect(home.map((p: { titulo: string }) => p.titulo)).toEqual(['Montadora', 'Para a Montadora']);
    expect(home[1]).toMatchObject({ id, texto: '<p>Plano de produção publicado</p>' });
  });
});
