import { useQuery } from '@tanstack/react-query';
import type { PreparacaoVeiculo } from '@portal/contracts/kpi/schemas';
import { call } from '../../../shared/api-client.ts';
import { completo, consulta, type FiltroKpi } from './filtro-kpi.ts';

/** GET kpi/preparacao-veiculos: the month's vehicle preparations. */
export const usePreparacoes = (f: FiltroKpi) =>
  useQuery({
    queryKey: ['kpi', 'preparacoes', consulta(f)],
    queryFn: () => call<PreparacaoVeiculo[]>('GET', 'kpi/preparacao-veiculos', { query: consulta(f) }),
    enabled: completo(f),
  });
