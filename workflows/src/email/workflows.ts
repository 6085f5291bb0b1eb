import { condition, continueAsNew, proxyActivities, setHandler } from '@temporalio/workflow';
import type { EmailActivities } from './activities.ts';
import { varrerAgoraSignal } from './signals.ts';

/**
 * A password-reset e-mail must survive an SMTP outage: the send is retried from 1 s, doubling up to 10 s,
 * for as long as a day. The activity is idempotent (an e-mail already sent is not sent again).
 */
const { enviarEmail } = proxyActivities<EmailActivities>({
  startToCloseTimeout: '30 seconds',
  scheduleToCloseTimeout: '24 hours',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '10 seconds' },
});

const { despacharPendentes } = proxyActivities<EmailActivities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '30 seconds' },
});

/** Workflow id `email-<outboxId>`: delivers one outbox row. */
export async function enviarEmailWorkflow(outboxId: string): Promise<'enviado' | 'jaEnviado' | 'inexistente'> {
  return enviarEmail(outboxId);
}

const INTERVALO = '2 minutes';
const VOLTAS_ANTES_DE_RECOMECAR = 100;

/**
 * Workflow id `varrer-caixa-saida`: every few minutes (or at once on the `varrerAgora` signal) starts
 * `email-<id>` for every outbox row not yet sent, e.g. when the API could not reach Temporal.
 */
export async function varrerCaixaSaidaWorkflow(): Promise<void> {
  let agora = false;
  setHandler(varrerAgoraSignal, () => {
    agora = true;
  });
  for (let volta = 0; volta < VOLTAS_ANTES_DE_RECOMECAR; volta++) {
    agora = false;
    await despacharPendentes();
    await condition(() => agora, INTERVALO);
  }
  await continueAsNew<typeof varrerCaixaSaidaWorkflow>();
}
