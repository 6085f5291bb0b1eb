import type { FastifyInstance, FastifyRequest } from 'fastify';
import { WorkflowExecutionAlreadyStartedError, type Client } from '@temporalio/client';
import { TASK_QUEUE } from '@portal/contracts/workflows';
import { IMPORTACAO_WORKFLOW, importacaoWorkflowId } from '@portal/contracts/imports/workflows';
import { marcarIniciada } from '@portal/core/imports/index';
import type { Db } from '@portal/core/kernel/index';

const PRAZO_MS = 5000;
const clientOf = (req: FastifyRequest): Client | undefined => (req.server as Partial<FastifyInstance>).temporal;

/**
 * Starts `importacao-<id>`. Without Temporal (no client, or it does not answer in 5 s) the import stays recorded as
 * not started and the worker's `varrer-importacoes` sweep starts it later: the upload is not refused.
 */
export async function iniciarImportacao(req: FastifyRequest, db: Db, id: number): Promise<boolean> {
  const client = clientOf(req);
  if (!client) return false;
  try {
    await client.connection.withDeadline(Date.now() + PRAZO_MS, () =>
      client.workflow.start(IMPORTACAO_WORKFLOW, { taskQueue: TASK_QUEUE, workflowId: importacaoWorkflowId(id), args: [id] }),
    );
  } catch (e) {
    if (!(e instanceof WorkflowExecutionAlreadyStartedError)) {
      req.log.warn({ err: e, importacaoId: id }, 'importação não iniciada: fica para a varredura');
      return false;
    }
  }
  await marcarIniciada(db, id);
  return true;
}
