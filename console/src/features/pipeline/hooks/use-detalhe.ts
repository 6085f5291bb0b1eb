import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Detalhe } from '@portal/contracts/reports/schemas';
import { call } from '../../../shared/api-client.ts';

/** Rows of a detail page (the server's default; the count of the cell comes in `total`). */
export const POR_PAGINA = 50;

/** GET veiculos/pipeline/detalhe/{dia|modelo}: a page of a clicked cell's vehicles. */
export const useDetalhe = (path: string, query: Record<string, string | number | boolean | undefined>, page: number, perPage = POR_PAGINA) =>
  useQuery({
    queryKey: ['pipeline-detalhe', path, query, page, perPage],
    queryFn: () => call<Detalhe['data']>('GET', `veiculos/${path}`, { query: { ...query, page, per_page: perPage } }),
    placeholderData: keepPreviousData,
  });
