import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api-client.ts';
import type { Resultado } from '../model.ts';

/** POST veiculos/faturamentos/cancelar/solicitacao (all must be Faturamento solicitado). */
export function useCancelarSolicitacao() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { veiculoId: number[]; motivo?: string | null }) => call<Resultado[]>('POST', 'veiculos/faturamentos/cancelar/solicitacao', { body }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['veiculos'] }),
  });
}
