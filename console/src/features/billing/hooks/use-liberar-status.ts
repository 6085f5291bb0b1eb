import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api-client.ts';
import type { LiberarStatus } from '@portal/contracts/billing/schemas';
import type { LiberacaoStatus } from '@portal/contracts/vehicles/schemas';

export type LiberacaoResultado = (typeof LiberacaoStatus)['static'];
/** POST veiculos/faturamentos/liberar/status: Liberar 3, Recusar 5; the server answers permissao per request. */
export function useLiberarStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: LiberarStatus) => call<LiberacaoResultado[]>('POST', 'veiculos/faturamentos/liberar/status', { body }),
    onSettled: () => qc.invalidateQueries({ queryKey: ['faturamentos'] }),
  });
}
