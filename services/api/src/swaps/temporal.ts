import type { FastifyRequest } from 'fastify';
import { EXPIRAR_TROCA_WORKFLOW, expiracaoTrocaWorkflowId, type SinalTroca } from '@portal/contracts/swaps/workflows';
import { marcarExpiracaoIniciada } from '@portal/core/swaps/expiry';
import type { Db } from '@portal/core/kernel/index';
import { chavePrazo } from '@portal/contracts/prazos/workflows';
import { iniciarWorkflow, sinalizarWorkflow } from '../platform/temporal.ts';
import { encerrarPrazos, iniciarPrazo } from '../prazos/index.ts';

/**
 * Starts `expiracao-troca-<trocaId>` (and the deadline's `prazo-troca-<trocaId>`) right after the request committed and
 * marks the pending start as done.
 * Without a Temporal client, or when Temporal does not answer in time, the start stays pending in `trocas_expiracao`
 * and the worker's `varrer-trocas` sweep makes it (docs/decisions.md "Swaps"). Never fails the request.
 */
export async function iniciarExpiracao(req: FastifyRequest, db: Db, now: () => Date, trocaId: number, venceEm: string): Promise<void> {
  const inicio = await iniciarWorkflow(
    req,
    { type: EXPIRAR_TROCA_WORKFLOW, workflowId: expiracaoTrocaWorkflowId(trocaId), args: [trocaId, venceEm] },
    { log: { trocaId }, msg: 'expiracao-troca não iniciada agora: a varredura do worker inicia' },
  );
  await iniciarPrazo(req, db, now, chavePrazo('troca', trocaId));
  if (!inicio) return;
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
  for (const { trocaId, sinal } of sinais) {
    await sinalizarWorkflow(req, expiracaoTrocaWorkflowId(trocaId), sinal, { log: { trocaId, sinal }, msg: 'sinal de troca não entregue' });
  }
  // an answered request is no longer waiting: its deadline workflow ends too
  await encerrarPrazos(
    req,
    sinais.map((s) => chavePrazo('troca', s.trocaId)),
  );
}
