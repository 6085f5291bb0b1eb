import type { FastifyInstance, FastifyRequest } from 'fastify';
import { WorkflowExecutionAlreadyStartedError, type Client } from '@temporalio/client';
import { TASK_QUEUE } from '@portal/contracts/workflows';
import { BOLETO_WORKFLOW, boletoWorkflowId, fimDoVencimento, type SinalBoleto } from '@portal/contracts/boletos/workflows';
import { marcarWorkflowIniciado } from '@portal/core/boletos/index';
import type { Db } from '@portal/core/kernel/index';

const PRAZO_MS = 5000;
const clientOf = (req: FastifyRequest): Client | undefined => (req.server as Partial<FastifyInstance>).temporal;

/**
 * Starts `boleto-<id>` right after the boleto committed and marks its pending start done. Without a Temporal client, or
 * when Temporal does not answer in time, the start stays pending in `boletos_workflow` and the worker's `varrer-boletos`
 * sweep makes it. Never fails the request. True when the workflow is running.
 */
export async function iniciarBoleto(req: FastifyRequest, db: Db, now: () => Date, boletoId: number, vencimento: string): Promise<boolean> {
  const client = clientOf(req);
  if (!client) return false;
  try {
    await client.connection.withDeadline(Date.now() + PRAZO_MS, () =>
      client.workflow.start(BOLETO_WORKFLOW, { taskQueue: TASK_QUEUE, workflowId: boletoWorkflowId(boletoId), args: [boletoId, fimDoVencimento(vencimento)] }),
    );
  } catch (e) {
    if (!(e instanceof WorkflowExecutionAlreadyStartedError)) {
      req.log.warn({ err: e, boletoId }, 'boleto não iniciado agora: a varredura do worker inicia');
      return false;
    }
  }
  try {
    await marcarWorkflowIniciado(db, boletoId, now());
  } catch (e) {
    req.log.warn({ err: e, boletoId }, 'início de boleto não marcado: a varredura do worker confere');
  }
  return true;
}

/** Tells `boleto-<id>` it was paid or cancelled. Best effort: the workflow also asks the bank on its own timers. */
export async function sinalizarBoleto(req: FastifyRequest, boletoId: number, sinal: SinalBoleto): Promise<void> {
  const client = clientOf(req);
  if (!client) return;
  try {
    await client.connection.withDeadline(Date.now() + PRAZO_MS, () => client.workflow.getHandle(boletoWorkflowId(boletoId)).signal(sinal));
  } catch (e) {
    req.log.info({ err: e, boletoId, sinal }, 'sinal de boleto não entregue');
  }
}
