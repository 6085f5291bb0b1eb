import { useQuery } from '@tanstack/react-query';
import type { Pipeline } from '@portal/contracts/reports/schemas';
import { call } from '../../../shared/api-client.ts';
import { corpo, type FiltrosPipeline } from '../model.ts';

/** POST veiculos/pipeline: the pipeline table by model (previous balance, days 01–31, Total) and its distribution. */
export const usePipeline = (f: FiltrosPipeline, status: number, todos: boolean) =>
  useQuery({
    queryKey: ['pipeline', f, status, todos],
    queryFn: () => call<Pipeline['data']>('POST', 'veiculos/pipeline', { body: corpo(f, status, todos) }),
  });
