import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AceitarComFaturamentoBody, AceitarParams, AceiteComFaturamento } from '@portal/contracts/swaps/schemas';
import { call } from '../../../shared/api-client.ts';

/**
 * PUT veiculos/troca/pedido/aceitar?veiculoTrocaPedidoId&…: the owner accepts through the billing-request modal; the body
 * carries the modal's fields and the other swaps accepted with it. One transaction on the server: all or nothing.
 */
export function useTrocaAceitarFaturamento() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ query, body }: { query: AceitarParams & { veiculoPropostoId: number }; body: AceitarComFaturamentoBody }) =>
      call<AceiteComFaturamento>('PUT', 'veiculos/troca/pedido/aceitar', { query, body }),
    onSettled: async () => {
      await qc.invalidateQueries({ queryKey: ['trocas'] });
      await qc.invalidateQueries({ queryKey: ['veiculos'] });
    },
  });
}
