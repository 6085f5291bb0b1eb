import { ApplicationFailure, defineQuery, proxyActivities, setHandler, workflowInfo } from '@temporalio/workflow';
import { CONSULTA_PROGRESSO, type ProgressoOrderCall, type ResultadoOrderCall } from '@portal/contracts/order-call/workflows';
import type { OrderCallActivities } from './activities.ts';

const { iniciarOrderCall, distribuirOrderCall, concluirOrderCall } = proxyActivities<OrderCallActivities>({
  startToCloseTimeout: '2 minutes',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '30 seconds', maximumAttempts: 10 },
});
const { falharOrderCall } = proxyActivities<OrderCallActivities>({ startToCloseTimeout: '30 seconds', retry: { maximumAttempts: 5 } });

export const progressoQuery = defineQuery<ProgressoOrderCall>(CONSULTA_PROGRESSO);
/** Model types computed per activity: small enough that a restart loses little, large enough to keep the history short. */
export const MODELOS_POR_PASSO = 4;

/**
 * Workflow id `order-call-<fcstId>`: computes the plan's order call, a few model types per activity (the rule weighs
 * each model type on its own), then removes an earlier run's cells and records the computation on the plan. The run
 * id names the computation, so every step is idempotent: a worker restarted mid-computation redoes at most the step
 * it was in and ends with the same cells. Progress: query `progresso`.
 */
export async function orderCallWorkflow(planoId: number, por: string | null): Promise<ResultadoOrderCall> {
  const processamentoId = workflowInfo().runId;
  const progresso: ProgressoOrderCall = { etapa: 'lendo', feitos: 0, total: 0 };
  setHandler(progressoQuery, () => progresso);
  try {
    const modelos = await iniciarOrderCall(planoId, processamentoId, por);
    progresso.etapa = 'distribuindo';
    progresso.total = modelos.length;
    for (let i = 0; i < modelos.length; i += MODELOS_POR_PASSO) {
      const lote = modelos.slice(i, i + MODELOS_POR_PASSO);
      await distribuirOrderCall(planoId, processamentoId, lote);
      progresso.feitos += lote.length;
    }
    progresso.etapa = 'gravando';
    const r = await concluirOrderCall(planoId, processamentoId);
    progresso.etapa = 'concluido';
    return { planoId, celulas: r.celulas, quantidadeTotal: r.quantidadeTotal };
  } catch (e) {
    await falharOrderCall(planoId, processamentoId);
    throw ApplicationFailure.nonRetryable(`order call ${planoId} não processado: ${(e as Error).message}`);
  }
}
