import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Worker } from '@temporalio/worker';
import type { TestDb } from '@portal/core/testing/db';
import { readStream } from '@portal/core/eventstore/store';
import { principal } from '@portal/core/testing/swaps';
import { pedidoDeTeste } from '@portal/core/testing/pedidos';
import { emitirBoleto, listarBoletosPorId, reemitirBoleto } from '@portal/core/boletos/index';
import { criarBancoBoletos } from '@portal/core/boletos/bank/banco';
import { BancoSandbox } from '@portal/core/boletos/bank/sandbox';
import type { Principal } from '@portal/core/access/principal';
import {
  BOLETO_WORKFLOW,
  SINAIS_BOLETO,
  VARRER_BOLETOS_AGORA,
  VARRER_BOLETOS_ID,
  boletoWorkflowId,
  fimDoVencimento,
} from '@portal/contracts/boletos/workflows';
import { STATUS_BOLETO } from '@portal/contracts/boletos/status';
import { dataEmSaoPaulo, fimDeSemana, proximoDiaDaSemana } from '@portal/contracts/br/dates';
import { somarDias } from '@portal/contracts/br/business-days';
import { TASK_QUEUE } from '@portal/contracts/workflows';
import { createWorker, type PortalWorker } from '../worker.ts';
import { freePort, type TemporalDevServer } from '../temporal-dev.ts';
import { startBoleto } from './activities.ts';
import type { FimBoleto } from './workflows.ts';
import { bancoETemporal, encerrar, sleep, until } from '../testing/ambiente.ts';

