import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BloquearTrocaBody } from '@portal/contracts/vehicles/schemas';
import { call } from '../../../shared/api-client.ts';
import type { Resultado } from '../model.ts';

/** PUT veiculos/troca/bloquear (Bloqueio de troca / Desbloquear troca). */
export function useTrocaBloquear() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BloquearTrocaBody) => call<Resultado[]>('PUT', 'veiculos/troca/bloquear', { body }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['veiculos'] }),
  });
}
