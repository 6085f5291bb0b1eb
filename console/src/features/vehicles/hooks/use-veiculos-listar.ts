import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api-client.ts';
import type { Pagina, VeiculoRow } from '../model.ts';

/** The POST list calls of vehicles (one per screen), each with its query key. */
export type ListaVeiculos = 'veiculos/faturamentos/listar' | 'veiculos/pedidos/listar' | 'veiculos/bolsao/listar' | 'relatorios/visao/geral/listar';

export const veiculosKey = (path: ListaVeiculos, body: unknown) => ['veiculos', path, body] as const;

/** POST <path> {filters, page 1, per_page}: Carregar mais grows per_page by 10. */
export function useVeiculosListar(path: ListaVeiculos, body: Record<string, unknown> | null) {
  return useQuery({
    queryKey: veiculosKey(path, body),
    queryFn: () => call<Pagina<VeiculoRow>>('POST', path, { body }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}
