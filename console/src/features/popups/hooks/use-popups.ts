import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PopupLinha } from '@portal/contracts/popups/schemas';
import { call } from '../../../shared/api-client.ts';

export type PopupRow = (typeof PopupLinha)['static'];
export interface Page<T> {
  rows: T[];
  page: number;
  total: number;
}
/** GET popup?page=1&per_page=: the pop-up manager's list (Carregar mais grows per_page by 10). */
export const usePopups = (perPage: number) =>
  useQuery({
    queryKey: ['popup', 'lista', perPage],
    queryFn: () => call<Page<PopupRow>>('GET', 'popup', { query: { page: 1, per_page: perPage } }),
    placeholderData: keepPreviousData,
  });
