import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Worker } from '@temporalio/worker';
import type { TestDb } from '@portal/core/testing/db';
import { readStream } from '@portal/core/eventstore/store';
import { aceitarTroca, solicitarTroca } from '@portal/core/swaps/commands';
import { marcarExpiracaoIniciada } from '@portal/core/swaps/expiry';
import { principal, veiculoDe } from '@portal/core/testing/swaps';
import type { Principal } from '@portal/core/access/principal';
import {
  EXPIRAR_TROCA_WORKFLOW,
  SINAIS_TROCA,
  TROCA_AUTOMATICA_SCHEDULE_ID,
  VARRER_TROCAS_AGORA,
  VARRER_TROCAS_ID,
  expiracaoTrocaWorkflowId,
} from '@portal/contracts/swaps/workflows';
import { TASK_QUEUE } from '@portal/contracts/workflows';
import { createWorker, type PortalWorker } from '../worker.ts';
import { freePort, type TemporalDevServer } from '../temporal-dev.ts';
import { startSwapExpiry } from './activities.ts';
import type { FimExpiracao } from './workflows.ts';
import { bancoETemporal, encerrar, sleep, until } from '../testing/ambiente.ts';

const contato = { contatoNome: 'Diego', contatoEmail: 'diego@morumbi.com.br', contatoTelefone: '11987654321', comentario: null };

