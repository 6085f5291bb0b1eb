import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelarVeiculosBody } from '@portal/contracts/vehicles/schemas';
import { call } from '../../../shared/api-client.ts';
import type { Resultado } from '../model.ts';

/** POST veiculos/cancelar (Cancelar Pedido; the overview cancel). */
export function useCancelarPedidos() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CancelarVeiculosBody) => call<Resultado[]>('POST', 'veiculos/cancelar', { body }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['veiculos'] }),
  });
}
