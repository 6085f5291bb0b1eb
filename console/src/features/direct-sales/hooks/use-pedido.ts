import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api-client.ts';
import type { DadosVeiculo, HistoricoStep, PedidoDetalhe } from '../model.ts';

export const pedidoKey = (id: number | null) => ['pedidos', 'detalhe', id] as const;

/** GET pedidos/{id}: the order the screen edits, with its version, history and the machine's context. */
export function usePedido(id: number | null) {
  return useQuery({
    queryKey: pedidoKey(id),
    queryFn: () => call<PedidoDetalhe>('GET', `pedidos/${id}`),
    enabled: id !== null,
    staleTime: 0,
    retry: false,
  });
}

/** GET pedidos/{id}/log: the history details (the Detalhes dialog). */
export function usePedidoLog(id: number | null, aberto: boolean) {
  return useQuery({
    queryKey: ['pedidos', 'log', id],
    queryFn: () => call<HistoricoStep[]>('GET', `pedidos/${id}/log`),
    enabled: id !== null && aberto,
    staleTime: 0,
  });
}

/** A vehicle the order can be for (GET pedidos/listar/veiculo). */
export interface VeiculoOpcao extends DadosVeiculo {
  id: number;
}

/** GET pedidos/listar/veiculo?concessionariaId&veiculoId: the dealer's vehicles reserved for direct sale (plus the order's own). */
export function useVeiculosDoPedido(concessionariaId: number | null, veiculoId: number | null) {
  return useQuery({
    queryKey: ['pedidos', 'veiculos', concessionariaId, veiculoId],
    queryFn: () => call<VeiculoOpcao[]>('GET', 'pedidos/listar/veiculo', { query: { concessionariaId, veiculoId } }),
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
