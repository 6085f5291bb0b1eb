import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api-client.ts';
import type { LogTroca } from '../model.ts';

export const trocaLogKey = (id: number | null) => ['trocas', 'log', id] as const;

/** GET veiculos/troca/minhas/log?veiculoTrocaPedidoId: every step, who and when. */
export function useTrocaLog(id: number | null) {
  return useQuery({
    queryKey: trocaLogKey(id),
    queryFn: () => call<LogTroca[]>('GET', 'veiculos/troca/minhas/log', { query: { veiculoTrocaPedidoId: id } }),
    enabled: id !== null,
  });
}
