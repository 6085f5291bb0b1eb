import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api-client.ts';
import type { Pagina } from '../../../shared/api-types.ts';
import type { LiberacaoLinha } from '@portal/contracts/vehicles/schemas';

export type SolicitacaoRow = LiberacaoLinha;
export const liberarListarKey = (body: unknown) => ['faturamentos', 'liberar', body] as const;

/** POST veiculos/faturamentos/liberar/listar: requests awaiting release. */
export function useLiberarListar(body: Record<string, unknown>) {
  return useQuery({
    queryKey: liberarListarKey(body),
    queryFn: () => call<Pagina<SolicitacaoRow>>('POST', 'veiculos/faturamentos/liberar/listar', { body }),
    placeholderData: keepPreviousData,
  });
}
