import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api-client.ts';
import type { Pagina, TrocaLinha, VeiculoTroca } from '../model.ts';

export const trocaListarKey = (body: unknown) => ['trocas', 'listar', body] as const;

/** POST veiculos/troca/listar: tab 0 (the requests sent), `solicitar` (vehicles available for swap), `selecao` (own vehicles to offer). */
export function useTrocaListar<T extends TrocaLinha | VeiculoTroca>(body: Record<string, unknown> | null) {
  return useQuery({
    queryKey: trocaListarKey(body),
    queryFn: () => call<Pagina<T>>('POST', 'veiculos/troca/listar', { body }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}
