import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PopupLinha } from '@portal/contracts/popups/schemas';
import { call } from '../../../shared/api-client.ts';
import type { Pagina } from '../../../shared/api-types.ts';

export type PopupRow = PopupLinha;
/** GET popup?page=1&per_page=: the pop-up manager's list (Carregar mais grows per_page by 10). */
export const usePopups = (perPage: number) =>
  useQuery({
    queryKey: ['popup', 'lista', perPage],
    queryFn: () => call<Pagina<PopupRow>>('GET', 'popup', { query: { page: 1, per_page: perPage } }),
    placeholderData: keepPreviousData,
  });
