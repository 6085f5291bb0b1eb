import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api-client.ts';
import type { DadosVeiculo, HistoricoLinha, PedidoDetalhe, VeiculoPedido } from '@portal/contracts/direct-sales/schemas';

export const pedidoKey = (id: number | null) => ['pedidos', 'detalhe', id] as const;

/** GET pedidos/{id}: the order the screen edits, with its version, history, the machine's context and its boletos. */
export const lerPedido = (id: number) => call<PedidoDetalhe>('GET', `pedidos/${id}`);

/** The order of the screen (GET pedidos/{id}), read again on every visit. */
export function usePedido(id: number | null) {
  return useQuery({
    queryKey: pedidoKey(id),
    queryFn: () => lerPedido(id!),
    enabled: id !== null,
    staleTime: 0,
    retry: false,
  });
}

/** GET pedidos/{id}/log: the history details (the Detalhes dialog). */
export function usePedidoLog(id: number | null, aberto: boolean) {
  return useQuery({
    queryKey: ['pedidos', 'log', id],
    queryFn: () => call<HistoricoLinha[]>('GET', `pedidos/${id}/log`),
    enabled: id !== null && aberto,
    staleTime: 0,
  });
}

/** GET pedidos/listar/veiculo?concessionariaId&veiculoId: the dealer's vehicles reserved for direct sale (plus the order's own). */
export function useVeiculosDoPedido(concessionariaId: number | null, veiculoId: number | null) {
  return useQuery({
    queryKey: ['pedidos', 'veiculos', concessionariaId, veiculoId],
    queryFn: () => call<VeiculoPedido[]>('GET', 'pedidos/listar/veiculo', { query: { concessionariaId, veiculoId } }),
    enabled: concessionariaId !== null,
  });
}

/** GET pedidos/dados/veiculo?veiculoId: the product description of the hand-off's vehicle. */
export function useDadosVeiculo(veiculoId: number | null) {
  return useQuery({
    queryKey: ['pedidos', 'dados-veiculo', veiculoId],
    queryFn: () => call<DadosVeiculo>('GET', 'pedidos/dados/veiculo', { query: { veiculoId } }),
    enabled: veiculoId !== null,
    retry: false,
  });
}
