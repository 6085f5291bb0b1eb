import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PreferenciasNotificacoes } from '@portal/contracts/notificacoes/schemas';
import { call } from '../../../shared/api-client.ts';

/** GET notificacoes/preferencias: the channel of each kind (Meu perfil). */
export const usePreferenciasNotificacoes = (enabled: boolean) =>
  useQuery({
    queryKey: ['notificacoes', 'preferencias'],
    queryFn: () => call<PreferenciasNotificacoes>('GET', 'notificacoes/preferencias'),
    enabled,
  });

/** PUT notificacoes/preferencias */
export function useSalvarPreferencias() {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: ['notificacoes', 'preferencias', 'salvar'],
    mutationFn: (p: PreferenciasNotificacoes) => call<string>('PUT', 'notificacoes/preferencias', { body: p }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['notificacoes'] }),
  });
}
