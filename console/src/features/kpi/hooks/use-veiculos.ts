import { useQuery } from '@tanstack/react-query';
import type { VeiculoKpi } from '@portal/contracts/kpi/schemas';
import { call } from '../../../shared/api-client.ts';
import { completo, consulta, type FiltroKpi } from './filtro-kpi.ts';

/** GET kpi/veiculos-jlr: the month's JLR vehicles of a dealer (the Chassi filter is the Administrador's; 'Prazo'). */
export const useVeiculos = (f: FiltroKpi) =>
  useQuery({
    queryKey: ['kpi', 'veiculos', consulta(f), f.chassi ?? '', f.prazo ?? ''],
    queryFn: () => call<VeiculoKpi[]>('GET', 'kpi/veiculos-jlr', { query: { ...consulta(f), chassi: f.chassi || undefined, prazo: f.prazo ?? undefined } }),
    enabled: completo(f),
  });

/** GET kpi/veiculos-jlr/{id}: a vehicle with its history. */
export const useVeiculo = (id: number | null) =>
  useQuery({ queryKey: ['kpi', 'veiculo', id], queryFn: () => call<VeiculoKpi>('GET', `kpi/veiculos-jlr/${id}`), enabled: id !== null });
