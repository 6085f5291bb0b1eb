import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api-client.ts';
import type { Resultado } from '../model.ts';

export interface SolicitaTroca {
  veiculoInteresseId: number;
  veiculosPropostos: number[];
  contatoNome: string;
  contatoEmail: string;
  contatoTelefone: string;
  comentario: string | null;
  /** the answer to 'Você não selecionou nenhum veículo, deseja continuar?' */
  confirmarSemVeiculo?: boolean;
}

/** POST veiculos/troca/solicita: the proposal (answer: one result per request, status 0 = failed). */
export function useTrocaSolicita() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SolicitaTroca) => call<Resultado[]>('POST', 'veiculos/troca/solicita', { body }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['trocas'] }),
  });
}
