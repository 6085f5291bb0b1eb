import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SolicitaBody } from '@portal/contracts/swaps/schemas';
import { call } from '../../../shared/api-client.ts';
import type { Resultado } from '../model.ts';

/**
 * POST veiculos/troca/solicita: the proposal (answer: one result per request, status 0 = failed); `confirmarSemVeiculo`
 * answers 'Você não selecionou nenhum veículo, deseja continuar?'.
 */
export function useTrocaSolicita() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SolicitaBody) => call<Resultado[]>('POST', 'veiculos/troca/solicita', { body }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['trocas'] }),
  });
}
