import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api-client.ts';
import type { Resultado } from '../model.ts';

export interface GerarBody {
  veiculoId: number[];
  tipoVendaId: number | null;
  dealerSolicitante: number | null;
  prioridade: boolean;
  tipoPagamentoId: number | null;
  dataFaturamento: string | null;
  faturarAssimQuePossivel: boolean;
}

/** PUT veiculos/faturamentos/gerar: per vehicle 1 done, 2 direct sale (go to /newrequest), 0 refused. */
export function useGerarFaturamento() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: GerarBody) => call<Resultado[]>('PUT', 'veiculos/faturamentos/gerar', { body }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['veiculos'] }),
  });
}
