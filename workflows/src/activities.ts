import { createEmailActivities, type EmailActivityDeps } from './email/activities.ts';
import { createSwapActivities } from './swaps/activities.ts';
import { createBoletoActivities } from './boletos/activities.ts';
import { createOrderCallActivities } from './order-call/activities.ts';
import { createImportActivities } from './imports/activities.ts';
import { createUploadActivities } from './uploads/activities.ts';
import { createPrazoActivities } from './prazos/activities.ts';
import type { BancoBoletos } from '@portal/core/boletos/index';
import type { Armazenamento } from '@portal/core/storage/index';

export type ActivityDeps = EmailActivityDeps & { banco?: BancoBoletos; armazenamento?: Armazenamento; tamanhoLoteImportacao?: number };

/** Every activity of the worker, built over `@portal/core` with its dependencies. */
export function createActivities(deps: ActivityDeps) {
  return {
    ...createEmailActivities(deps),
    ...createSwapActivities(deps),
    ...createBoletoActivities(deps),
    ...createOrderCallActivities(deps),
    ...createImportActivities(deps),
    ...createUploadActivities(deps),
    ...createPrazoActivities(deps),
  };
}

export type Activities = ReturnType<typeof createActivities>;
