import { beforeAll, describe, expect, it } from 'vitest';
import { notifMsg } from '@portal/contracts/notificacoes/messages';
import { rebuildProjections } from '@portal/core/contexts';
import { enfileirarEmailsDeNotificacoes } from '@portal/core/notificacoes/index';
import { expirarTroca } from '@portal/core/swaps/commands';
import { principal, veiculoDe } from '@portal/core/testing/swaps';
import type { Principal } from '@portal/core/access/principal';
import { appDaSuite, usuariosDaSuite } from '../testing/suite.ts';
import { vehicleFixtures } from '../testing/vehicles.ts';

const contato = { contatoNome: 'Diego Morumbi', contatoEmail: 'diego@morumbi.com.br', contatoTelefone: '(11) 98765-4321', comentario: null };
const EMAIL = (u: string) => `${u}@demo.portal.com.br`;

describe('notifications: from the real events to the bell and the e-mail', () => {
  const t = appDaSuite({ agora: '2026-11-23T13:00:00.000Z' });
  const tk = usuariosDaSuite(t, { admin: 'admin', morumbi: 'dealer.morumbi', barra: 'dealer.barra', brasilia: 'dealer.brasilia' });
  let p: Record<'admin' | 'morumbi' | 'barra', Principal>;
  const db = () => t.tdb.db;
  const veiculo = (dono: Principal, troca = false) => veiculoDe(db(), () => t.clock.now, p.admin, dono, { troca });
  const pedir = async (interesse: number, propostos: number[], token = tk.morumbi) => {
    const r = await t.call('POST', 'veiculos/troca/solicita', { token, body: { ...contato, veiculoInteresseId: interesse, veiculosPropostos: propostos } });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data[0].id as number;
  };
  const sino = async (token: string) => {
    const r = await t.call('GET', 'notificacoes?per_page=100', { token });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data as { rows: { id: string; tipo: string; texto: string; link: string; lida: boolean }[]; total: number; naoLidas: number };
  };
  const doStream = async (token: string, stream: string) => (await sino(token)).rows.filter((n) => n.id.startsWith(`${stream}@`));
  const enfileirar = () => enfileirarEmailsDeNotificacoes({ db: db(), appUrl: 'http://portal.test', now: () => t.clock.now });
  const emailsDa = (notificacao: string) =>
    db()
      .selectFrom('notificacoes_emails as ne')
      .innerJoin('emails_saida as e', 'e.id', 'ne.email_id')
      .select(['e.para', 'e.assunto', 'e.texto', 'e.html'])
      .where('ne.notificacao_id', '=', notificacao)
      .execute();
  const preferir = async (token: string, canais: Record<string, string>) => {
    const atual = (await t.call('GET', 'notificacoes/preferencias', { token })).json().data;
    const r = await t.call('PUT', 'notificacoes/preferencias', { token, body: { canais: { ...atual.canais, ...canais } } });
    expect(r.statusCode, r.body).toBe(200);
  };

  beforeAll(async () => {
    p = Object.fromEntries(
      await Promise.all((['admin', 'morumbi', 'barra'] as const).map(async (k) => [k, await principal(db(), EMAIL(k === 'admin' ? 'admin' : `dealer.${k}`))])),
    ) as typeof p;
  });

  it('a swap requested of my vehicle reaches my dealer only: the bell, then one e-mail that opens it after sign-in', async () => {
    const dela = await veiculo(p.barra, true);
    const id = await pedir(dela, [await veiculo(p.morumbi)]);
    const [n, ...resto] = await doStream(tk.barra, `troca-${id}`);
    expect(resto).toEqual([]);
    expect(n).toMatchObject({ id: `troca-${id}@1`, tipo: 'trocaSolicitada', link: '/trade/minhas-trocas', lida: false });
    expect(n!.texto).toBe(notifMsg.trocaSolicitada(`nº ${dela}`, 'Diego Morumbi'));
    expect((await sino(tk.barra)).naoLidas).toBeGreaterThanOrEqual(1);
    // the requester (it is their own act), another dealer and the importer learn nothing of it
    for (const token of [tk.morumbi, tk.brasilia, tk.admin]) expect(await doStream(token, `troca-${id}`)).toEqual([]);

    const ids = await enfileirar();
    expect(ids.length).toBeGreaterThanOrEqual(1);
    const [email, ...outros] = await emailsDa(n!.id);
    expect(outros).toEqual([]);
    expect(email).toMatchObject({ para: EMAIL('dealer.barra'), assunto: notifMsg.emailAssunto('Troca solicitada de um veículo meu') });
    expect(email!.texto).toContain('http://portal.test/trade/minhas-trocas\n');
    expect(email!.html).toContain('<a href="http://portal.test/trade/minhas-trocas">');
    expect(email!.texto).toContain('Olá, Beatriz Barra.');
    // re-run: nothing twice
    expect(await enfileirar()).toEqual([]);
    expect(await emailsDa(n!.id)).toHaveLength(1);
  });

  it('the answer reaches the requester; the owner is not told of their own act', async () => {
    const [a, b] = [await veiculo(p.barra, true), await veiculo(p.barra, true)];
    const [oa, ob] = [await veiculo(p.morumbi), await veiculo(p.morumbi)];
    const aceita = await pedir(a, [oa]);
    const rejeitada = await pedir(b, [ob]);
    const body = { veiculoTrocaPedidoId: aceita, concessionariaTrocaId: p.barra.concessionariaId, veiculoPropostoId: oa };
    expect((await t.call('POST', 'veiculos/troca/pedido/aceitar', { token: tk.barra, body })).statusCode).toBe(200);
    expect((await t.call('POST', 'veiculos/troca/pedido/rejeitar', { token: tk.barra, body: { veiculoTrocaPedidoId: rejeitada } })).statusCode).toBe(200);
    const [sa] = await doStream(tk.morumbi, `troca-${aceita}`);
    const [sr] = await doStream(tk.morumbi, `troca-${rejeitada}`);
    expect(sa).toMatchObject({ tipo: 'trocaRespondida', texto: notifMsg.trocaAceita(`nº ${a}`), link: '/trade/minhas-trocas' });
    expect(sr).toMatchObject({ tipo: 'trocaRespondida', texto: notifMsg.trocaRejeitada(`nº ${b}`) });
    expect((await doStream(tk.barra, `troca-${aceita}`)).map((n) => n.tipo)).toEqual(['trocaSolicitada']);
    expect(await doStream(tk.brasilia, `troca-${aceita}`)).toEqual([]);
    await enfileirar();
    // Morumbi's user, and the user of its group who works its processes (processosGrupo), as the swap screens show them
    expect((await emailsDa(sa!.id)).map((e) => e.para).sort()).toEqual([EMAIL('dealer.morumbi'), EMAIL('grupo.autostar')]);
    expect((await emailsDa(sa!.id)).map((e) => e.para)).not.toContain(EMAIL('dealer.brasilia'));
  });

  it('a request that expires unanswered tells the requester (and its group), never another dealer', async () => {
    const dela = await veiculo(p.barra, true);
    const id = await pedir(dela, [await veiculo(p.morumbi)]);
    // the swap workflow's timer: the deadline (5 business days from Monday 23/11) has passed
    expect(await expirarTroca({ db: db(), now: () => new Date('2026-12-01T12:00:00.000Z') }, id)).toBe('expirada');
    const [n, ...resto] = (await doStream(tk.morumbi, `troca-${id}`)).filter((x) => x.id === `troca-${id}@2`);
    expect(resto).toEqual([]);
    expect(n).toMatchObject({ tipo: 'trocaRespondida', texto: notifMsg.trocaExpirada(`nº ${dela}`), link: '/trade/minhas-trocas', lida: false });
    expect(n!.texto).toBe(`Sua solicitação de troca do veículo nº ${dela} expirou sem resposta.`);
    // the owner had the request (its own notification) but not the expiry; another dealer and the importer nothing
    expect((await doStream(tk.barra, `troca-${id}`)).map((x) => x.id)).toEqual([`troca-${id}@1`]);
    for (const token of [tk.brasilia, tk.admin]) expect(await doStream(token, `troca-${id}`)).toEqual([]);
    const lida = await t.call('PATCH', `notificacoes/${encodeURIComponent(n!.id)}/lida`, { token: tk.brasilia });
    expect(lida.statusCode).toBe(404);
    await enfileirar();
    expect((await emailsDa(n!.id)).map((e) => e.para).sort()).toEqual([EMAIL('dealer.morumbi'), EMAIL('grupo.autostar')]);
  });

  it('respects the preference: none → nothing; e-mail only → no bell row but the e-mail; bell only → no e-mail', async () => {
    await preferir(tk.barra, { trocaSolicitada: 'nenhum' });
    const nenhum = await pedir(await veiculo(p.barra, true), [await veiculo(p.morumbi)]);
    await enfileirar();
    expect(await doStream(tk.barra, `troca-${nenhum}`)).toEqual([]);
    expect(await emailsDa(`troca-${nenhum}@1`)).toEqual([]);

    await preferir(tk.barra, { trocaSolicitada: 'email' });
    const soEmail = await pedir(await veiculo(p.barra, true), [await veiculo(p.morumbi)]);
    await enfileirar();
    expect(await doStream(tk.barra, `troca-${soEmail}`)).toEqual([]);
    expect((await emailsDa(`troca-${soEmail}@1`)).map((e) => e.para)).toEqual([EMAIL('dealer.barra')]);

    await preferir(tk.barra, { trocaSolicitada: 'sino' });
    const soSino = await pedir(await veiculo(p.barra, true), [await veiculo(p.morumbi)]);
    await enfileirar();
    expect(await doStream(tk.barra, `troca-${soSino}`)).toHaveLength(1);
    expect(await emailsDa(`troca-${soSino}@1`)).toEqual([]);

    expect((await t.call('GET', 'notificacoes/preferencias', { token: tk.barra })).json().data.canais.trocaSolicitada).toBe('sino');
    const ruim = await t.call('PUT', 'notificacoes/preferencias', { token: tk.barra, body: { canais: { trocaSolicitada: 'pombo' } } });
    expect(ruim.statusCode).toBe(400);
    await preferir(tk.barra, { trocaSolicitada: 'ambos' });
  });

  it('marks one and all read, per user; the badge answers 304 to its own ETag until something changes', async () => {
    const primeiro = await t.call('GET', 'notificacoes/contagem', { token: tk.barra });
    expect(primeiro.statusCode).toBe(200);
    const etag = primeiro.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(primeiro.json().data.naoLidas).toBeGreaterThan(0);
    expect((await t.call('GET', 'notificacoes/contagem', { token: tk.barra, headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    const { rows } = await sino(tk.barra);
    const alvo = rows.find((n) => !n.lida)!;
    const um = await t.call('PATCH', `notificacoes/${encodeURIComponent(alvo.id)}/lida`, { token: tk.barra });
    expect(um.json()).toEqual({ success: true, data: notifMsg.lida, errors: [] });
    expect((await sino(tk.barra)).rows.find((n) => n.id === alvo.id)!.lida).toBe(true);
    expect((await t.call('GET', 'notificacoes/contagem', { token: tk.barra, headers: { 'if-none-match': etag } })).statusCode).toBe(200);
    // another dealer's notification is not there for them: 404
    expect((await t.call('PATCH', `notificacoes/${encodeURIComponent(alvo.id)}/lida`, { token: tk.brasilia })).statusCode).toBe(404);

    const todas = await t.call('PATCH', 'notificacoes/lidas', { token: tk.barra });
    expect(todas.statusCode).toBe(200);
    expect(todas.json().data.naoLidas).toBe(0);
    expect((await sino(tk.barra)).rows.every((n) => n.lida)).toBe(true);
    // read per user: the requester's own are still unread
    expect((await sino(tk.morumbi)).naoLidas).toBeGreaterThan(0);
    expect((await t.call('GET', 'notificacoes', {})).statusCode).toBe(401);
  });

  it('is a projection: the rebuild gives the same rows, and no e-mail goes twice after it', async () => {
    const antes = await db()
      .selectFrom('notificacoes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const [r] = await rebuildProjections(db(), ['notificacoes']);
    expect(r).toMatchObject({ projection: 'notificacoes', equal: true, differences: [] });
    expect(String(r!.rows)).toBe(antes.n);
    expect(await enfileirar()).toEqual([]);
    expect((await sino(tk.barra)).naoLidas).toBe(0);
  });
});

describe('notifications of billing: awaiting release (back office), released or refused (the dealer)', () => {
  const t = appDaSuite({ agora: '2026-11-23T13:00:00.000Z' });
  const tk = usuariosDaSuite(t, {
    admin: 'admin',
    morumbi: 'dealer.morumbi',
    barra: 'dealer.barra',
    faturamento: 'faturamento',
    financeiro: 'financeiro',
    logistica: 'logistica',
  });
  const db = () => t.tdb.db;
  const dealerId = async (codigo: string) =>
    (await db().selectFrom('concessionarias').select('id').where('codigo_dealer', '=', codigo).executeTakeFirstOrThrow()).id;
  const sino = async (token: string) =>
    (await t.call('GET', 'notificacoes?per_page=100', { token })).json().data.rows as { id: string; tipo: string; texto: string; link: string }[];
  const doVeiculo = async (token: string, id: number) => (await sino(token)).filter((n) => n.id.startsWith(`veiculo-${id}@`));

  it('a test-drive request awaits release: the back office with Liberar faturamento is told; the release tells the dealer', async () => {
    const fx = vehicleFixtures(t);
    const JLR001 = await dealerId('JLR001');
    const [a, b, estoque] = [await fx.veiculo(), await fx.veiculo(), await fx.veiculo()];
    expect(
      (await t.call('POST', 'veiculos/nova-alocacao', { token: tk.admin, body: { veiculoIds: [a, b, estoque], concessionariaId: JLR001 } })).statusCode,
    ).toBe(200);
    const gerar = (veiculoId: number[], tipoVendaId: number, tipoPagamentoId: number | null) =>
      t.call('PUT', 'veiculos/faturamentos/gerar', {
        token: tk.morumbi,
        body: { veiculoId, tipoVendaId, ...(tipoPagamentoId ? { tipoPagamentoId } : {}), dealerSolicitante: JLR001, dataFaturamento: '2026-11-25' },
      });
    expect((await gerar([a, b], 4, 5)).statusCode).toBe(200);
    expect((await gerar([estoque], 1, 1)).statusCode).toBe(200);

    const [n, ...resto] = await doVeiculo(tk.faturamento, a);
    expect(resto).toEqual([]);
    expect(n).toMatchObject({ tipo: 'faturamentoSolicitado', link: '/liberarfaturamento' });
    expect(await doVeiculo(tk.financeiro, a)).toHaveLength(1); // reads Liberar faturamento
    expect(await doVeiculo(tk.logistica, a)).toEqual([]); // no Liberar faturamento
    expect(await doVeiculo(tk.morumbi, a)).toEqual([]); // the dealer's own request
    expect(await doVeiculo(tk.faturamento, estoque)).toEqual([]); // a stock billing awaits no one

    const lista = (await t.call('POST', 'veiculos/faturamentos/liberar/listar', { token: tk.faturamento, body: {} })).json().data.rows as {
      faturamentoPedidoId: number;
      veiculoId: number;
    }[];
    const idOf = (v: number) => lista.find((r) => r.veiculoId === v)!.faturamentoPedidoId;
    const liberar = (ids: number[], status: number) =>
      t.call('POST', 'veiculos/faturamentos/liberar/status', { token: tk.faturamento, body: { faturamentoPedidoIds: ids, status, motivo: 'Sem verba' } });
    expect((await liberar([idOf(a)], 3)).statusCode).toBe(200);
    expect((await liberar([idOf(b)], 5)).statusCode).toBe(200);
    const chassi = async (v: number) => (await db().selectFrom('veiculos').select('chassi').where('id', '=', v).executeTakeFirstOrThrow()).chassi!;
    expect((await doVeiculo(tk.morumbi, a)).map((x) => x.texto)).toEqual([notifMsg.faturamentoLiberado(await chassi(a))]);
    expect((await doVeiculo(tk.morumbi, b)).map((x) => x.texto)).toEqual([notifMsg.faturamentoRecusado(await chassi(b))]);
    expect(await doVeiculo(tk.barra, a)).toEqual([]);

    const ids = await enfileirarEmailsDeNotificacoes({ db: db(), appUrl: 'http://portal.test', now: () => t.clock.now });
    const paraLiberado = await db()
      .selectFrom('notificacoes_emails as ne')
      .innerJoin('emails_saida as e', 'e.id', 'ne.email_id')
      .select('e.para')
      .where('ne.notificacao_id', 'like', `veiculo-${a}@%`)
      .execute();
    expect(ids.length).toBeGreaterThan(0);
    expect(paraLiberado.map((r) => r.para)).toEqual(expect.arrayContaining([EMAIL('faturamento'), EMAIL('dealer.morumbi')]));
    expect(paraLiberado.map((r) => r.para)).not.toContain(EMAIL('dealer.barra'));
    const [r] = await rebuildProjections(db(), ['notificacoes']);
    expect(r).toMatchObject({ equal: true });
  });
});
