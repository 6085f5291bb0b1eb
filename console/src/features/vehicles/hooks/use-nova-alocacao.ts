import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NovaAlocacaoBody } from '@portal/contracts/vehicles/schemas';
import { call } from '../../../shared/api-client.ts';
import type { Resultado } from '../model.ts';

/** POST veiculos/nova-alocacao (Cota Concessionário to a dealer). */
export function useNovaAlocacao() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: NovaAlocacaoBody) => call<Resultado[]>('POST', 'veiculos/nova-alocacao', { body }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['veiculos'] }),
  });
}
