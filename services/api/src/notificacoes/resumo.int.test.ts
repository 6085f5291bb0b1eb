import { beforeAll, describe, expect, it } from 'vitest';
import { notifMsg } from '@portal/contracts/notificacoes/messages';
import { enfileirarEmailsDeNotificacoes, enfileirarResumosDiarios } from '@portal/core/notificacoes/index';
import { principal, veiculoDe } from '@portal/core/testing/swaps';
import type { Principal } from '@portal/core/access/principal';
import { appDaSuite, usuariosDaSuite } from '../testing/suite.ts';

/**
 * Meu perfil's daily digest: the user who chose it gets no e-mail per notification but one e-mail a day, after midnight
 * in São Paulo, with the previous day's unread notifications; once per user × day, whoever runs the sweep again.
 */
const contato = { contatoNome: 'Diego Morumbi', contatoEmail: 'diego@morumbi.com.br', contatoTelefone: '(11) 98765-4321', comentario: null };
const EMAIL = (u: string) => `${u}@demo.portal.com.br`;

describe('the daily digest of notifications', () => {
  // Monday 23/11/2026 10:00 in Brasília
  const t = appDaSuite({ agora: '2026-11-23T13:00:00.000Z' });
  const tk = usuariosDaSuite(t, { morumbi: 'dealer.morumbi', barra: 'dealer.barra', brasilia: 'dealer.brasilia' });
  let p: Record<'admin' | 'morumbi' | 'barra', Principal>;
  const db = () => t.tdb.db;
  const deps = () => ({ db: db(), appUrl: 'http://portal.test', now: () => t.clock.now });
  const pedir = async () => {
    const alvo = await veiculoDe(db(), () => t.clock.now, p.admin, p.barra, { troca: true });
    const oferta = await veiculoDe(db(), () => t.clock.now, p.admin, p.morumbi);
    const r = await t.call('POST', 'veiculos/troca/solicita', {
      token: tk.morumbi,
      body: { ...contato, veiculoInteresseId: alvo, veiculosPropostos: [oferta] },
    });
    expect(r.statusCode, r.body).toBe(200);
    return { trocaId: r.json().data[0].id as number, alvo };
  };
  const emailsPara = (para: string) => db().selectFrom('emails_saida').select(['assunto', 'texto', 'html']).where('para', '=', para).orderBy('id').execute();
  const preferir = async (token: string, resumoDiario: unknown) => {
    const atual = (await t.call('GET', 'notificacoes/preferencias', { token })).json().data;
    return t.call('PUT', 'notificacoes/preferencias', { token, body: { ...atual, resumoDiario } });
  };

  beforeAll(async () => {
    p = Object.fromEntries(
      await Promise.all((['admin', 'morumbi', 'barra'] as const).map(async (k) => [k, await principal(db(), EMAIL(k === 'admin' ? 'admin' : `dealer.${k}`))])),
    ) as typeof p;
  });

  it('chosen in Meu perfil: no e-mail per notification; after midnight one e-mail with the day’s unread ones, once', async () => {
    expect((await t.call('GET', 'notificacoes/preferencias', { token: tk.barra })).json().data.resumoDiario).toBe(false);
    const ruim = await preferir(tk.barra, 'sim');
    expect(ruim.statusCode).toBe(400);
    expect((await preferir(tk.barra, true)).statusCode).toBe(200);
    expect((await preferir(tk.brasilia, true)).statusCode).toBe(200);
    expect((await t.call('GET', 'notificacoes/preferencias', { token: tk.barra })).json().data.resumoDiario).toBe(true);

    const lida = await pedir();
    const naoLida = await pedir();
    expect((await t.call('PATCH', `notificacoes/${encodeURIComponent(`troca-${lida.trocaId}@1`)}/lida`, { token: tk.barra })).statusCode).toBe(200);
    await enfileirarEmailsDeNotificacoes(deps());
    // the bell has them; no e-mail each
    expect((await t.call('GET', 'notificacoes?per_page=100', { token: tk.barra })).json().data.rows.length).toBeGreaterThanOrEqual(2);
    expect(await emailsPara(EMAIL('dealer.barra'))).toEqual([]);
    // the same day: yesterday's digest has nothing for anyone
    expect(await enfileirarResumosDiarios(deps())).toEqual([]);

    // Tuesday 24/11 00:30 in Brasília
    t.clock.now = new Date('2026-11-24T03:30:00.000Z');
    const ids = await enfileirarResumosDiarios(deps());
    expect(ids).toHaveLength(1);
    const [resumo, ...outros] = await emailsPara(EMAIL('dealer.barra'));
    expect(outros).toEqual([]);
    expect(resumo!.assunto).toBe(notifMsg.resumoAssunto('23/11/2026'));
    expect(resumo!.texto).toContain(notifMsg.resumoIntro(1, '23/11/2026'));
    expect(resumo!.texto).toContain(notifMsg.trocaSolicitada(`nº ${naoLida.alvo}`, 'Diego Morumbi'));
    expect(resumo!.texto).not.toContain(`nº ${lida.alvo} `);
    expect(resumo!.html).toContain('<a href="http://portal.test/">');
    // Brasília chose it too but had nothing; a second sweep sends nothing again
    expect(await emailsPara(EMAIL('dealer.brasilia'))).toEqual([]);
    expect(await enfileirarResumosDiarios(deps())).toEqual([]);
    expect(await emailsPara(EMAIL('dealer.barra'))).toHaveLength(1);
  });

  it('turned off, the e-mails go one by one again', async () => {
    // back to Monday (the sessions signed in then are still valid)
    t.clock.now = new Date('2026-11-23T15:00:00.000Z');
    expect((await preferir(tk.barra, false)).statusCode).toBe(200);
    const { trocaId } = await pedir();
    await enfileirarEmailsDeNotificacoes(deps());
    const para = await db()
      .selectFrom('notificacoes_emails as ne')
      .innerJoin('emails_saida as e', 'e.id', 'ne.email_id')
      .select('e.para')
      .where('ne.notificacao_id', '=', `troca-${trocaId}@1`)
      .execute();
    expect(para.map((x) => x.para)).toEqual([EMAIL('dealer.barra')]);
  });
});
