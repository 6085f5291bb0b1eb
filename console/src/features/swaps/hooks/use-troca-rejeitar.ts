import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api-client.ts';

/** POST veiculos/troca/pedido/rejeitar {veiculoTrocaPedidoId}. */
export function useTrocaRejeitar() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (veiculoTrocaPedidoId: number) => call<string>('POST', 'veiculos/troca/pedido/rejeitar', { body: { veiculoTrocaPedidoId } }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['trocas'] }),
  });
}
