import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContagemNotificacoes, MarcadasAnswer, NotificacoesPagina } from '@portal/contracts/notificacoes/schemas';
import { call } from '../../../shared/api-client.ts';

export type PaginaNotificacoes = NotificacoesPagina['data'];
export type Marcadas = (typeof MarcadasAnswer)['static']['data'];

/** How often the bell asks (the answer is a 304 while nothing changed: the browser revalidates its ETag). */
export const INTERVALO_SINO_MS = 30_000;

/** GET notificacoes/contagem: the bell's badge, polled; also on focus. */
export const useContagemNotificacoes = () =>
  useQuery({
    queryKey: ['notificacoes', 'contagem'],
    queryFn: () => call<ContagemNotificacoes>('GET', 'notificacoes/contagem', { silent: true }),
    refetchInterval: INTERVALO_SINO_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });

/** GET notificacoes: the panel's list, newest first (asked when the panel opens, and again when the badge changes). */
export const useNotificacoes = (aberto: boolean, ultima: string | null, perPage = 20) =>
  useQuery({
    queryKey: ['notificacoes', 'lista', perPage, ultima],
    queryFn: () => call<PaginaNotificacoes>('GET', 'notificacoes', { query: { page: 1, per_page: perPage } }),
    enabled: aberto,
    placeholderData: keepPreviousData,
  });

/** PATCH notificacoes/{id}/lida */
export function useMarcarLida() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: ['notificacoes', 'lida'],
    mutationFn: (id: string) => call<string>('PATCH', `notificacoes/${encodeURIComponent(id)}/lida`, { silent: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['notificacoes'] }),
  });
}

/** PATCH notificacoes/lidas: Marcar todas como lidas */
export function useMarcarTodasLidas() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: ['notificacoes', 'lidas'],
    mutationFn: () => call<Marcadas>('PATCH', 'notificacoes/lidas'),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['notificacoes'] }),
  });
}
