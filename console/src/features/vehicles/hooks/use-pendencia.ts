import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api-client.ts';

export interface Pendencia {
  id: number;
  pedido: string;
  chassi: string;
  modelo: string;
  statusDescricao: string;
  dataProrrogacaoFaturamento: string;
}
/** GET veiculos/faturamentos/pendencia: stock whose billing extension date has passed (dealer alert). */
export const usePendencia = (enabled: boolean) =>
  useQuery({ queryKey: ['veiculos', 'faturamentos', 'pendencia'], queryFn: () => call<Pendencia[]>('GET', 'veiculos/faturamentos/pendencia'), enabled });
