import { condition, continueAsNew, proxyActivities, setHandler } from '@temporalio/workflow';
import { PRAZO_LEMBRETE, PRAZO_VENCIDO } from '@portal/contracts/prazos/workflows';
import type { PrazoActivities } from './activities.ts';
import { prazoEncerradoSignal, varrerPrazosAgoraSignal } from './signals.ts';

const { registrarMarcoPrazo } = proxyActivities<PrazoActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' },
});
const { iniciarPrazosPendentes } = proxyActivities<PrazoActivities>({
  startToCloseTimeout: '5 minutes',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' },
});

export type FimPrazo = { resultado: 'encerrado' | 'vencido'; lembrete: boolean };

/**
 * Workflow id `prazo-<tipo>-<id>` (`prazo-troca-7`): sleeps until the reminder, appends PrazoLembrete, sleeps until the
 * deadline, appends PrazoVencido (both on the stream `prazo-<tipo>-<id>`). The instants are arguments, computed in São
 * Paulo business days when the record entered its wait, so a restarted worker resumes the same timers. Ends early on its
 * signal, or when an activity finds the record no longer waiting.
 */
export async function prazoWorkflow(chave: string, lembreteEm: string, venceEm: string): Promise<FimPrazo> {
  let encerrado = false;
  setHandler(prazoEncerradoSignal, () => {
    encerrado = true;
  });
  const ate = (instante: string) => Math.max(1, new Date(instante).getTime() - Date.now());
  let lembrete = false;
  if (await condition(() => encerrado, ate(lembreteEm))) return { resultado: 'encerrado', lembrete };
  if ((await registrarMarcoPrazo(chave, PRAZO_LEMBRETE)) === 'encerrado') return { resultado: 'encerrado', lembrete };
  lembrete = true;
  if (await condition(() => encerrado, ate(venceEm))) return { resultado: 'encerrado', lembrete };
  if ((await registrarMarcoPrazo(chave, PRAZO_VENCIDO)) === 'encerrado') return { resultado: 'encerrado', lembrete };
  return { resultado: 'vencido', lembrete };
}

/** Workflow id `varrer-prazos`: every minute (or at once on its signal) starts the pending `prazo-<chave>` workflows. */
export async function varrerPrazosWorkflow(): Promise<void> {
  let agora = false;
  setHandler(varrerPrazosAgoraSignal, () => {
    agora = true;
  });
  for (let volta = 0; volta < 100; volta++) {
    agora = false;
    await iniciarPrazosPendentes();
    await condition(() => agora, '1 minute');
  }
  await continueAsNew<typeof varrerPrazosWorkflow>();
}
