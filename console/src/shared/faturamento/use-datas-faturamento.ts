import { useQuery } from '@tanstack/react-query';
import { call } from '../api-client.ts';
import type { DatasFaturamento } from '@portal/contracts/vehicles/schemas';

export type { DatasFaturamento };
/** GET veiculos/faturamentos/datas?veiculoId=…: the picker's bounds. */
export function useDatasFaturamento(ids: number[]) {
  return useQuery({
    queryKey: ['veiculos', 'faturamentos', 'datas', ids],
    queryFn: async () => {
      const qs = ids.map((id) => `veiculoId=${id}`).join('&');
      return call<DatasFaturamento>('GET', `veiculos/faturamentos/datas?${qs}`);
    },
    enabled: ids.length > 0,
  });
}
