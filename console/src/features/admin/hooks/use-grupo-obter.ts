import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GrupoComDealers } from '@portal/contracts/admin/dealers-schemas';
import { call } from '../../../shared/api-client.ts';

export type GrupoComDealersData = GrupoComDealers;
/** GET grupos/concessionaria/obter?id&page&per_page: the group and its dealers, paged. */
export function useGrupoObter(id: number | null, page: number, perPage: number) {
  return useQuery({
    queryKey: ['grupos-concessionaria', 'um', id, { page, perPage }],
    queryFn: () => call<GrupoComDealersData>('GET', 'grupos/concessionaria/obter', { query: { id: id ?? undefined, page, per_page: perPage } }),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}
