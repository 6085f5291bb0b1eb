import { useQuery } from '@tanstack/react-query';
import type { AnosMesesKpi } from '@portal/contracts/kpi/schemas';
import { call } from '../../../shared/api-client.ts';

/** GET kpi/anos-meses: the KPI's years and months, each with its deadline state. */
export const useAnosMeses = () => useQuery({ queryKey: ['kpi', 'anos-meses'], queryFn: () => call<AnosMesesKpi>('GET', 'kpi/anos-meses') });
