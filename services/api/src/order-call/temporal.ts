import type { FastifyInstance, FastifyRequest } from 'fastify';
import { WorkflowExecutionAlreadyStartedError, type Client } from '@temporalio/client';
import { TASK_QUEUE } from '@portal/contracts/workflows';
import { ORDER_CALL_WORKFLOW, orderCallWorkflowId } from '@portal/contracts/order-call/workflows';
import { ocmsg } from '@portal/contracts/order-call/messages';
import { DomainError } from '@portal/core/kernel/index';

const PRAZO_MS = 5000;
const clientOf = (req: FastifyRequest): Client | undefined => (req.server as Partial<FastifyInstance>).temporal;

/**
 * Starts `order-call-<fcstId>`. The workflow id is the plan's: while a run is open a second start is refused by
 * Temporal (answered as "already running", nothing runs twice); after it closed, a new run starts (the id reuse
 * policy allows a new run once the last one ended). Without Temporal: 503 in pt-BR, nothing written.
 */
export async function iniciarOrderCall(req: FastifyRequest, planoId: number, por: string): Promise<{ workflowId: string; jaEmAndamento: boolean }> {
  const workflowId = orderCallWorkflowId(planoId);
  const client = clientOf(req);
  if (!client) throw new DomainError(503, [ocmsg.temporalIndisponivel]);
  try {
    await client.connection.withDeadline(Date.now() + PRAZO_MS, () =>
      client.workflow.start(ORDER_CALL_WORKFLOW, { taskQueue: TASK_QUEUE, workflowId, args: [planoId, por] }),
    );
    return { workflowId, jaEmAndamento: false };
  } catch (e) {
    if (e instanceof WorkflowExecutionAlreadyStartedError) return { workflowId, jaEmAndamento: true };
    req.log.warn({ err: e, planoId }, 'order call não iniciado');
    throw new DomainError(503, [ocmsg.temporalIndisponivel]);
  }
}
