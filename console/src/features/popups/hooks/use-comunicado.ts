import type { QueryClient } from '@tanstack/react-query';
import type { ComunicadoTexto } from '@portal/contracts/popups/schemas';
import { call } from '../../../shared/api-client.ts';

export type ComunicadoTextoData = ComunicadoTexto;
/** GET popup/sininho/{id}: the dialog's text; an inactive pop-up answers 'O popup está inativo' (the error toast). */
export const fetchComunicado = (qc: QueryClient, id: number) =>
  qc.fetchQuery({ queryKey: ['popup', 'sininho', 'um', id], queryFn: () => call<ComunicadoTextoData>('GET', `popup/sininho/${id}`), staleTime: 0 });
