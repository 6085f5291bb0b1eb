import { ScheduleAlreadyRunning, type Client } from '@temporalio/client';
import { TASK_QUEUE } from '@portal/contracts/workflows';
import { startWorkflow } from '@portal/core/temporal/start';
import {
  TROCA_AUTOMATICA_HORA,
  TROCA_AUTOMATICA_SCHEDULE_ID,
  TROCA_AUTOMATICA_WORKFLOW,
  VARRER_TROCAS_ID,
  VARRER_TROCAS_WORKFLOW,
} from '@portal/contracts/swaps/workflows';

/**
 * What the worker sets up for swaps when it starts: a fresh `varrer-trocas` sweep (replacing one left by an older version)
 * and the daily schedule of the automatic swap (created once; an existing one is kept).
 */
export async function iniciarTrocas(client: Client): Promise<void> {
  await startWorkflow(client, { type: VARRER_TROCAS_WORKFLOW, workflowId: VARRER_TROCAS_ID, args: [], ifOpen: 'replace' });
  try {
    await client.schedule.create({
      scheduleId: TROCA_AUTOMATICA_SCHEDULE_ID,
      spec: { calendars: [{ hour: TROCA_AUTOMATICA_HORA, minute: 0 }], timezone: 'America/Sao_Paulo' },
      action: { type: 'startWorkflow', workflowType: TROCA_AUTOMATICA_WORKFLOW, taskQueue: TASK_QUEUE, workflowId: 'troca-automatica', args: [] },
      policies: { overlap: 'SKIP', catchupWindow: '1 day' },
    });
  } catch (e) {
    if (!(e instanceof ScheduleAlreadyRunning)) throw e;
  }
}
