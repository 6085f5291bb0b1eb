import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LiberacaoPedidos, LiberarPedidosBody } from '@portal/contracts/vehicles/schemas';
import { call } from '../../../shared/api-client.ts';

/** POST veiculos/liberar-pedidos: the answer carries a message and the per-vehicle results. */
export function useLiberarPedidos() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: LiberarPedidosBody) => call<LiberacaoPedidos>('POST', 'veiculos/liberar-pedidos', { body }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['veiculos'] }),
  });
}
