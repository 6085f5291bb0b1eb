import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PopupLinha } from '@portal/contracts/popups/schemas';
import { call } from '../../../shared/api-client.ts';
import type { Pagina } from '../../../shared/api-types.ts';

export type PopupRow = PopupLinha;
/** GET popup?page=&per_page=: a page of the pop-up manager's list. */
export const usePopups = (page: number, perPage: number) =>
  useQuery({
    queryKey: ['popup', 'lista', page, perPage],
    queryFn: () => call<Pagina<PopupRow>>('GET', 'popup', { query: { page, per_page: perPage } }),
    placeholderData: keepPreviousData,
  });
