import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api-client.ts';

/** PUT veiculos/troca/pedido/cancelar?veiculoTrocaPedidoId (the requesting dealer). */
export function useTrocaCancelar() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (veiculoTrocaPedidoId: number) => call<string>('PUT', 'veiculos/troca/pedido/cancelar', { query: { veiculoTrocaPedidoId } }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['trocas'] }),
  });
}
