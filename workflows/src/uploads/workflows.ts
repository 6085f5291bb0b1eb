import { condition, continueAsNew, defineSignal, proxyActivities, setHandler } from '@temporalio/workflow';
import { VARRER_ARQUIVOS_AGORA } from '@portal/contracts/uploads/workflows';
import type { UploadActivities } from './activities.ts';

const { varrerArquivosSoltos } = proxyActivities<UploadActivities>({
  startToCloseTimeout: '30 minutes',
  heartbeatTimeout: '2 minutes',
  retry: { initialInterval: '5 seconds', backoffCoefficient: 2, maximumInterval: '5 minutes' },
});

export const varrerArquivosAgoraSignal = defineSignal(VARRER_ARQUIVOS_AGORA);

/**
 * Workflow id `varrer-arquivos`: every hour (or at once on its signal) removes the uploads older than the grace period
 * (24 h) that nothing attached. Each pass is idempotent and resumes what a stopped one left (services/core/src/storage/varredura.ts).
 */
export async function varrerArquivosWorkflow(): Promise<void> {
  let agora = false;
  setHandler(varrerArquivosAgoraSignal, () => void (agora = true));
  for (let volta = 0; volta < 100; volta++) {
    agora = false;
    await varrerArquivosSoltos();
    await condition(() => agora, '1 hour');
  }
  await continueAsNew<typeof varrerArquivosWorkflow>();
}