describe('expiracao-troca over a real Temporal dev server', () => {
  let tdb: TestDb;
  let temporal: TemporalDevServer;
  let worker: PortalWorker;
  let running: Promise<void>;
  let admin: Principal, morumbi: Principal, barra: Principal;
  let smtpPort: number;
  const now = () => new Date();
  const novoWorker = async () => {
    worker = await createWorker({
      temporalAddress: temporal.address,
      db: tdb.db,
      smtp: { host: '127.0.0.1', port: smtpPort, from: 'Portal <nao-responda@portal.local>' },
    });
    running = worker.run();
  };
  /** a Pendente request whose duration ends `ms` from now */
  const pedido = async (ms: number) => {
    const alvo = await veiculoDe(tdb.db, now, admin, barra, { troca: true });
    const oferta = await veiculoDe(tdb.db, now, admin, morumbi);
    const r = await solicitarTroca(
      { db: tdb.db, now, venceEm: () => new Date(Date.now() + ms) },
      morumbi,
      { veiculoInteresseId: alvo, veiculosPropostos: [oferta], ...contato },
      { correlationId: 'teste' },
    );
    return { ...r, oferta };
  };
  const status = async (id: number) => (await tdb.db.selectFrom('trocas').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const expiradas = async (id: number) => (await readStream(tdb.db, `troca-${id}`)).filter((e) => e.type === 'TrocaExpirada').length;

  beforeAll(async () => {
    ({ tdb, temporal } = await bancoETemporal('portal_wf_swaps', { vehicles: 0, now }));
    admin = await principal(tdb.db, 'admin@demo.portal.com.br');
    morumbi = await principal(tdb.db, 'dealer.morumbi@demo.portal.com.br');
    barra = await principal(tdb.db, 'dealer.barra@demo.portal.com.br');
    smtpPort = await freePort();
    await novoWorker();
  }, 120_000);

  afterAll(async () => {
    await encerrar({ worker, running, temporal, tdb });
  });

  it('expires the request when the configured duration ends (due vs fired within a second); a second start is harmless', async () => {
    const t = await pedido(3000);
    // as the API does right after the request commits (the sweep then leaves it alone)
    await marcarExpiracaoIniciada(tdb.db, t.trocaId, now());
    // the worker's sweep (at its start, then every minute) may have started it between the commit and the mark, as it
    // may in production: one run either way, and a start while it runs is refused
    // (expired exactly once, below)
    await startSwapExpiry(worker.client, t.trocaId, t.venceEm);
    expect(await startSwapExpiry(worker.client, t.trocaId, t.venceEm)).toBe(false);
    const fim = await worker.client.workflow.getHandle<() => Promise<FimExpiracao>>(expiracaoTrocaWorkflowId(t.trocaId)).result();
    const disparou = Date.now();
    expect(fim).toEqual({ resultado: 'expirada' });
    expect(await status(t.trocaId)).toBe(8);
    expect(disparou - new Date(t.venceEm).getTime()).toBeGreaterThanOrEqual(0);
    expect(disparou - new Date(t.venceEm).getTime()).toBeLessThan(2000);
    expect(await expiradas(t.trocaId)).toBe(1);
  });

  it('an answer signalled before the end prevents the expiry', async () => {
    const t = await pedido(4000);
    await startSwapExpiry(worker.client, t.trocaId, t.venceEm);
    await aceitarTroca({ db: tdb.db, now }, barra, { veiculoTrocaPedidoId: t.trocaId, veiculoPropostoId: t.oferta }, { correlationId: 'teste' });
    await worker.client.workflow.getHandle(expiracaoTrocaWorkflowId(t.trocaId)).signal(SINAIS_TROCA.aceita);
    const fim = await worker.client.workflow.getHandle<() => Promise<FimExpiracao>>(expiracaoTrocaWorkflowId(t.trocaId)).result();
    expect(fim).toEqual({ resultado: 'respondida', sinal: SINAIS_TROCA.aceita });
    await sleep(4500);
    expect(await status(t.trocaId)).toBe(3);
    expect(await expiradas(t.trocaId)).toBe(0);
  });

  it('a worker restarted mid-wait still expires the request exactly once', async () => {
    const t = await pedido(6000);
    await startSwapExpiry(worker.client, t.trocaId, t.venceEm);
    await until(
      'o workflow começar a esperar',
      async () => (await worker.client.workflow.getHandle(expiracaoTrocaWorkflowId(t.trocaId)).describe()).historyLength > 3,
    );
    await worker.shutdown();
    await running.catch(() => {});
    await sleep(1500);
    await novoWorker();
    const fim = await worker.client.workflow.getHandle<() => Promise<FimExpiracao>>(expiracaoTrocaWorkflowId(t.trocaId)).result();
    expect(fim).toEqual({ resultado: 'expirada' });
    expect(await status(t.trocaId)).toBe(8);
    expect(await expiradas(t.trocaId)).toBe(1);
    // the workflow's activity run again (e.g. a retry after a lost answer) changes nothing
    const again = await worker.client.workflow.execute(EXPIRAR_TROCA_WORKFLOW, {
      taskQueue: TASK_QUEUE,
      workflowId: `${expiracaoTrocaWorkflowId(t.trocaId)}-de-novo`,
      args: [t.trocaId, new Date().toISOString()],
    });
    expect(again).toEqual({ resultado: 'jaRespondida' });
    expect(await expiradas(t.trocaId)).toBe(1);
  });

  it('a recorded history replays without a determinism error', async () => {
    const t = await pedido(1500);
    await startSwapExpiry(worker.client, t.trocaId, t.venceEm);
    const handle = worker.client.workflow.getHandle(expiracaoTrocaWorkflowId(t.trocaId));
    await handle.result();
    const history = await handle.fetchHistory();
    await Worker.runReplayHistory({ workflowsPath: fileURLToPath(new URL('../workflows.ts', import.meta.url)) }, history, expiracaoTrocaWorkflowId(t.trocaId));
    expect(history.events?.length).toBeGreaterThan(5);
  });

  it('the sweep starts the expiry the API could not start; the daily schedule of the automatic swap exists', async () => {
    const t = await pedido(60_000);
    expect(await tdb.db.selectFrom('trocas_expiracao').select('iniciado_em').where('troca_id', '=', t.trocaId).executeTakeFirstOrThrow()).toEqual({
      iniciado_em: null,
    });
    await worker.client.workflow.getHandle(VARRER_TROCAS_ID).signal(VARRER_TROCAS_AGORA);
    await until(
      'a varredura iniciar expiracao-troca',
      async () =>
        (
          await worker.client.workflow
            .getHandle(expiracaoTrocaWorkflowId(t.trocaId))
            .describe()
            .catch(() => null)
        )?.status.name === 'RUNNING',
    );
    await until(
      'marcar como iniciado',
      async () => (await tdb.db.selectFrom('trocas_expiracao').select('iniciado_em').where('troca_id', '=', t.trocaId).executeTakeFirstOrThrow()).iniciado_em,
    );
    const schedule = await worker.client.schedule.getHandle(TROCA_AUTOMATICA_SCHEDULE_ID).describe();
    expect(schedule.spec.calendars?.[0]).toMatchObject({ hour: [{ start: 3, end: 3, step: 1 }] });
    await worker.client.schedule.getHandle(TROCA_AUTOMATICA_SCHEDULE_ID).trigger();
    await until(
      'a troca automática rodar',
      async () => (await worker.client.schedule.getHandle(TROCA_AUTOMATICA_SCHEDULE_ID).describe()).info.recentActions.length > 0,
    );
    await worker.client.workflow.getHandle(expiracaoTrocaWorkflowId(t.trocaId)).terminate('fim do teste');
  });
});
