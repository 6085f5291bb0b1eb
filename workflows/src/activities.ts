import { createEmailActivities, type EmailActivityDeps } from './email/activities.ts';

export type ActivityDeps = EmailActivityDeps;

/** Every activity of the worker, built over `@portal/core` with its dependencies. */
export function createActivities(deps: ActivityDeps) {
  return { ...createEmailActivities(deps) };
}

export type Activities = ReturnType<typeof createActivities>;
