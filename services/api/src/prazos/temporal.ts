import type { FastifyRequest } from 'fastify';
import { PRAZO_ENCERRADO, PRAZO_WORKFLOW, prazoWorkflowId } from '@portal/contracts/prazos/workflows';
import { prazoDe } from '@portal/core/prazos/index';
import { marcarWorkflowIniciado } from '@portal/core/prazos/marcos';
import type { Db } from '@portal/core/kernel/index';
import { iniciarWorkflow, sinalizarWorkflow } from '../platform/temporal.ts';

/**
 * Starts `prazo-<chave>` right after the command that opened the wait committed, and marks it started. Without Temporal
 * (or when it does not answer in time) the worker's `varrer-prazos` sweep starts it. Never fails the request.
 */
export async function iniciarPrazo(req: FastifyRequest, db: Db, now: () => Date, chave: string): Promise<void> {
  try {
    const p = await prazoDe(db, chave);
    if (!p) return;
    const inicio = await iniciarWorkflow(
      req,
      { type: PRAZO_WORKFLOW, workflowId: prazoWorkflowId(chave), args: [chave, p.lembreteEm, p.venceEm] },
      { log: { chave }, msg: 'prazo não iniciado agora: a varredura do worker inicia' },
    );
    if (inicio) await marcarWorkflowIniciado(db, chave, now());
  } catch (e) {
    req.log.warn({ err: e, chave }, 'prazo não iniciado agora: a varredura do worker confere');
  }
}

/** Tells `prazo-<chave>` its record left the wait (best effort: the workflow finds the row gone when it wakes anyway). */
export async function encerrarPrazos(req: FastifyRequest, chaves: string[]): Promise<void> {
  for (const chave of chaves) {
    await sinalizarWorkflow(req, prazoWorkflowId(chave), PRAZO_ENCERRADO, { log: { chave }, msg: 'sinal de prazo não entregue' });
  }
}
