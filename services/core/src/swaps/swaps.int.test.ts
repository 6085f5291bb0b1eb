import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsg } from '@portal/contracts/swaps/messages';
import type { TestDb } from '../testing/db.ts';
import { readStream } from '../eventstore/store.ts';
import { rebuildProjections } from '../contexts.ts';
import { adicionarConfiguracao, configuracoesTroca, listarConfiguracoes } from '../settings/settings.ts';
import type { Principal } from '../access/principal.ts';
import { aceitarTroca, aplicarTrocasAutomaticas, cederTroca, expirarTroca, solicitarTroca, type SwapDeps } from './commands.ts';
import { contagemPendencias, logTroca, minhasTrocas } from './queries.ts';
import { principal, veiculoDe } from '../testing/swaps.ts';
import { bancoComDemo } from '../testing/demo.ts';

const ctx = { correlationId: 'teste' };
const contato = { contatoNome: 'Diego', contatoEmail: 'diego@morumbi.com.br', contatoTelefone: '(11) 98765-4321', comentario: 'Tenho cliente.' };

describe('swaps over a real PostgreSQL', () => {
  let tdb: TestDb;
  let deps: SwapDeps;
  const clock = { now: new Date('2026-11-23T13:00:00.000Z') };
  let admin: Principal, morumbi: Principal, barra: Principal, brasilia: Principal;
  const veiculo = (dono: Principal, opts: { troca?: boolean; entrada?: string } = {}) => veiculoDe(tdb.db, () => clock.now, admin, dono, opts);
  const eventos = async () =>
    Number(
      (
        await tdb.db
          .selectFrom('events')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const veiculoRow = (id: number) => tdb.db.selectFrom('veiculos').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const trocaRow = (id: number) => tdb.db.selectFrom('trocas').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    tdb = await bancoComDemo('portal_swaps', { vehicles: 0 }, () => clock.now);
    deps = { db: tdb.db, now: () => clock.now };
    admin = await principal(tdb.db, 'admin@demo.portal.com.br');
    morumbi = await principal(tdb.db, 'dealer.morumbi@demo.portal.com.br');
    barra = await principal(tdb.db, 'dealer.barra@demo.portal.com.br');
    brasilia = await principal(tdb.db, 'dealer.brasilia@demo.portal.com.br');
  });
  afterAll(async () => tdb?.drop());

  it('a request waits the configured business days (5 by default) and records the pending expiry workflow start', async () => {
    const alvo = await veiculo(barra, { troca: true });
    const [a1, a2] = [await veiculo(morumbi), await veiculo(morumbi)];
    const r = await solicitarTroca(deps, morumbi, { veiculoInteresseId: alvo, veiculosPropostos: [a1, a2], ...contato }, ctx);
    expect(r.resultados).toEqual([{ id: r.trocaId, status: 1, descricao: smsg.propostaEnviada }]);
    // Monday 23/11/2026 + 5 business days = Monday 30/11 (no holiday in between)
    expect(r.venceEm).toBe('2026-11-30T13:00:00.000Z');
    const row = await trocaRow(r.trocaId);
    expect(row).toMatchObject({
      status: 2,
      veiculo_interesse_id: alvo,
      veiculos_propostos: [a1, a2],
      contato_telefone: '11987654321',
      concessionaria_dona_id: barra.concessionariaId,
    });
    expect(await tdb.db.selectFrom('trocas_expiracao').selectAll().where('troca_id', '=', r.trocaId).executeTakeFirst()).toMatchObject({ iniciado_em: null });
    expect(await contagemPendencias(tdb.db, barra)).toBeGreaterThanOrEqual(1);
    expect(await contagemPendencias(tdb.db, admin)).toBe(0);
  });

  it('refuses a vehicle the requester already has, offers of another dealer, and a bad contact — nothing is written', async () => {
    const meu = await veiculo(morumbi, { troca: true });
    const outro = await veiculo(morumbi);
    const alvo = await veiculo(barra, { troca: true });
    const deBarra = await veiculo(barra);
    const antes = await eventos();
    await expect(solicitarTroca(deps, morumbi, { veiculoInteresseId: meu, veiculosPropostos: [outro], ...contato }, ctx)).rejects.toMatchObject({
      statusCode: 422,
      errors: [smsg.veiculoJaPossui],
    });
    await expect(solicitarTroca(deps, morumbi, { veiculoInteresseId: alvo, veiculosPropostos: [alvo], ...contato }, ctx)).rejects.toMatchObject({
      statusCode: 422,
      errors: [smsg.veiculoJaPossui],
    });
    await expect(solicitarTroca(deps, morumbi, { veiculoInteresseId: alvo, veiculosPropostos: [deBarra], ...contato }, ctx)).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(
      solicitarTroca(deps, morumbi, { veiculoInteresseId: alvo, veiculosPropostos: [outro], ...contato, contatoTelefone: '1234' }, ctx),
    ).rejects.toMatchObject({ statusCode: 400, errors: [smsg.telefoneInvalido] });
    await expect(
      solicitarTroca(deps, admin, { veiculoInteresseId: alvo, veiculosPropostos: [], confirmarSemVeiculo: true, ...contato }, ctx),
    ).rejects.toMatchObject({ statusCode: 422, errors: [smsg.somenteDealer] });
    expect(await eventos()).toBe(antes);
  });

  it('accepting moves both vehicles and closes every other open request on them; a second accept is refused', async () => {
    const alvo = await veiculo(barra, { troca: true });
    const [a1, a2] = [await veiculo(morumbi), await veiculo(morumbi)];
    const c1 = await veiculo(brasilia);
    const t1 = (await solicitarTroca(deps, morumbi, { veiculoInteresseId: alvo, veiculosPropostos: [a1, a2], ...contato }, ctx)).trocaId;
    const t2 = (await solicitarTroca(deps, brasilia, { veiculoInteresseId: alvo, veiculosPropostos: [c1], ...contato }, ctx)).trocaId;
    // a request elsewhere that offered a2: a2 stays with Morumbi, so it stays open
    const outroAlvo = await veiculo(brasilia, { troca: true });
    const t3 = (await solicitarTroca(deps, morumbi, { veiculoInteresseId: outroAlvo, veiculosPropostos: [a2], ...contato }, ctx)).trocaId;
    const antes = await eventos();
    await expect(aceitarTroca(deps, barra, { veiculoTrocaPedidoId: t1, veiculoPropostoId: [a1, a2] }, ctx)).rejects.toMatchObject({
      statusCode: 422,
      errors: [smsg.somenteUmVeiculo],
    });
    await expect(aceitarTroca(deps, barra, { veiculoTrocaPedidoId: t1, veiculoPropostoId: null }, ctx)).rejects.toMatchObject({
      statusCode: 422,
      errors: [smsg.peloMenosUmVeiculo],
    });
    await expect(aceitarTroca(deps, morumbi, { veiculoTrocaPedidoId: t1, veiculoPropostoId: a1 }, ctx)).rejects.toMatchObject({
      statusCode: 422,
      errors: [smsg.somenteDono],
    });
    await expect(aceitarTroca(deps, barra, { veiculoTrocaPedidoId: t1, veiculoPropostoId: a1, veiculoTrocaId: a2 }, ctx)).rejects.toMatchObject({
      statusCode: 400,
    });
    expect(await eventos()).toBe(antes);

    const r = await aceitarTroca(
      deps,
      barra,
      { veiculoTrocaPedidoId: t1, veiculoPropostoId: a1, veiculoTrocaId: alvo, concessionariaTrocaId: barra.concessionariaId },
      ctx,
    );
    expect(r).toEqual({ trocaId: t1, mensagem: smsg.trocaAceita, encerradas: [t2] });
    expect(await veiculoRow(alvo)).toMatchObject({ concessionaria_id: morumbi.concessionariaId, status: 0 });
    expect(await veiculoRow(a1)).toMatchObject({ concessionaria_id: barra.concessionariaId, status: 0 });
    expect(await veiculoRow(a2)).toMatchObject({ concessionaria_id: morumbi.concessionariaId });
    expect((await trocaRow(t1)).status).toBe(3);
    expect(await trocaRow(t2)).toMatchObject({ status: 4, motivo: smsg.encerradaPorOutra });
    expect((await trocaRow(t3)).status).toBe(2);
    await expect(aceitarTroca(deps, barra, { veiculoTrocaPedidoId: t1, veiculoPropostoId: a1 }, ctx)).rejects.toMatchObject({
      statusCode: 422,
      errors: [smsg.jaRespondida],
    });
    await expect(aceitarTroca(deps, barra, { veiculoTrocaPedidoId: t2, veiculoPropostoId: c1 }, ctx)).rejects.toMatchObject({
      statusCode: 422,
      errors: [smsg.cancelada],
    });
    // another dealer's request is not even visible
    await expect(aceitarTroca(deps, brasilia, { veiculoTrocaPedidoId: t1, veiculoPropostoId: a1 }, ctx)).rejects.toMatchObject({ statusCode: 404 });
    const log = await logTroca(tdb.db, morumbi, t1);
    expect(log.map((l) => l.evento)).toEqual(['TrocaSolicitada', 'TrocaAceita']);
    expect(log[1]).toMatchObject({ nome: barra.nome, statusDescricao: 'Realizado', veiculoPropostoId: a1 });
    expect((await readStream(tdb.db, `veiculo-${alvo}`)).map((e) => e.type)).toContain('TrocaEfetivada');
  });

  it('a cession respects the monthly limit from the settings; the history keeps each change', async () => {
    await adicionarConfiguracao(tdb.db, { actor: admin, correlationId: 'teste' }, { tipo: 9, periodoInformado: '1' }, clock.now);
    expect((await configuracoesTroca(tdb.db)).limiteCessoesMes).toBe(1);
    const conf = await listarConfiguracoes(tdb.db, { page: 1, per_page: 8 });
    expect(conf.conf9).toMatchObject({ ativo: '1', total: 2 });
    expect(conf.conf9!.rows[0]).toMatchObject({ periodoInformado: '1', usuario: admin.nome });
    await expect(
      adicionarConfiguracao(tdb.db, { actor: admin, correlationId: 'teste' }, { tipo: 4, periodoInformado: 'dois' }, clock.now),
    ).rejects.toMatchObject({ statusCode: 400 });

    const [v1, v2] = [await veiculo(barra, { troca: true }), await veiculo(barra, { troca: true })];
    const s1 = (await solicitarTroca(deps, brasilia, { veiculoInteresseId: v1, veiculosPropostos: [], confirmarSemVeiculo: true, ...contato }, ctx)).trocaId;
    const s2 = (await solicitarTroca(deps, brasilia, { veiculoInteresseId: v2, veiculosPropostos: [], confirmarSemVeiculo: true, ...contato }, ctx)).trocaId;
    const page = await minhasTrocas(tdb.db, barra, clock.now, { recebida: true, status: 2, per_page: 100 });
    expect(page.rows.find((r) => r.veiculoTrocaPedidoId === s1)).toMatchObject({ podeCeder: true, tipoSolicitacao: 'Recebida', destacada: true });
    await expect(aceitarTroca(deps, barra, { veiculoTrocaPedidoId: s1, veiculoPropostoId: v2 }, ctx)).rejects.toMatchObject({
      errors: [smsg.peloMenosUmVeiculo],
    });
    expect((await cederTroca(deps, barra, { veiculoTrocaPedidoId: s1 }, ctx)).mensagem).toBe(smsg.trocaCedida);
    expect(await veiculoRow(v1)).toMatchObject({ concessionaria_id: brasilia.concessionariaId, status: 0 });
    const antes = await eventos();
    await expect(cederTroca(deps, barra, { veiculoTrocaPedidoId: s2 }, ctx)).rejects.toMatchObject({ statusCode: 422, errors: [smsg.limiteCessoesAtingido] });
    expect(await eventos()).toBe(antes);
    const depois = await minhasTrocas(tdb.db, barra, clock.now, { recebida: true, status: 2, per_page: 100 });
    expect(depois.rows.find((r) => r.veiculoTrocaPedidoId === s2)).toMatchObject({ podeCeder: false });
  });

  it('expiry: refused before the end, done once after it, harmless afterwards', async () => {
    const alvo = await veiculo(barra, { troca: true });
    const t = await solicitarTroca(deps, morumbi, { veiculoInteresseId: alvo, veiculosPropostos: [await veiculo(morumbi)], ...contato }, ctx);
    await expect(expirarTroca({ db: tdb.db, now: () => new Date('2026-11-30T12:59:00.000Z') }, t.trocaId)).rejects.toMatchObject({
      statusCode: 422,
      errors: [smsg.prazoNaoVencido],
    });
    const depois = { db: tdb.db, now: () => new Date('2026-11-30T13:00:01.000Z') };
    expect(await expirarTroca(depois, t.trocaId)).toBe('expirada');
    expect(await expirarTroca(depois, t.trocaId)).toBe('jaRespondida');
    expect(await expirarTroca(depois, 999_999)).toBe('inexistente');
    expect((await trocaRow(t.trocaId)).status).toBe(8);
    await expect(aceitarTroca(deps, barra, { veiculoTrocaPedidoId: t.trocaId, veiculoPropostoId: null }, ctx)).rejects.toMatchObject({
      errors: [smsg.expirada],
    });
  });

  it('the daily automatic swap takes the first available offered vehicle once the stock time limit has passed', async () => {
    const velho = await veiculo(barra, { troca: true, entrada: '2026-03-02' });
    const novo = await veiculo(barra, { troca: true });
    const [o1, o2] = [await veiculo(morumbi), await veiculo(morumbi)];
    const tv = (await solicitarTroca(deps, morumbi, { veiculoInteresseId: velho, veiculosPropostos: [o1, o2], ...contato }, ctx)).trocaId;
    const tn = (await solicitarTroca(deps, morumbi, { veiculoInteresseId: novo, veiculosPropostos: [o2], ...contato }, ctx)).trocaId;
    const r = await aplicarTrocasAutomaticas(deps);
    expect(r.aplicadas).toEqual([tv]);
    expect(await trocaRow(tv)).toMatchObject({ status: 3, automatica: true, veiculo_proposto_aceito_id: o1 });
    expect((await trocaRow(tn)).status).toBe(2);
    expect(await veiculoRow(velho)).toMatchObject({ concessionaria_id: morumbi.concessionariaId });
    expect((await aplicarTrocasAutomaticas(deps)).aplicadas).toEqual([]);
  });

  it('rebuilding trocas and the vehicle read models from the events gives the live tables back', async () => {
    const reports = await rebuildProjections(tdb.db, ['trocas', 'veiculos', 'veiculo_logs']);
    for (const r of reports) expect(r, r.projection).toMatchObject({ equal: true, differences: [] });
    expect(reports.find((r) => r.projection === 'trocas')!.rows).toBeGreaterThanOrEqual(9);
  });
});
