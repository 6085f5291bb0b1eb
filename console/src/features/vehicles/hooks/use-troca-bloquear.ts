import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api-client.ts';
import type { Resultado } from '../model.ts';

/** PUT veiculos/troca/bloquear (Bloqueio de troca / Desbloquear troca). */
export function useTrocaBloquear() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { bloquearTroca: boolean; veiculosBloquear: number[] }) => call<Resultado[]>('PUT', 'veiculos/troca/bloquear', { body }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['veiculos'] }),
  });
}
