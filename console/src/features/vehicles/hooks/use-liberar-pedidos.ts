import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api-client.ts';
import type { Resultado } from '../model.ts';

/** POST veiculos/liberar-pedidos: the answer carries a message and the per-vehicle results. */
export function useLiberarPedidos() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { veiculoIds: number[]; motivo?: string | null }) =>
      call<{ message: string; resultados: Resultado[] }>('POST', 'veiculos/liberar-pedidos', { body }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['veiculos'] }),
  });
}
