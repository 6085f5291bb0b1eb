import { useQuery } from '@tanstack/react-query';
import type { StandardKpi } from '@portal/contracts/kpi/schemas';
import { call } from '../../../shared/api-client.ts';
import { completo, consulta, type FiltroKpi } from './filtro-kpi.ts';

/** GET kpi/standards: the programme's standards in the month. */
export const useStandards = (f: FiltroKpi) =>
  useQuery({
    queryKey: ['kpi', 'standards', consulta(f)],
    queryFn: () => call<StandardKpi[]>('GET', 'kpi/standards', { query: consulta(f) }),
    enabled: completo(f),
  });
