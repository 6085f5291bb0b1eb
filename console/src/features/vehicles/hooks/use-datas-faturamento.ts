import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api-client.ts';

export interface DatasFaturamento {
  dataDisponibilidade: string | null;
  dataProrrogacaoFaturamento: string | null;
  dataDisponibilidadeFormatada: string | null;
  dataProrrogacaoFaturamentoFormatada: string | null;
  hoje: string;
  prorrogacaoVencida: boolean;
  regra14Horas: boolean;
  somenteProximoDia: boolean;
}
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
