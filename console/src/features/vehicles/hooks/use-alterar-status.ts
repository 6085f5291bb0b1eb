import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AlterarStatusBody } from '@portal/contracts/vehicles/schemas';
import { call } from '../../../shared/api-client.ts';
import type { Resultado } from '../model.ts';

/** PUT veiculos/alterar/status: 12 pipeline (dealerPrincipal Pocket, moverParaBolsao Bolsão), 5 block, 11 Trocar, 0 out of the swap. */
export function useAlterarStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AlterarStatusBody) => call<Resultado[]>('PUT', 'veiculos/alterar/status', { body }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['veiculos'] }),
  });
}
