import { describe, expect, it } from 'vitest';
import { notifMsg } from '@portal/contracts/notificacoes/messages';
import { GRUPO_PERFIL } from '@portal/contracts/access/roles';
import { rebuildProjections } from '@portal/core/contexts';
import { enfileirarEmailsDeNotificacoes } from '@portal/core/notificacoes/index';
import { publicarComunicadosDoDia } from '@portal/core/popups/avisos';
import { appDaSuite, usuariosDaSuite } from '../testing/suite.ts';

/**
 * A new comunicado in the bell: saved active through the pop-up manager, it appends `ComunicadoPublicado` once on
 * `comunicado-<id>`, and its profile groups' users are told (the one who published it is not).
 */
const EMAIL = (u: string) => `${u}@demo.portal.com.br`;
type Item = { id: string; tipo: string; texto: string; link: string };

describe('notifications of a new comunicado: its profile groups, once', () => {
  const t = appDaSuite({ agora: '2026-11-23T13:00:00.000Z' });
  const tk = usuariosDaSuite(t, { admin: 'admin', morumbi: 'dealer.morumbi', barra: 'dealer.barra', faturamento: 'faturamento' });
  const db = () => t.tdb.db;
  const sino = async (token: string, stream: string) => {
    const r = await t.call('GET', 'notificacoes?per_page=100', { token });
    expect(r.statusCode, r.body).toBe(200);
    return (r.json().data.rows as Item[]).filter((n) => n.id.startsWith(`${stream}@`));
  };
  const corpo = (over: Record<string, unknown> = {}) => ({
    titulo: 'Campanha de fim de ano',
    texto: '<p>Atenção, dealers!</p>',
    ordem: 1,
    status: 1,
    periodoDe: '2026/11/01',
    periodoAte: '2026/12/31',
    grupos: [{ grupoId: GRUPO_PERFIL.Dealer }],
    ...over,
  });
  const publicar = async (over: Record<string, unknown> = {}) => {
    const r = await t.call('POST', 'popup', { token: tk.admin, body: corpo(over) });
    expect(r.statusCode, r.body).toBe(201);
    return r.json().data.id as number;
  };
  const enfileirar = () => enfileirarEmailsDeNotificacoes({ db: db(), appUrl: 'http://portal.test', now: () => t.clock.now });

  it('reaches every user of its profile groups, not the others; an edit tells no one again; one e-mail each', async () => {
    const id = await publicar();
    const [n, ...resto] = await sino(tk.morumbi, `comunicado-${id}`);
    expect(resto).toEqual([]);
    expect(n).toMatchObject({
      id: `comunicado-${id}@1`,
      tipo: 'comunicadoNovo',
      texto: notifMsg.comunicadoNovo('Campanha de fim de ano'),
      link: '/comunicados',
    });
    expect(await sino(tk.barra, `comunicado-${id}`)).toHaveLength(1);
    // the importer's staff is not in its groups; the one who published it is not told of their own act
    expect(await sino(tk.faturamento, `comunicado-${id}`)).toEqual([]);
    expect(await sino(tk.admin, `comunicado-${id}`)).toEqual([]);

    const r = await t.call('PUT', `popup/${id}`, { token: tk.admin, body: corpo({ titulo: 'Campanha (corrigida)' }) });
    expect(r.statusCode, r.body).toBe(201);
    expect((await sino(tk.morumbi, `comunicado-${id}`)).map((x) => x.id)).toEqual([`comunicado-${id}@1`]);

    await enfileirar();
    const para = await db()
      .selectFrom('notificacoes_emails as ne')
      .innerJoin('emails_saida as e', 'e.id', 'ne.email_id')
      .select('e.para')
      .where('ne.notificacao_id', '=', `comunicado-${id}@1`)
      .execute();
    expect(para.map((p) => p.para)).toEqual(expect.arrayContaining([EMAIL('dealer.morumbi'), EMAIL('dealer.barra')]));
    expect(para.map((p) => p.para)).not.toContain(EMAIL('faturamento'));
    expect(await enfileirar()).toEqual([]);
  });

  it('an inactive one tells no one until it is first saved active; a bad save changes nothing', async () => {
    const id = await publicar({ status: 0, grupos: [{ grupoId: GRUPO_PERFIL.Administrador }] });
    expect(await sino(tk.faturamento, `comunicado-${id}`)).toEqual([]);
    expect((await t.call('PUT', `popup/${id}`, { token: tk.admin, body: corpo({ status: 1, titulo: '' }) })).statusCode).toBe(400);
    expect(await sino(tk.faturamento, `comunicado-${id}`)).toEqual([]);
    expect((await t.call('PUT', `popup/${id}`, { token: tk.admin, body: corpo({ grupos: [{ grupoId: GRUPO_PERFIL.Administrador }] }) })).statusCode).toBe(201);
    expect((await sino(tk.faturamento, `comunicado-${id}`)).map((x) => x.tipo)).toEqual(['comunicadoNovo']);
    expect(await sino(tk.morumbi, `comunicado-${id}`)).toEqual([]);
  });

  it('one whose period starts later is announced on its first day, by the sweep, once', async () => {
    // saved on Monday 23/11 for Wednesday 25/11 on
    const id = await publicar({ titulo: 'Feirão', periodoDe: '2026/11/25' });
    expect(await sino(tk.morumbi, `comunicado-${id}`)).toEqual([]);
    expect(await publicarComunicadosDoDia(db(), new Date('2026-11-24T23:00:00.000Z'))).toBe(0);
    expect(await publicarComunicadosDoDia(db(), new Date('2026-11-25T03:00:00.000Z'))).toBe(1);
    expect(await publicarComunicadosDoDia(db(), new Date('2026-11-25T12:00:00.000Z'))).toBe(0);
    // its profile groups only (dealers here)
    expect((await sino(tk.morumbi, `comunicado-${id}`)).map((n) => n.texto)).toEqual([notifMsg.comunicadoNovo('Feirão')]);
    expect(await sino(tk.faturamento, `comunicado-${id}`)).toEqual([]);
  });

  it('respects the preference: none → not in the bell; and the rebuild gives the same rows', async () => {
    const atual = (await t.call('GET', 'notificacoes/preferencias', { token: tk.barra })).json().data;
    expect(atual.canais.comunicadoNovo).toBe('ambos');
    await t.call('PUT', 'notificacoes/preferencias', { token: tk.barra, body: { canais: { ...atual.canais, comunicadoNovo: 'nenhum' } } });
    const id = await publicar({ titulo: 'Outro' });
    expect(await sino(tk.barra, `comunicado-${id}`)).toEqual([]);
    expect(await sino(tk.morumbi, `comunicado-${id}`)).toHaveLength(1);
    await enfileirar();
    const paraBarra = await db()
      .selectFrom('notificacoes_emails as ne')
      .innerJoin('emails_saida as e', 'e.id', 'ne.email_id')
      .select('e.para')
      .where('ne.notificacao_id', '=', `comunicado-${id}@1`)
      .where('e.para', '=', EMAIL('dealer.barra'))
      .execute();
    expect(paraBarra).toEqual([]);

    const antes = await db().selectFrom('notificacoes').select('id').where('stream_id', 'like', 'comunicado-%').execute();
    expect(antes).toHaveLength(4);
    const [r] = await rebuildProjections(db(), ['notificacoes']);
    expect(r, r!.differences.join('\n')).toMatchObject({ equal: true });
    expect(await db().selectFrom('notificacoes').select('id').where('stream_id', 'like', 'comunicado-%').execute()).toHaveLength(4);
    expect(await enfileirar()).toEqual([]);
  });
});
