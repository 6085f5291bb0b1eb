import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api-client.ts';

/** POST veiculos/troca/pedido/ceder {veiculoTrocaPedidoId} (only when podeCeder). */
export function useTrocaCeder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (veiculoTrocaPedidoId: number) => call<string>('POST', 'veiculos/troca/pedido/ceder', { body: { veiculoTrocaPedidoId } }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['trocas'] }),
  });
}
