import { beforeAll, describe, expect, it } from 'vitest';
import { notifMsg } from '@portal/contracts/notificacoes/messages';
import { dataBR, dataEmSaoPaulo, dataHoraEmSaoPaulo } from '@portal/contracts/br/dates';
import { diasUteisEntre } from '@portal/contracts/br/business-days';
import { chavePrazo, PRAZO_LEMBRETE, PRAZO_VENCIDO } from '@portal/contracts/prazos/workflows';
import { rebuildProjections } from '@portal/core/contexts';
import { enfileirarEmailsDeNotificacoes } from '@portal/core/notificacoes/index';
import { registrarMarco } from '@portal/core/prazos/marcos';
import { principal, veiculoDe } from '@portal/core/testing/swaps';
import { pedidoDeTeste } from '@portal/core/testing/pedidos';
import type { Principal } from '@portal/core/access/principal';
import { appDaSuite, usuariosDaSuite } from '../testing/suite.ts';

/**
 * The deadline marks in the bell: `registrarMarco` (what the `prazo-<tipo>-<id>` workflow's activity runs at the reminder
 * and at the deadline; the workflow itself is run in workflows/src/prazos) appends PrazoLembrete / PrazoVencido and the
 * notifications projection turns each into one item for the dealer who must act, read here through HTTP.
 */
const contato = { contatoNome: 'Diego Morumbi', contatoEmail: 'diego@morumbi.com.br', contatoTelefone: '(11) 98765-4321', comentario: null };
const EMAIL = (u: string) => `${u}@demo.portal.com.br`;
type Item = { id: string; tipo: string; texto: string; link: string };

