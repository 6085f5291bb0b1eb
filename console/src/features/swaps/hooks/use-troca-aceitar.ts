import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AceitarParams } from '@portal/contracts/swaps/schemas';
import { call } from '../../../shared/api-client.ts';

/** POST veiculos/troca/pedido/aceitar: the owner takes exactly one offered vehicle. */
export function useTrocaAceitar() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AceitarParams) => call<string>('POST', 'veiculos/troca/pedido/aceitar', { body }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['trocas'] }),
  });
}
