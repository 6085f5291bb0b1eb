import { ApplicationFailure, condition, continueAsNew, defineSignal, proxyActivities, setHandler } from '@temporalio/workflow';
import { VARRER_IMPORTACOES_AGORA } from '@portal/contracts/imports/workflows';
import type { ImportActivities } from './activities.ts';

const { processarImportacao } = proxyActivities<ImportActivities>({
  startToCloseTimeout: '30 minutes',
  heartbeatTimeout: '2 minutes',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '30 seconds', maximumAttempts: 5 },
});
const { falharImportacao, iniciarImportacoesPendentes } = proxyActivities<ImportActivities>({ startToCloseTimeout: '1 minute', retry: { maximumAttempts: 5 } });

/**
 * Workflow id `importacao-<id>`: processes the uploaded file (one long activity that commits a batch at a time,
 * heartbeating; a retry resumes after the last batch written). Progress, totals and the cancel flag live in the
 * `importacoes` row, so the screen polls the API and a cancel needs no signal. On a failure that retries do not
 * cure the import ends as 4 Erro, keeping the batches written.
 */
export async function importacaoWorkflow(importacaoId: number): Promise<number> {
  try {
    return await processarImportacao(importacaoId);
  } catch (e) {
    await falharImportacao(importacaoId);
    throw ApplicationFailure.nonRetryable(`importação ${importacaoId} não processada: ${(e as Error).message}`);
  }
}

export const varrerImportacoesAgoraSignal = defineSignal(VARRER_IMPORTACOES_AGORA);

/** Workflow id `varrer-importacoes`: every minute (or at once on its signal) starts the imports recorded while Temporal was away. */
export async function varrerImportacoesWorkflow(): Promise<void> {
  let agora = false;
  setHandler(varrerImportacoesAgoraSignal, () => {
    agora = true;
  });
  for (let volta = 0; volta < 100; volta++) {
    agora = false;
    await iniciarImportacoesPendentes();
    await condition(() => agora, '1 minute');
  }
  await continueAsNew<typeof varrerImportacoesWorkflow>();
}
