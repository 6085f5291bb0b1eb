import type { FastifyRequest } from 'fastify';
import { IMPORTACAO_WORKFLOW, importacaoWorkflowId } from '@portal/contracts/imports/workflows';
import { marcarIniciada } from '@portal/core/imports/index';
import type { Db } from '@portal/core/kernel/index';
import { iniciarWorkflow } from '../platform/temporal.ts';

/**
 * Starts `importacao-<id>`. Without Temporal (no client, or it does not answer in 5 s) the import stays recorded as
 * not started and the worker's `varrer-importacoes` sweep starts it later: the upload is not refused.
 */
export async function iniciarImportacao(req: FastifyRequest, db: Db, id: number): Promise<boolean> {
  const inicio = await iniciarWorkflow(
    req,
    { type: IMPORTACAO_WORKFLOW, workflowId: importacaoWorkflowId(id), args: [id] },
    { log: { importacaoId: id }, msg: 'importação não iniciada: fica para a varredura' },
  );
  if (!inicio) return false;
  await marcarIniciada(db, id);
  return true;
}
