import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api-client.ts';
import type { Resultado } from '../model.ts';
import type { CamposFaturamento } from '../../../shared/faturamento/solicitacao-faturamento-form.tsx';

/** PUT veiculos/faturamentos/gerar's body: the vehicles and the billing-request form's fields. */
export type GerarBody = CamposFaturamento & { veiculoId: number[] };

/** PUT veiculos/faturamentos/gerar: per vehicle 1 done, 2 direct sale (go to /newrequest), 0 refused. */
export function useGerarFaturamento() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: GerarBody) => call<Resultado[]>('PUT', 'veiculos/faturamentos/gerar', { body }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['veiculos'] }),
  });
}
