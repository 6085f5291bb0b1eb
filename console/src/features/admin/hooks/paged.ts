import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api-client.ts';
import type { Pagina } from '../../../shared/api-types.ts';

/** A list call of the administration tabs: page 1, per_page grows by 10 (Carregar mais), q searches. */
export function usePaged<T>(key: string, path: string, q: string, perPage: number, extra: Record<string, number | undefined> = {}) {
  return useQuery({
    queryKey: [key, 'lista', { q, perPage, ...extra }],
    queryFn: () => call<Pagina<T>>('GET', path, { query: { page: 1, per_page: perPage, q: q || undefined, ...extra } }),
    placeholderData: keepPreviousData,
  });
}
