import { useQuery } from '@tanstack/react-query';
import type { CaptacaoKpi } from '@portal/contracts/kpi/schemas';
import { call } from '../../../shared/api-client.ts';
import { completo, consulta, type FiltroKpi } from './filtro-kpi.ts';

/** GET kpi/captacao: the month's captações. */
export const useCaptacoes = (f: FiltroKpi) =>
  useQuery({
    queryKey: ['kpi', 'captacoes', consulta(f)],
    queryFn: () => call<CaptacaoKpi[]>('GET', 'kpi/captacao', { query: consulta(f) }),
    enabled: completo(f),
  });

/** GET kpi/captacao/{id}. */
export const useCaptacao = (id: number | null) =>
  useQuery({ queryKey: ['kpi', 'captacao', id], queryFn: () => call<CaptacaoKpi>('GET', `kpi/captacao/${id}`), enabled: id !== null });
