import type { FastifyRequest } from 'fastify';
import { ORDER_CALL_WORKFLOW, orderCallWorkflowId } from '@portal/contracts/order-call/workflows';
import { ocmsg } from '@portal/contracts/order-call/messages';
import { DomainError } from '@portal/core/kernel/index';
import { iniciarWorkflow } from '../platform/temporal.ts';

/**
 * Starts `order-call-<fcstId>`. The workflow id is the plan's: while a run is open a second start is refused by
 * Temporal (answered as "already running", nothing runs twice); after it closed, a new run starts (the id reuse
 * policy allows a new run once the last one ended). Without Temporal: 503 in pt-BR, nothing written.
 */
export async function iniciarOrderCall(req: FastifyRequest, planoId: number, por: string): Promise<{ workflowId: string; jaEmAndamento: boolean }> {
  const workflowId = orderCallWorkflowId(planoId);
  const inicio = await iniciarWorkflow(
    req,
    { type: ORDER_CALL_WORKFLOW, workflowId, args: [planoId, por] },
    { log: { planoId }, msg: 'order call não iniciado' },
  );
  if (!inicio) throw new DomainError(503, [ocmsg.temporalIndisponivel]);
  return { workflowId, jaEmAndamento: inicio === 'open' };
}
