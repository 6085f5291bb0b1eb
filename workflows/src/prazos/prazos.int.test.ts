import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDb } from '@portal/core/testing/db';
import { readStream } from '@portal/core/eventstore/store';
import { cancelarTroca, solicitarTroca } from '@portal/core/swaps/commands';
import { marcarExpiracaoIniciada } from '@portal/core/swaps/expiry';
import { marcarWorkflowIniciado } from '@portal/core/prazos/marcos';
import { principal, veiculoDe } from '@portal/core/testing/swaps';
import { configuracoesTroca } from '@portal/core/settings/index';
import type { Principal } from '@portal/core/access/principal';
import { calcularPrazo } from '@portal/contracts/prazos/prazo';
import { dataHoraEmSaoPaulo } from '@portal/contracts/br/dates';
import { PRAZO_ENCERRADO, VARRER_PRAZOS_AGORA, VARRER_PRAZOS_ID, chavePrazo, chavePrazoKpi, prazoWorkflowId } from '@portal/contracts/prazos/workflows';
import { dataEmSaoPaulo } from '@portal/contracts/br/dates';
import { ehDiaUtil, somarDias } from '@portal/contracts/br/business-days';
import { CONF } from '@portal/contracts/settings/regras';
import { definirPrazoDoMesKpi, fimDoPrazoKpi } from '@portal/core/prazos/index';
import { createWorker, type PortalWorker } from '../worker.ts';
import { freePort, type TemporalDevServer } from '../temporal-dev.ts';
import { bancoETemporal, encerrar, until } from '../testing/ambiente.ts';
import { startPrazo } from './activities.ts';
import type { FimPrazo } from './workflows.ts';

/**
 * `prazo-<tipo>-<id>` over a real Temporal dev server. The time-skipping test server of @temporalio/testing is a binary
 * it downloads, which this machine may not do; the local dev server the other workflow tests use runs timers in real
 * time, so the deadline computed in business days (a Friday request, the weekend and a table holiday on Monday) is
 * checked on the read model, and the workflow then runs with that reminder and deadline moved to a few seconds from now
 * (their order kept), which is all a timer workflow sees of them.
 */
const contato = { contatoNome: 'Diego', contatoEmail: 'diego@morumbi.com.br', contatoTelefone: '11987654321', comentario: null };
// Friday 13/11/2026 10:00 in Brasília; Monday 16/11 goes into the holiday table
const SEXTA = new Date('2026-11-13T13:00:00.000Z');
const SEGUNDA = '2026-11-16';

