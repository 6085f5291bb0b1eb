import { createEmailActivities, type EmailActivityDeps } from './email/activities.ts';
import { createSwapActivities } from './swaps/activities.ts';

export type ActivityDeps = EmailActivityDeps;

/** Every activity of the worker, built over `@portal/core` with its dependencies. */
export function createActivities(deps: ActivityDeps) {
  return { ...createEmailActivities(deps), ...createSwapActivities(deps) };
}

export type Activities = ReturnType<typeof createActivities>;
