import type { FastifyInstance, FastifyRequest } from 'fastify';
import { WorkflowExecutionAlreadyStartedError, type Client } from '@temporalio/client';
import { TASK_QUEUE } from '@portal/contracts/workflows';
import { EXPIRAR_TROCA_WORKFLOW, expiracaoTrocaWorkflowId, type SinalTroca } from '@portal/contracts/swaps/workflows';
import { marcarExpiracaoIniciada } from '@portal/core/swaps/expiry';
import type { Db } from '@portal/core/kernel/index';

const PRAZO_MS = 5000;
/** The app's Temporal client when one is configured (`temporalPlugin`); plain HTTP tests have none. */
const clientOf = (req: FastifyRequest): Client | undefined => (req.server as Partial<FastifyInstance>).temporal;

/**
 * Starts `expiracao-troca-<trocaId>` right after the request committed and marks the pending start as done.
 * Without a Temporal client, or when Temporal does not answer in time, the start stays pending in `trocas_expiracao`
 * and the worker's `varrer-trocas` sweep makes it (docs/decisions.md "Swaps"). Never fails the request.
 */
export async function iniciarExpiracao(req: FastifyRequest, db: Db, now: () => Date, trocaId: number, venceEm: string): Promise<void> {
  const client = clientOf(req);
  if (!client) return;
  try {
    await client.connection.withDeadline(Date.now() + PRAZO_MS, () =>
      client.workflow.start(EXPIRAR_TROCA_WORKFLOW, { taskQueue: TASK_QUEUE, workflowId: expiracaoTrocaWorkflowId(trocaId), args: [trocaId, venceEm] }),
    );
  } catch (e) {
    if (!(e instanceof WorkflowExecutionAlreadyStartedError)) {
      req.log.warn({ err: e, trocaId }, 'expiracao-troca não iniciada agora: a varredura do worker inicia');
      return;
    }
  }
  try {
    await marcarExpiracaoIniciada(db, trocaId, now());
  } catch (e) {
    // the request committed: a mark that could not be written only makes the sweep try a start that already exists
    req.log.warn({ err: e, trocaId }, 'início de expiracao-troca não marcado: a varredura do worker confere');
  }
}

/**
 * Tells the expiry workflows that their request was answered. Best effort: a workflow not told (not started yet,
 * Temporal away) still finds the request answered when its timer ends, and its activity changes nothing.
 */
export async function sinalizar(req: FastifyRequest, sinais: { trocaId: number; sinal: SinalTroca }[]): Promise<void> {
  const client = clientOf(req);
  if (!client) return;
  for (const { trocaId, sinal } of sinais) {
    try {
      await client.connection.withDeadline(Date.now() + PRAZO_MS, () => client.workflow.getHandle(expiracaoTrocaWorkflowId(trocaId)).signal(sinal));
    } catch (e) {
      req.log.info({ err: e, trocaId, sinal }, 'sinal de troca não entregue');
    }
  }
}