describe('boleto-<id> over a real Temporal dev server, with the sandbox bank', () => {
  let tdb: TestDb;
  let temporal: TemporalDevServer;
  let worker: PortalWorker;
  let running: Promise<void>;
  let admin: Principal, morumbi: Principal;
  let smtpPort: number;
  let banco: BancoSandbox;
  /** the activities' clock: a test moves it past a due date */
  const relogio = { deslocamentoDias: 0 };
  const now = () => new Date(Date.now() + relogio.deslocamentoDias * 86_400_000);
  const ctx = { correlationId: 'teste' };
  const novoWorker = async () => {
    worker = await createWorker({
      temporalAddress: temporal.address,
      db: tdb.db,
      smtp: { host: '127.0.0.1', port: smtpPort, from: 'Portal <nao-responda@portal.local>' },
      banco,
      now,
    });
    running = worker.run();
  };
  /** the issue date of a boleto made today (the next weekday on a weekend: tests do not depend on the day they run) */
  const emissao = () => {
    const hoje = dataEmSaoPaulo(new Date());
    return fimDeSemana(hoje) ? proximoDiaDaSemana(hoje) : hoje;
  };
  const novoBoleto = async (valor = 100_000) => {
    const pedidoId = await pedidoDeTeste(tdb.db, () => new Date(), { admin, dealer: morumbi }, { prePagamento: true, ate: 'inserirBoletos' });
    const { boletoId } = await emitirBoleto(
      { db: tdb.db, now: () => new Date() },
      admin,
      pedidoId,
      { tipoPagamento: 'Parcial', valorTotal: 494_000, valorParcial: valor, numeroParcela: 1, quantidadeVezes: 2, dataEmissao: emissao() },
      ctx,
    );
    const [b] = await listarBoletosPorId(tdb.db, [boletoId]);
    return { pedidoId, boletoId, vencimento: b!.vencimentoIso };
  };
  const status = async (id: number) => (await tdb.db.selectFrom('boletos').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const eventos = async (id: number, tipo: string) => (await readStream(tdb.db, `boleto-${id}`)).filter((e) => e.type === tipo).length;
  const resultado = (id: number) => worker.client.workflow.getHandle<(b: number, v: string) => Promise<FimBoleto>>(boletoWorkflowId(id)).result();

  beforeAll(async () => {
    ({ tdb, temporal } = await bancoETemporal('portal_wf_boletos', { vehicles: 0 }));
    admin = await principal(tdb.db, 'admin@demo.portal.com.br');
    morumbi = await principal(tdb.db, 'dealer.morumbi@demo.portal.com.br');
    banco = criarBancoBoletos({ db: tdb.db, env: {}, now }) as BancoSandbox;
    smtpPort = await freePort();
    await novoWorker();
  }, 120_000);

  afterAll(async () => {
    await encerrar({ worker, running, temporal, tdb });
  });

  it('issue → registered with the bank (Emitido, a valid line) → the bank reports the payment → Pago; a second start is harmless', async () => {
    const b = await novoBoleto();
    expect(await startBoleto(worker.client, b.boletoId, b.vencimento)).toBe(true);
    expect(await startBoleto(worker.client, b.boletoId, b.vencimento)).toBe(false);
    await until('Emitido', async () => (await status(b.boletoId)) === STATUS_BOLETO.emitido);
    const row = await tdb.db.selectFrom('boletos').select(['linha_digitavel', 'codigo_barras', 'banco']).where('id', '=', b.boletoId).executeTakeFirstOrThrow();
    expect(row.linha_digitavel).toMatch(/^\d{47}$/);
    expect(row.codigo_barras).toMatch(/^\d{44}$/);
    await banco.pagar(b.boletoId);
    await worker.client.workflow.getHandle(boletoWorkflowId(b.boletoId)).signal(SINAIS_BOLETO.pago);
    expect(await resultado(b.boletoId)).toBe('pago');
    expect(await status(b.boletoId)).toBe(STATUS_BOLETO.pago);
    expect(await eventos(b.boletoId, 'BoletoEmitido')).toBe(1);
    expect(await eventos(b.boletoId, 'BoletoPago')).toBe(1);
  });

  it('issue → the due date passes → Vencido → reissued: a new boleto replaces it and the old one is written off at the bank', async () => {
    const b = await novoBoleto(50_000);
    // the due date ends in 3 s for the workflow; the activities' clock is then past it
    await worker.client.workflow.start(BOLETO_WORKFLOW, {
      taskQueue: TASK_QUEUE,
      workflowId: boletoWorkflowId(b.boletoId),
      args: [b.boletoId, new Date(Date.now() + 3000).toISOString()],
    });
    await until('Emitido', async () => (await status(b.boletoId)) === STATUS_BOLETO.emitido);
    relogio.deslocamentoDias = 10;
    try {
      await until('Vencido', async () => (await status(b.boletoId)) === STATUS_BOLETO.vencido, 40_000);
      const r = await reemitirBoleto({ db: tdb.db, now }, admin, b.boletoId, ctx);
      await worker.client.workflow.getHandle(boletoWorkflowId(b.boletoId)).signal(SINAIS_BOLETO.cancelado);
      expect(await resultado(b.boletoId)).toBe('cancelado');
      expect(await status(b.boletoId)).toBe(STATUS_BOLETO.cancelado);
      expect((await banco.consultar(b.boletoId))?.situacao).toBe('baixado');
      const novo = await tdb.db
        .selectFrom('boletos')
        .select(['substitui_boleto_id', 'valor_boleto'])
        .where('id', '=', r.novoBoletoId)
        .executeTakeFirstOrThrow();
      expect(novo.substitui_boleto_id).toBe(b.boletoId);
      expect(Number(novo.valor_boleto)).toBe(50_000);
      const [linhaNova] = await listarBoletosPorId(tdb.db, [r.novoBoletoId]);
      expect(linhaNova!.vencimentoIso > b.vencimento).toBe(true);
    } finally {
      relogio.deslocamentoDias = 0;
    }
  });

  it('a worker restarted mid-wait resumes: the payment reported afterwards still ends it Pago, once', async () => {
    const b = await novoBoleto(30_000);
    await startBoleto(worker.client, b.boletoId, b.vencimento);
    await until('Emitido', async () => (await status(b.boletoId)) === STATUS_BOLETO.emitido);
    await worker.shutdown();
    await running.catch(() => {});
    await banco.pagar(b.boletoId);
    await sleep(500);
    await novoWorker();
    await worker.client.workflow.getHandle(boletoWorkflowId(b.boletoId)).signal(SINAIS_BOLETO.pago);
    expect(await resultado(b.boletoId)).toBe('pago');
    expect(await eventos(b.boletoId, 'BoletoPago')).toBe(1);
    expect(await eventos(b.boletoId, 'BoletoEmitido')).toBe(1);
  });

  it('a recorded history replays without a determinism error; the sweep starts a boleto the API could not start', async () => {
    const b = await novoBoleto(20_000);
    expect(await tdb.db.selectFrom('boletos_workflow').select('iniciado_em').where('boleto_id', '=', b.boletoId).executeTakeFirstOrThrow()).toEqual({
      iniciado_em: null,
    });
    await worker.client.workflow.getHandle(VARRER_BOLETOS_ID).signal(VARRER_BOLETOS_AGORA);
    await until('Emitido pela varredura', async () => (await status(b.boletoId)) === STATUS_BOLETO.emitido);
    await until(
      'marcado como iniciado',
      async () => (await tdb.db.selectFrom('boletos_workflow').select('iniciado_em').where('boleto_id', '=', b.boletoId).executeTakeFirstOrThrow()).iniciado_em,
    );
    await banco.pagar(b.boletoId);
    await worker.client.workflow.getHandle(boletoWorkflowId(b.boletoId)).signal(SINAIS_BOLETO.pago);
    expect(await resultado(b.boletoId)).toBe('pago');
    const history = await worker.client.workflow.getHandle(boletoWorkflowId(b.boletoId)).fetchHistory();
    await Worker.runReplayHistory({ workflowsPath: fileURLToPath(new URL('../workflows.ts', import.meta.url)) }, history, boletoWorkflowId(b.boletoId));
    expect(history.events?.length).toBeGreaterThan(5);
    expect(fimDoVencimento(somarDias(b.vencimento, 0))).toMatch(/T02:59:59.999Z$/);
  });
});
