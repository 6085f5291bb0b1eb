import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SpecDetalhe, SpecLinha } from '@portal/contracts/settings/specs-schemas';
import type { Pagina } from '../../../shared/api-types.ts';
import { call } from '../../../shared/api-client.ts';
import { consulta, type Filtros } from '../filtros.ts';

/** GET veiculos/specs/listar: a page of the filters' orders. */
export const useSpecs = (f: Filtros, page: number, perPage: number) =>
  useQuery({
    queryKey: ['specs', 'listar', f, page, perPage],
    queryFn: () => call<Pagina<SpecLinha>>('GET', 'veiculos/specs/listar', { query: { page, per_page: perPage, ...consulta(f) } }),
    placeholderData: keepPreviousData,
  });

/** GET veiculos/specs/{numeroPedido}: the guide (Padrão), the order's options and the history. */
export const useSpec = (numeroPedido: string | null) =>
  useQuery({
    queryKey: ['specs', 'um', numeroPedido],
    queryFn: () => call<SpecDetalhe>('GET', `veiculos/specs/${encodeURIComponent(numeroPedido!)}`),
    enabled: numeroPedido !== null,
  });
