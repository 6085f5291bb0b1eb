import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EventoSegurancaLinha } from '@portal/contracts/seguranca/schemas';
import type { TipoEventoSeguranca } from '@portal/contracts/seguranca/tipos';
import { call } from '../../../shared/api-client.ts';
import type { Pagina } from '../../../shared/api-types.ts';

export interface FiltrosSeguranca {
  tipo: TipoEventoSeguranca | null;
  /** yyyy-MM-dd */
  de: string | null;
  ate: string | null;
  usuario: string;
  ip: string;
}

export const FILTROS_SEGURANCA_VAZIOS: FiltrosSeguranca = { tipo: null, de: null, ate: null, usuario: '', ip: '' };

/** GET auditoria/seguranca?tipo&de&ate&usuario&ip&page&per_page: newest first. */
export function useEventosSeguranca(f: FiltrosSeguranca, page: number, perPage: number) {
  return useQuery({
    queryKey: ['auditoria', 'seguranca', f, page, perPage],
    queryFn: () =>
      call<Pagina<EventoSegurancaLinha>>('GET', 'auditoria/seguranca', {
        query: {
          tipo: f.tipo ?? undefined,
          de: f.de ?? undefined,
          ate: f.ate ?? undefined,
          usuario: f.usuario.trim() || undefined,
          ip: f.ip.trim() || undefined,
          page,
          per_page: perPage,
        },
      }),
    placeholderData: keepPreviousData,
  });
}
