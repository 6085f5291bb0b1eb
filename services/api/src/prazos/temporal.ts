import type { FastifyRequest } from 'fastify';
import { PRAZO_ENCERRADO, PRAZO_WORKFLOW, prazoWorkflowId } from '@portal/contracts/prazos/workflows';
import { prazoDe } from '@portal/core/prazos/index';
import { esquecerWorkflow, marcarWorkflowIniciado } from '@portal/core/prazos/marcos';
import type { Db } from '@portal/core/kernel/index';
import { iniciarWorkflow, sinalizarWorkflow } from '../platform/temporal.ts';

/**
 * Starts `prazo-<chave>` right after the command that opened the wait committed, and marks it started. Without Temporal
 * (or when it does not answer in time) the worker's `varrer-prazos` sweep starts it. Never fails the request.
 */
export async function iniciarPrazo(req: FastifyRequest, db: Db, now: () => Date, chave: string): Promise<void> {
  try {
    await iniciarSeNovo(req, db, now, chave, await prazoDe(db, chave));
  } catch (e) {
    req.log.warn({ err: e, chave }, 'prazo não iniciado agora: a varredura do worker confere');
  }
}

/** Starts the run of the wait `p` unless one was started since it began (a run left by an earlier wait gives way). */
async function iniciarSeNovo(req: FastifyRequest, db: Db, now: () => Date, chave: string, p: Awaited<ReturnType<typeof prazoDe>>): Promise<void> {
  if (!p || p.iniciado) return;
  const inicio = await iniciarWorkflow(
    req,
    { type: PRAZO_WORKFLOW, workflowId: prazoWorkflowId(chave), args: [chave, p.lembreteEm, p.venceEm], ifOpen: 'replace' },
    { log: { chave }, msg: 'prazo não iniciado agora: a varredura do worker inicia' },
  );
  if (inicio) await marcarWorkflowIniciado(db, chave, now());
}

/**
 * After a command on a record whose wait may have begun, started again or ended (an order's step move): starts the
 * deadline's run for a new wait, or tells the run of a wait that ended. A save that changed neither does nothing. Never
 * fails the request (it committed): the sweep, or the workflow when it wakes, sees to what this could not.
 */
export async function acompanharPrazo(req: FastifyRequest, db: Db, now: () => Date, chave: string): Promise<void> {
  try {
    const p = await prazoDe(db, chave);
    if (p) await iniciarSeNovo(req, db, now, chave, p);
    else if (await esquecerWorkflow(db, chave)) await encerrarPrazos(req, [chave]);
  } catch (e) {
    req.log.warn({ err: e, chave }, 'prazo não acompanhado agora: a varredura do worker e o próprio workflow conferem');
  }
}

/** Tells `prazo-<chave>` its record left the wait (best effort: the workflow finds the row gone when it wakes anyway). */
export async function encerrarPrazos(req: FastifyRequest, chaves: string[]): Promise<void> {
  for (const chave of chaves) {
    await sinalizarWorkflow(req, prazoWorkflowId(chave), PRAZO_ENCERRADO, { log: { chave }, msg: 'sinal de prazo não entregue' });
  }
}
