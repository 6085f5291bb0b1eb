import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api-client.ts';
import type { Resultado } from '../model.ts';

/** POST veiculos/nova-alocacao (Cota Concessionário to a dealer). */
export function useNovaAlocacao() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { veiculoIds: number[]; concessionariaId: number | null }) => call<Resultado[]>('POST', 'veiculos/nova-alocacao', { body }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['veiculos'] }),
  });
}
