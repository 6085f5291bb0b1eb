import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api-client.ts';

export interface AceitarTroca {
  veiculoTrocaPedidoId: number;
  concessionariaTrocaId: number;
  veiculoTrocaId: number;
  concessionariaPropostoId: number;
  veiculoPropostoId: number;
}

/** POST veiculos/troca/pedido/aceitar: the owner takes exactly one offered vehicle. */
export function useTrocaAceitar() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AceitarTroca) => call<string>('POST', 'veiculos/troca/pedido/aceitar', { body }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['trocas'] }),
  });
}
