import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api-client.ts';
import type { Pagina, TrocaLinha } from '../model.ts';

export const minhasTrocasKey = (body: unknown) => ['trocas', 'minhas', body] as const;

/** POST veiculos/troca/minhas/listar: sent and received requests, Pendente first. */
export function useMinhasTrocas(body: Record<string, unknown> | null) {
  return useQuery({
    queryKey: minhasTrocasKey(body),
    queryFn: () => call<Pagina<TrocaLinha>>('POST', 'veiculos/troca/minhas/listar', { body }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}
