import { useQuery } from '@tanstack/react-query';
import type { OutrosKpi } from '@portal/contracts/kpi/schemas';
import { call } from '../../../shared/api-client.ts';
import { completo, consulta, type FiltroKpi } from './filtro-kpi.ts';

/** GET kpi/outros: the month's other figures (the read-only ones computed). */
export const useOutros = (f: FiltroKpi) =>
  useQuery({ queryKey: ['kpi', 'outros', consulta(f)], queryFn: () => call<OutrosKpi>('GET', 'kpi/outros', { query: consulta(f) }), enabled: completo(f) });
