import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Saved as SavedAnswer } from '@portal/contracts/http/schemas';
import { call } from '../../../shared/api-client.ts';

/** What a save answers: the record's id and the spec's message. */
export type Saved = (typeof SavedAnswer)['static']['data'];

/**
 * A write of the administration area: the caller shows the first error (spec 000 §8), so the call is silent;
 * the lists and forms under `invalidates` reload after it.
 */
export function useAdminMutation<V, R = Saved>(key: string, run: (v: V) => Promise<R>, invalidates: string[]) {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: ['admin', key],
    mutationFn: run,
    onSuccess: async () => {
      await Promise.all(invalidates.map((k) => qc.invalidateQueries({ queryKey: [k] })));
    },
  });
}

export const silent = { silent: true } as const;
export { call };
