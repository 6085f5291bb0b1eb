import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DisponibilizarBody } from '@portal/contracts/vehicles/schemas';
import { call } from '../../../shared/api-client.ts';
import type { Resultado } from '../model.ts';

/** POST veiculos/bolsao/disponibilizar (pipeline vehicles to a dealer). */
export function useDisponibilizar() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DisponibilizarBody) => call<Resultado[]>('POST', 'veiculos/bolsao/disponibilizar', { body }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['veiculos'] }),
  });
}