describe('notifications of deadlines: a swap about to expire or expired, a boleto due in 3 business days or overdue', () => {
  // Monday 23/11/2026 10:00 in Brasília
  const t = appDaSuite({ agora: '2026-11-23T13:00:00.000Z' });
  const tk = usuariosDaSuite(t, {
    morumbi: 'dealer.morumbi',
    barra: 'dealer.barra',
    brasilia: 'dealer.brasilia',
    jardins: 'dealer.jardins',
    grupo: 'grupo.autostar',
    fin: 'financeiro',
  });
  let p: Record<'admin' | 'morumbi' | 'barra', Principal>;
  const db = () => t.tdb.db;
  const sino = async (token: string, stream: string) => {
    const r = await t.call('GET', 'notificacoes?per_page=100', { token });
    expect(r.statusCode, r.body).toBe(200);
    return (r.json().data.rows as Item[]).filter((n) => n.id.startsWith(`${stream}@`));
  };
  const enfileirar = () => enfileirarEmailsDeNotificacoes({ db: db(), appUrl: 'http://portal.test', now: () => t.clock.now });
  const emailsDa = async (notificacao: string) =>
    (
      await db()
        .selectFrom('notificacoes_emails as ne')
        .innerJoin('emails_saida as e', 'e.id', 'ne.email_id')
        .select('e.para')
        .where('ne.notificacao_id', '=', notificacao)
        .execute()
    ).map((e) => e.para);
  const pedirTroca = async () => {
    const alvo = await veiculoDe(db(), () => t.clock.now, p.admin, p.barra, { troca: true });
    const oferta = await veiculoDe(db(), () => t.clock.now, p.admin, p.morumbi);
    const r = await t.call('POST', 'veiculos/troca/solicita', {
      token: tk.morumbi,
      body: { ...contato, veiculoInteresseId: alvo, veiculosPropostos: [oferta] },
    });
    expect(r.statusCode, r.body).toBe(200);
    return { trocaId: r.json().data[0].id as number, alvo };
  };
  const venceEm = async (chave: string) => (await db().selectFrom('prazos').select('vence_em').where('chave', '=', chave).executeTakeFirstOrThrow()).vence_em;

  beforeAll(async () => {
    p = Object.fromEntries(
      await Promise.all((['admin', 'morumbi', 'barra'] as const).map(async (k) => [k, await principal(db(), EMAIL(k === 'admin' ? 'admin' : `dealer.${k}`))])),
    ) as typeof p;
  });

  it('a swap request about to expire, then expired, reaches the dealer who must answer it, once each, with its deadline', async () => {
    const { trocaId, alvo } = await pedirTroca();
    const chave = chavePrazo('troca', trocaId);
    const quando = dataHoraEmSaoPaulo(await venceEm(chave));
    expect(quando).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

    expect(await registrarMarco(db(), chave, PRAZO_LEMBRETE, t.clock.now)).toBe('registrado');
    const [lembrete, ...resto] = await sino(tk.barra, `prazo-${chave}`);
    expect(resto).toEqual([]);
    expect(lembrete).toEqual(
      expect.objectContaining({ id: `prazo-${chave}@1`, tipo: 'trocaPrazo', texto: notifMsg.trocaVence(`nº ${alvo}`, quando), link: '/trade/minhas-trocas' }),
    );
    // the requester (it is their request) and another dealer learn nothing of it
    for (const token of [tk.morumbi, tk.brasilia]) expect(await sino(token, `prazo-${chave}`)).toEqual([]);

    expect(await registrarMarco(db(), chave, PRAZO_VENCIDO, t.clock.now)).toBe('registrado');
    // the workflow re-running its activity: nothing twice
    expect(await registrarMarco(db(), chave, PRAZO_VENCIDO, t.clock.now)).toBe('jaRegistrado');
    expect((await sino(tk.barra, `prazo-${chave}`)).map((n) => [n.id, n.texto])).toEqual([
      [`prazo-${chave}@2`, notifMsg.trocaVenceu(`nº ${alvo}`, quando)],
      [`prazo-${chave}@1`, notifMsg.trocaVence(`nº ${alvo}`, quando)],
    ]);

    await enfileirar();
    expect(await emailsDa(`prazo-${chave}@1`)).toEqual([EMAIL('dealer.barra')]);
    expect(await enfileirar()).toEqual([]);
  });

  it('respects the preference of the kind: none → neither the bell nor the e-mail', async () => {
    const atual = (await t.call('GET', 'notificacoes/preferencias', { token: tk.barra })).json().data;
    expect(atual.canais.trocaPrazo).toBe('ambos');
    const put = await t.call('PUT', 'notificacoes/preferencias', { token: tk.barra, body: { canais: { ...atual.canais, trocaPrazo: 'nenhum' } } });
    expect(put.statusCode, put.body).toBe(200);
    const { trocaId } = await pedirTroca();
    const chave = chavePrazo('troca', trocaId);
    expect(await registrarMarco(db(), chave, PRAZO_LEMBRETE, t.clock.now)).toBe('registrado');
    expect(await db().selectFrom('notificacoes').select('id').where('id', '=', `prazo-${chave}@1`).execute()).toHaveLength(1);
    expect(await sino(tk.barra, `prazo-${chave}`)).toEqual([]);
    await enfileirar();
    expect(await emailsDa(`prazo-${chave}@1`)).toEqual([]);
    await t.call('PUT', 'notificacoes/preferencias', { token: tk.barra, body: { canais: { ...atual.canais, trocaPrazo: 'ambos' } } });
  });

  it("a boleto's reminder is 3 business days before its due day; due and overdue reach the order's dealer (and its group)", async () => {
    const pedidoId = await pedidoDeTeste(db(), () => t.clock.now, { admin: p.admin, dealer: p.morumbi }, { prePagamento: true, ate: 'inserirBoletos' });
    const r = await t.call('POST', `boleto/emitir/${pedidoId}`, {
      token: tk.fin,
      body: { tipoPagamento: 'Parcial', valorTotal: 494_000, valorParcial: 100_000, numeroParcela: 1, quantidadeVezes: 2, dataEmissao: '2026-11-23' },
    });
    expect(r.statusCode, r.body).toBe(200);
    const { id: boletoId, vencimentoIso } = r.json().data.boleto as { id: number; vencimentoIso: string };
    const chave = chavePrazo('boleto', boletoId);
    const row = await db().selectFrom('prazos').select(['vence_em', 'lembrete_em']).where('chave', '=', chave).executeTakeFirstOrThrow();
    expect(dataEmSaoPaulo(row.vence_em)).toBe(vencimentoIso);
    // 08:00 in Brasília, 3 business days before the due day
    expect(diasUteisEntre(dataEmSaoPaulo(row.lembrete_em), vencimentoIso)).toBe(3);
    expect(row.lembrete_em.toISOString().slice(11)).toBe('11:00:00.000Z');

    expect(await registrarMarco(db(), chave, PRAZO_LEMBRETE, t.clock.now)).toBe('registrado');
    expect(await registrarMarco(db(), chave, PRAZO_VENCIDO, t.clock.now)).toBe('registrado');
    const dia = dataBR(vencimentoIso)!;
    expect((await sino(tk.morumbi, `prazo-${chave}`)).map((n) => [n.id, n.tipo, n.texto, n.link])).toEqual([
      [`prazo-${chave}@2`, 'boletoPrazo', notifMsg.boletoVenceu('1', `nº ${pedidoId}`, dia), `/newrequest?id=${pedidoId}`],
      [`prazo-${chave}@1`, 'boletoPrazo', notifMsg.boletoVence('1', `nº ${pedidoId}`, dia), `/newrequest?id=${pedidoId}`],
    ]);
    // Morumbi's group's user who works its processes sees it; another dealer and the back office do not
    expect(await sino(tk.grupo, `prazo-${chave}`)).toHaveLength(2);
    for (const token of [tk.jardins, tk.barra, tk.fin]) expect(await sino(token, `prazo-${chave}`)).toEqual([]);
  });

  it('is replayable: the rebuild folds the prazo streams into the same rows, and no e-mail goes twice after it', async () => {
    const antes = await db()
      .selectFrom('notificacoes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('stream_id', 'like', 'prazo-%')
      .executeTakeFirstOrThrow();
    expect(Number(antes.n)).toBe(5);
    await enfileirar();
    const reports = await rebuildProjections(db(), ['notificacoes', 'prazos']);
    for (const r of reports) expect(r, r.differences.join('\n')).toMatchObject({ equal: true, differences: [] });
    const depois = await db().selectFrom('notificacoes').select('id').where('stream_id', 'like', 'prazo-%').execute();
    expect(depois).toHaveLength(5);
    expect(await enfileirar()).toEqual([]);
  });
});
