import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api-client.ts';
import type { Pagina } from '../../../shared/api-types.ts';

/** The page a list asks for (1-based) and its size. */
export interface PaginaPedida {
  page: number;
  perPage: number;
}

/** A list call of the administration tabs: a page (the cards ask page 1 growing by 10, Carregar mais; the table its paginator's), q searches. */
export function usePaged<T>(key: string, path: string, q: string, pagina: PaginaPedida, extra: Record<string, number | undefined> = {}) {
  const { page, perPage } = pagina;
  return useQuery({
    queryKey: [key, 'lista', { q, page, perPage, ...extra }],
    queryFn: () => call<Pagina<T>>('GET', path, { query: { page, per_page: perPage, q: q || undefined, ...extra } }),
    placeholderData: keepPreviousData,
  });
}
