import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/client';
import type { TestDb } from '@portal/core/testing/db';
import { tiposModeloDosVeiculos } from '@portal/core/testing/tipos-modelo';
import { readStream } from '@portal/core/eventstore/store';
import { principal } from '@portal/core/testing/swaps';
import { cadastrarPlano, editarOrderCall } from '@portal/core/order-call/index';
import type { Principal } from '@portal/core/access/principal';
import {
  CONSULTA_PROGRESSO,
  ORDER_CALL_WORKFLOW,
  orderCallWorkflowId,
  type ProgressoOrderCall,
  type ResultadoOrderCall,
} from '@portal/contracts/order-call/workflows';
import { TASK_QUEUE } from '@portal/contracts/workflows';
import { createWorker, type PortalWorker } from '../worker.ts';
import { freePort, type TemporalDevServer } from '../temporal-dev.ts';
import { bancoETemporal, encerrar, until as waitUntil } from '../testing/ambiente.ts';

/** this file's conditions take longer than the usual 30 s */
const until = <T>(what: string, f: () => Promise<T | undefined | null | false>, timeoutMs = 60_000, everyMs = 200) => waitUntil(what, f, timeoutMs, everyMs);

describe('order-call-<fcstId> over a real Temporal dev server', () => {
  let tdb: TestDb;
  let temporal: TemporalDevServer;
  let worker: PortalWorker;
  let running: Promise<void>;
  let admin: Principal;
  let smtpPort: number;
  const ctx = { correlationId: 'teste' };
  const novoWorker = async () => {
    worker = await createWorker({
      temporalAddress: temporal.address,
      db: tdb.db,
      smtp: { host: '127.0.0.1', port: smtpPort, from: 'Portal <nao-responda@portal.local>' },
      sweep: false,
    });
    running = worker.run();
  };
  const iniciar = (planoId: number) =>
    worker.client.workflow.start(ORDER_CALL_WORKFLOW, { taskQueue: TASK_QUEUE, workflowId: orderCallWorkflowId(planoId), args: [planoId, admin.nome] });
  const celulas = async (planoId: number) =>
    tdb.db
      .selectFrom('order_call')
      .select(['concessionaria_id', 'modelo_id', 'ciclo_id', 'quantidade_calculada', 'quantidade_final', 'explicacao', 'alteracoes'])
      .where('plano_id', '=', planoId)
      .orderBy('modelo_id')
      .orderBy('ciclo_id')
      .orderBy('concessionaria_id')
      .execute();
  /** a plan of every model type (40 with the extra ones) × 12 cycles of fiscal year 2027 */
  const plano = async (mes: number) => {
    const modelos = await tdb.db.selectFrom('modelos').select('id').orderBy('id').execute();
    const ciclos = await tdb.db.selectFrom('ciclos').select('id').where('ano_fiscal', '=', 2027).orderBy('ordem').execute();
    const corpo = {
      anoFiscal: 2027,
      mes,
      modelos: modelos.map((m, i) => ({ id: m.id, ciclos: ciclos.map((c, j) => ({ id: c.id, quantidade: ((i * 7 + j * 3) % 40) + 1 })) })),
    };
    const { id } = await cadastrarPlano({ db: tdb.db, now: () => new Date() }, admin, ctx, corpo);
    return { id, corpo };
  };
  const conferirTotais = async (planoId: number, corpo: Awaited<ReturnType<typeof plano>>['corpo']) => {
    const rows = await tdb.db
      .selectFrom('order_call')
      .select(['modelo_id', 'ciclo_id', (eb) => eb.fn.sum<string>('quantidade_final').as('q'), (eb) => eb.fn.min('quantidade_final').as('min')])
      .where('plano_id', '=', planoId)
      .groupBy(['modelo_id', 'ciclo_id'])
      .execute();
    const esperado = new Map(corpo.modelos.flatMap((m) => m.ciclos.map((c) => [`${m.id}:${c.id}`, c.quantidade] as const)));
    expect(rows).toHaveLength(esperado.size);
    for (const r of rows) {
      expect(Number(r.q)).toBe(esperado.get(`${r.modelo_id}:${r.ciclo_id}`));
      expect(Number(r.min)).toBeGreaterThanOrEqual(0);
    }
  };

  beforeAll(async () => {
    ({ tdb, temporal } = await bancoETemporal('portal_wf_order_call', { vehicles: 40 }));
    // up to 40 model types, as an importer's line-up (the demo has fewer); the demo's inputs cover them too
    const marca = await tdb.db.selectFrom('marcas').select('id').orderBy('id').executeTakeFirstOrThrow();
    const n = Number(
      (
        await tdb.db
          .selectFrom('modelos')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    for (let i = n; i < 40; i++)
      await tdb.db
        .insertInto('modelos')
        .values({ marca_id: marca.id, descricao: `Modelo Teste ${i}` })
        .execute();
    await tiposModeloDosVeiculos(tdb.db);
    await tdb.db.deleteFrom('plano_anual').execute();
    await tdb.db.deleteFrom('varejo_mensal').execute();
    const { seedEntradasOrderCall } = await import('@portal/core/demo/order-call');
    await seedEntradasOrderCall(tdb.db);
    admin = await principal(tdb.db, 'admin@demo.portal.com.br');
    smtpPort = await freePort();
    await novoWorker();
  }, 180_000);

  afterAll(async () => {
    await encerrar({ worker, running, temporal, tdb });
  });

  it('computes every dealer × model type × cycle, the dealers adding up to the plan; a second start while it runs does not run twice; progress is queryable', async () => {
    const { id, corpo } = await plano(11);
    const h = await iniciar(id);
    await expect(iniciar(id)).rejects.toBeInstanceOf(WorkflowExecutionAlreadyStartedError);
    const r = await h.result();
    expect((r as ResultadoOrderCall).celulas).toBe(20 * 40 * 12);
    expect(await h.query<ProgressoOrderCall>(CONSULTA_PROGRESSO)).toEqual({ etapa: 'concluido', feitos: 40, total: 40 });
    await conferirTotais(id, corpo);
    const proc = await tdb.db.selectFrom('order_call_processamentos').selectAll().where('plano_id', '=', id).executeTakeFirstOrThrow();
    expect(proc).toMatchObject({ status: 'concluido', feitos: 40, total: 40, processamento_id: h.firstExecutionRunId });
    const evs = await readStream(tdb.db, `plano-producao-${id}`);
    expect(evs.map((e) => e.type)).toEqual(['PlanoCadastrado', 'OrderCallProcessado']);
  });

  it('a recomputation after the run ended starts a new run and wipes manual changes (the confirmation says so)', async () => {
    const { id } = await plano(12);
    await (await iniciar(id)).result();
    const [c] = await celulas(id);
    await editarOrderCall(
      { db: tdb.db, now: () => new Date() },
      admin,
      ctx,
      id,
      [{ concessionariaId: c!.concessionaria_id, tipoModeloId: c!.modelo_id, cicloId: c!.ciclo_id, quantidadeFinal: c!.quantidade_final + 5 }],
      'tela',
    );
    expect((await celulas(id))[0]!.alteracoes).toHaveLength(1);
    await (await iniciar(id)).result();
    const [d] = await celulas(id);
    expect(d!.quantidade_final).toBe(c!.quantidade_final);
    expect(d!.alteracoes).toEqual([]);
    const evs = await readStream(tdb.db, `plano-producao-${id}`);
    expect(evs.filter((e) => e.type === 'OrderCallProcessado')).toHaveLength(2);
  });

  it('a worker restarted mid-computation gives the same result as an uninterrupted run', async () => {
    const { id, corpo } = await plano(10);
    // the uninterrupted run
    await (await iniciar(id)).result();
    const inteiro = await celulas(id);
    // the same plan again, the worker stopped once some model types are written and started again
    const h = await iniciar(id);
    const meio = await until(
      'metade',
      async () => {
        const p = await tdb.db
          .selectFrom('order_call_processamentos')
          .select(['feitos', 'total', 'processamento_id'])
          .where('plano_id', '=', id)
          .executeTakeFirst();
        return p && p.processamento_id === h.firstExecutionRunId && p.feitos > 0 ? p : null;
      },
      60_000,
      20,
    );
    await worker.shutdown();
    await running.catch(() => {});
    const noDesligamento = await tdb.db
      .selectFrom('order_call_processamentos')
      .select(['feitos', 'status'])
      .where('plano_id', '=', id)
      .executeTakeFirstOrThrow();
    console.info(`[order-call] worker parado com ${noDesligamento.feitos} de ${meio.total} tipos de modelo (${noDesligamento.status})`);
    await novoWorker();
    await worker.client.workflow.getHandle(h.workflowId).result();
    expect(await celulas(id)).toEqual(inteiro);
    await conferirTotais(id, corpo);
    // usually a few seconds; when the shutdown catches an activity task handed to the old worker and not yet started,
    // Temporal retries it only after its start-to-close timeout (2 minutes), so the test gets that long and more
  }, 200_000);
});