describe('prazo-<tipo>-<id> over a real Temporal dev server', () => {
  let tdb: TestDb;
  let temporal: TemporalDevServer;
  let worker: PortalWorker;
  let running: Promise<void>;
  let admin: Principal, morumbi: Principal, barra: Principal;

  /** a Pendente swap request made at `em` (its deadline computed by the command: business days, the table's holidays) */
  const pedido = async (em: Date) => {
    const now = () => em;
    const alvo = await veiculoDe(tdb.db, now, admin, barra, { troca: true });
    const oferta = await veiculoDe(tdb.db, now, admin, morumbi);
    return solicitarTroca({ db: tdb.db, now }, morumbi, { veiculoInteresseId: alvo, veiculosPropostos: [oferta], ...contato }, { correlationId: 'teste' });
  };
  const linha = (chave: string) => tdb.db.selectFrom('prazos').selectAll().where('chave', '=', chave).executeTakeFirst();
  const marcos = async (chave: string) => (await readStream(tdb.db, `prazo-${chave}`)).map((e) => ({ type: e.type, data: e.data }));

  beforeAll(async () => {
    ({ tdb, temporal } = await bancoETemporal('portal_wf_prazos', { vehicles: 0 }));
    admin = await principal(tdb.db, 'admin@demo.portal.com.br');
    morumbi = await principal(tdb.db, 'dealer.morumbi@demo.portal.com.br');
    barra = await principal(tdb.db, 'dealer.barra@demo.portal.com.br');
    await tdb.db.insertInto('feriados').values({ data: SEGUNDA, nome: 'Feriado de teste', abrangencia: null }).execute();
    const smtpPort = await freePort();
    worker = await createWorker({
      temporalAddress: temporal.address,
      db: tdb.db,
      smtp: { host: '127.0.0.1', port: smtpPort, from: 'Portal <nao-responda@portal.local>' },
    });
    running = worker.run();
  }, 120_000);

  afterAll(async () => {
    await encerrar({ worker, running, temporal, tdb });
  });

  it('a deadline that crosses a weekend and a table holiday: the reminder fires, then the late mark, each once', async () => {
    const t = await pedido(SEXTA);
    const chave = chavePrazo('troca', t.trocaId);
    // as the API does after the commit: the sweeps leave both alone (the expiry's instant is long past here)
    await marcarExpiracaoIniciada(tdb.db, t.trocaId, new Date());
    await marcarWorkflowIniciado(tdb.db, chave, new Date());
    const { duracaoTrocaDiasUteis: n } = await configuracoesTroca(tdb.db);
    const vence = calcularPrazo(SEXTA, n, new Set([SEGUNDA]));
    // Friday + n business days, Saturday, Sunday and the Monday of the table skipped
    expect(vence).toBe(calcularPrazo('2026-11-16T13:00:00.000Z', n));
    const p = (await linha(chave))!;
    expect(p.vence_em.toISOString()).toBe(vence);
    expect(p.lembrete_em.toISOString()).toBe(`${vence.slice(0, 10)}T11:00:00.000Z`);

    // the same two timers, moved to 2 s and 4 s from now
    const lembreteEm = new Date(Date.now() + 2000).toISOString();
    const venceEm = new Date(Date.now() + 4000).toISOString();
    expect(await startPrazo(worker.client, chave, lembreteEm, venceEm)).toBe(true);
    // a start for the same wait again (the sweep's retry) replaces the open run with the same instants: still one mark each
    expect(await startPrazo(worker.client, chave, lembreteEm, venceEm)).toBe(true);
    await until('o lembrete', async () => (await marcos(chave)).length >= 1);
    expect(Date.now()).toBeLessThan(new Date(venceEm).getTime());
    expect(await marcos(chave)).toEqual([
      { type: 'PrazoLembrete', data: expect.objectContaining({ chave, tipo: 'troca', registroId: t.trocaId, venceEm: vence }) },
    ]);
    expect((await linha(chave))!.lembrado_em).not.toBeNull();

    const fim = await worker.client.workflow.getHandle<() => Promise<FimPrazo>>(prazoWorkflowId(chave)).result();
    expect(fim).toEqual({ resultado: 'vencido', lembrete: true });
    expect((await marcos(chave)).map((m) => m.type)).toEqual(['PrazoLembrete', 'PrazoVencido']);
    expect((await marcos(chave))[1]!.data).toMatchObject({ concessionariaId: barra.concessionariaId, venceEm: vence });
    expect((await linha(chave))!.vencido_em).not.toBeNull();
    // each mark is one notification for the dealer who must answer, written in the mark's transaction
    const avisos = await tdb.db
      .selectFrom('notificacoes')
      .select(['id', 'tipo', 'concessionaria_id', 'texto'])
      .where('stream_id', '=', `prazo-${chave}`)
      .orderBy('versao')
      .execute();
    expect(avisos.map((n) => [n.id, n.tipo, n.concessionaria_id])).toEqual([
      [`prazo-${chave}@1`, 'trocaPrazo', barra.concessionariaId],
      [`prazo-${chave}@2`, 'trocaPrazo', barra.concessionariaId],
    ]);
    expect(avisos[0]!.texto).toContain(dataHoraEmSaoPaulo(vence));
  });

  it("a KPI month's lock: the sweep opens one set before it had a timer and starts it; a new date replaces the run", async () => {
    // a weekday two weeks ahead of today (real timers: the test never depends on the day it runs)
    let dia = somarDias(dataEmSaoPaulo(new Date()), 14);
    while (!ehDiaUtil(dia)) dia = somarDias(dia, 1);
    const [ano, mes] = [Number(dia.slice(0, 4)), Number(dia.slice(5, 7))];
    const chave = chavePrazoKpi(ano, mes);
    // conf10 written as before the lock had its own deadline: no row in `prazos`
    await tdb.db
      .insertInto('configuracoes_gerais')
      .values({ tipo: CONF.prazoKpi, valor: dia, ano, mes, usuario_id: null, usuario_nome: 'Teste', data_alteracao: new Date() })
      .execute();
    await worker.client.workflow.getHandle(VARRER_PRAZOS_ID).signal(VARRER_PRAZOS_AGORA);
    await until('a varredura abrir e iniciar o prazo do KPI', async () =>
      tdb.db.selectFrom('prazos_workflow').select('chave').where('chave', '=', chave).executeTakeFirst(),
    );
    expect((await linha(chave))!).toMatchObject({ tipo: 'kpi', registro_id: ano * 100 + mes, concessionaria_id: null });
    expect((await linha(chave))!.vence_em.toISOString()).toBe(fimDoPrazoKpi(dia));
    const aberto = await worker.client.workflow.getHandle(prazoWorkflowId(chave)).describe();
    expect(aberto.status.name).toBe('RUNNING');
    const primeiro = worker.client.workflow.getHandle(prazoWorkflowId(chave), aberto.runId);

    // the setting moved a business day later (as the save does), and its run started as the API does, its two timers
    // moved to 2 s and 4 s from now: the former run gives way
    let novo = somarDias(dia, 1);
    while (!ehDiaUtil(novo)) novo = somarDias(novo, 1);
    await tdb.db.transaction().execute((trx) => definirPrazoDoMesKpi(trx, { actor: null, correlationId: null }, { ano, mes, prazo: novo }, new Date()));
    expect((await linha(chave))!.vence_em.toISOString()).toBe(fimDoPrazoKpi(novo));
    expect(await startPrazo(worker.client, chave, new Date(Date.now() + 2000).toISOString(), new Date(Date.now() + 4000).toISOString())).toBe(true);
    await marcarWorkflowIniciado(tdb.db, chave, new Date());
    const fim = await worker.client.workflow.getHandle<() => Promise<FimPrazo>>(prazoWorkflowId(chave)).result();
    expect(fim).toEqual({ resultado: 'vencido', lembrete: true });
    expect((await primeiro.describe()).status.name).toBe('TERMINATED');
    expect((await marcos(chave)).map((m) => m.type)).toEqual(['PrazoDefinido', 'PrazoDefinido', 'PrazoLembrete', 'PrazoVencido']);
    expect((await marcos(chave))[2]!.data).toMatchObject({ tipo: 'kpi', ano, mes, venceEm: fimDoPrazoKpi(novo) });
    // the reminder reaches every dealer (profile group); the lock itself tells no one
    const avisos = await tdb.db.selectFrom('notificacoes').select(['tipo', 'publico']).where('stream_id', '=', `prazo-${chave}`).execute();
    expect(avisos).toEqual([{ tipo: 'kpiPrazo', publico: 'perfis' }]);
  });

  it('the sweep starts a deadline the API did not; an answered request ends it without firing', async () => {
    const t = await pedido(new Date());
    const chave = chavePrazo('troca', t.trocaId);
    await worker.client.workflow.getHandle(VARRER_PRAZOS_ID).signal(VARRER_PRAZOS_AGORA);
    await until('a varredura iniciar o prazo', async () => tdb.db.selectFrom('prazos_workflow').select('chave').where('chave', '=', chave).executeTakeFirst());
    const handle = worker.client.workflow.getHandle<() => Promise<FimPrazo>>(prazoWorkflowId(chave));
    expect((await handle.describe()).status.name).toBe('RUNNING');
    await cancelarTroca({ db: tdb.db, now: () => new Date() }, morumbi, { veiculoTrocaPedidoId: t.trocaId }, { correlationId: 'teste' });
    expect(await linha(chave)).toBeUndefined();
    await handle.signal(PRAZO_ENCERRADO);
    expect(await handle.result()).toEqual({ resultado: 'encerrado', lembrete: false });
    expect(await marcos(chave)).toEqual([]);
  });
});
