import type { FastifyRequest } from 'fastify';
import { BOLETO_WORKFLOW, boletoWorkflowId, fimDoVencimento, type SinalBoleto } from '@portal/contracts/boletos/workflows';
import { marcarWorkflowIniciado } from '@portal/core/boletos/index';
import type { Db } from '@portal/core/kernel/index';
import { chavePrazo } from '@portal/contracts/prazos/workflows';
import { iniciarWorkflow, sinalizarWorkflow } from '../platform/temporal.ts';
import { encerrarPrazos, iniciarPrazo } from '../prazos/index.ts';

/**
 * Starts `boleto-<id>` right after the boleto committed and marks its pending start done. Without a Temporal client, or
 * when Temporal does not answer in time, the start stays pending in `boletos_workflow` and the worker's `varrer-boletos`
 * sweep makes it. Never fails the request. True when the workflow is running.
 */
export async function iniciarBoleto(req: FastifyRequest, db: Db, now: () => Date, boletoId: number, vencimento: string): Promise<boolean> {
  const inicio = await iniciarWorkflow(
    req,
    { type: BOLETO_WORKFLOW, workflowId: boletoWorkflowId(boletoId), args: [boletoId, fimDoVencimento(vencimento)] },
    { log: { boletoId }, msg: 'boleto não iniciado agora: a varredura do worker inicia' },
  );
  // the due date's reminder and late mark (`prazo-boleto-<id>`)
  await iniciarPrazo(req, db, now, chavePrazo('boleto', boletoId));
  if (!inicio) return false;
  try {
    await marcarWorkflowIniciado(db, boletoId, now());
  } catch (e) {
    req.log.warn({ err: e, boletoId }, 'início de boleto não marcado: a varredura do worker confere');
  }
  return true;
}

/** Tells `boleto-<id>` it was paid or cancelled. Best effort: the workflow also asks the bank on its own timers. */
export async function sinalizarBoleto(req: FastifyRequest, boletoId: number, sinal: SinalBoleto): Promise<void> {
  await sinalizarWorkflow(req, boletoWorkflowId(boletoId), sinal, { log: { boletoId, sinal }, msg: 'sinal de boleto não entregue' });
  // paid or cancelled: no longer awaiting payment
  await encerrarPrazos(req, [chavePrazo('boleto', boletoId)]);
}
