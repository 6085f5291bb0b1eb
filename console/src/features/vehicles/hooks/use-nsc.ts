import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NscBody } from '@portal/contracts/vehicles/schemas';
import { call } from '../../../shared/api-client.ts';
import type { Resultado } from '../model.ts';

/** PUT veiculos/bolsao/nsc (1 puts, 0 removes). */
export function useNsc() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: NscBody) => call<Resultado[]>('PUT', 'veiculos/bolsao/nsc', { body }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['veiculos'] }),
  });
}
