import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api-client.ts';

export const contagemPendenciasKey = ['trocas', 'contagem-pendencias'] as const;

/** GET veiculos/troca/minhas/contagem-pendencias: Pendente requests received by the user's dealer. */
export function useContagemPendencias(enabled: boolean) {
  return useQuery({
    queryKey: contagemPendenciasKey,
    queryFn: () => call<number>('GET', 'veiculos/troca/minhas/contagem-pendencias', { silent: true }),
    enabled,
    refetchOnMount: 'always',
  });
}
