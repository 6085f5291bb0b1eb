import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api-client.ts';
import type { DetalheTroca } from '../model.ts';

export const trocaDetalheKey = (id: number | null) => ['trocas', 'detalhe', id] as const;

/** GET veiculos/troca/minhas/detalhe?veiculoTrocaPedidoId&enviada: the request and its offered vehicles. */
export function useTrocaDetalhe(id: number | null, enviada: boolean) {
  return useQuery({
    queryKey: trocaDetalheKey(id),
    queryFn: () => call<DetalheTroca>('GET', 'veiculos/troca/minhas/detalhe', { query: { veiculoTrocaPedidoId: id, enviada } }),
    enabled: id !== null,
  });
}
