import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ARQUIVO, type AbaImportacao } from '@portal/contracts/imports/aba';
import type { LinhaHistorico } from '@portal/contracts/imports/schemas';
import { call } from '../../../shared/api-client.ts';
import type { Pagina } from '../../../shared/api-types.ts';

/** Rows per 'Carregar mais' (002 §9). */
export const PASSO_HISTORICO = 10;
export const STATUS_FINAIS: readonly number[] = [2, 3, 4, 5, 7];
export const emAndamento = (r: LinhaHistorico) => !STATUS_FINAIS.includes(r.status);

/** The history of a tab (Specs has its own call), the first `limite` rows; polled every 2 s while one runs. */
export function useHistorico(aba: AbaImportacao, limite: number) {
  return useQuery({
    queryKey: ['importacoes', aba.arquivo, limite],
    queryFn: () =>
      aba.arquivo === ARQUIVO.specs
        ? call<Pagina<LinhaHistorico>>('GET', 'importacoes/specs', { query: { per_page: limite, page: 1 }, silent: true })
        : call<Pagina<LinhaHistorico>>('GET', 'importacoes', { query: { arquivo: aba.arquivo, per_page: limite, page: 1 }, silent: true }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.rows.some(emAndamento) ? 2000 : false),
  });
}
