import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../api-client.ts';

/**
 * A BI dashboard's figures (`GET {path}` with the page's filters), the previous ones kept while the next load. The
 * features' hooks (hooks/use-bi-*.ts) name the path and type the answer with its schema in contracts.
 */
export function useDadosBi<T>(path: string, query: Record<string, string | number | null | undefined>) {
  return useQuery({
    queryKey: ['bi', path, query],
    queryFn: () => call<T>('GET', path, { query }),
    placeholderData: keepPreviousData,
  });
}
