import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Comunicado } from '@portal/contracts/popups/schemas';
import { call } from '../../../shared/api-client.ts';
import type { Pagina } from '../../../shared/api-types.ts';

export type ComunicadoRow = Comunicado;
/** GET popup/sininho?page=&per_page=: a page of the announcements of the user's group. */
export const useComunicados = (page: number, perPage: number) =>
  useQuery({
    queryKey: ['popup', 'sininho', page, perPage],
    queryFn: () => call<Pagina<ComunicadoRow>>('GET', 'popup/sininho', { query: { page, per_page: perPage } }),
    placeholderData: keepPreviousData,
  });
