import { useQuery } from '@tanstack/react-query';
import type { Sessao } from '@portal/contracts/access/schemas';
import { call } from '../../../shared/api-client.ts';

export const sessaoKey = (userId: number) => ['participantes', 'sessao', userId] as const;

/** GET participantes/sessao: the current claims and menus, so menu changes take effect on load. */
export function useSessao(userId: number | null) {
  return useQuery({
    queryKey: sessaoKey(userId ?? 0),
    queryFn: () => call<Sessao>('GET', 'participantes/sessao'),
    enabled: userId !== null,
    staleTime: 60_000,
  });
}
