import { condition, continueAsNew, proxyActivities, setHandler } from '@temporalio/workflow';
import type { SwapActivities } from './activities.ts';
import { SINAIS_DE_RESPOSTA, varrerTrocasAgoraSignal } from './signals.ts';

const { expirarTroca } = proxyActivities<SwapActivities>({
  startToCloseTimeout: '30 seconds',
  // the duration may end a moment before the database host's clock agrees: the activity refuses and is retried
  retry: { initialInterval: '500 milliseconds', backoffCoefficient: 2, maximumInterval: '1 minute' },
});
const { aplicarTrocasAutomaticas, iniciarExpiracoesPendentes } = proxyActivities<SwapActivities>({
  startToCloseTimeout: '5 minutes',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' },
});

export type FimExpiracao = { resultado: 'respondida'; sinal: string } | { resultado: 'expirada' | 'jaRespondida' | 'inexistente' };

/**
 * Workflow id `expiracao-troca-<trocaId>`: waits for the answer (a signal) or until `venceEm` — the configured swap duration in
 * business days, computed when the request was made — and then expires the request. The due instant is an argument,
 * so a worker restarted mid-wait resumes the same timer; the expiry activity is idempotent.
 */
export async function expirarTrocaWorkflow(trocaId: number, venceEm: string): Promise<FimExpiracao> {
  let sinal: string | null = null;
  for (const s of SINAIS_DE_RESPOSTA) {
    setHandler(s, () => {
      sinal ??= s.name;
    });
  }
  const espera = Math.max(1, new Date(venceEm).getTime() - Date.now());
  if (await condition(() => sinal !== null, espera)) return { resultado: 'respondida', sinal: sinal! };
  return { resultado: await expirarTroca(trocaId) };
}

/** Workflow id `varrer-trocas`: every minute (or at once on its signal) starts the pending `expiracao-troca-<trocaId>` workflows. */
export async function varrerTrocasWorkflow(): Promise<void> {
  let agora = false;
  setHandler(varrerTrocasAgoraSignal, () => {
    agora = true;
  });
  for (let volta = 0; volta < 100; volta++) {
    agora = false;
    await iniciarExpiracoesPendentes();
    await condition(() => agora, '1 minute');
  }
  await continueAsNew<typeof varrerTrocasWorkflow>();
}

/** Started daily by the schedule `troca-automatica-diaria`. */
export async function trocaAutomaticaWorkflow(): Promise<{ aplicadas: number[]; ignoradas: { id: number; motivo: string }[] }> {
  return aplicarTrocasAutomaticas();
}
