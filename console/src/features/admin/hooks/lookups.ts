import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api-client.ts';

/** A GET whose answer the form reads as is; `enabled` waits for the ids it needs. */
export function useGet<T>(key: readonly unknown[], path: string, enabled = true, query?: Record<string, string | number | undefined>) {
  return useQuery({ queryKey: key, queryFn: () => call<T>('GET', path, { query }), enabled, staleTime: 30_000 });
}
