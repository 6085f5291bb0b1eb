import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { impmsg } from '@portal/contracts/imports/messages';
import type { CicloFiscal } from '@portal/contracts/imports/schemas';
import { ARQUIVO, type AbaImportacao, type LinhaHistorico, type NomeParametro } from '@portal/contracts/imports/aba';
import { call, enviarArquivo } from '../../shared/api-client.ts';

export type { LinhaHistorico };
export interface Page<T> {
  rows: T[];
  page: number;
  total: number;
}
export type Ciclo = CicloFiscal;
export interface Opcao {
  id: number;
  nome: string;
}

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
        ? call<Page<LinhaHistorico>>('GET', 'importacoes/specs', { query: { per_page: limite, page: 1 }, silent: true })
        : call<Page<LinhaHistorico>>('GET', 'importacoes', { query: { arquivo: aba.arquivo, per_page: limite, page: 1 }, silent: true }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.rows.some(emAndamento) ? 2000 : false),
  });
}

/** The fiscal years the Ano select offers (`GET ano-fiscal`). */
export const useAnosFiscais = (ativo: boolean) =>
  useQuery({ queryKey: ['ano-fiscal'], queryFn: () => call<number[]>('GET', 'ano-fiscal'), enabled: ativo, staleTime: 3_600_000 });
/** The Ano select's default: the current fiscal year by the server's clock (`GET ano-fiscal/atual`). */
export const useAnoFiscalAtual = (ativo: boolean) =>
  useQuery({
    queryKey: ['ano-fiscal', 'atual'],
    queryFn: () => call<number>('GET', 'ano-fiscal/atual'),
    enabled: ativo,
    staleTime: 600_000,
  });
/** The cycles of the chosen fiscal year (`GET ciclo?anoFiscal`); `padrao` marks the Ciclo select's default. */
export const useCiclos = (anoFiscal: number | undefined) =>
  useQuery({
    queryKey: ['ciclo', anoFiscal],
    queryFn: () => call<Ciclo[]>('GET', 'ciclo', { query: { anoFiscal: anoFiscal! } }),
    enabled: anoFiscal !== undefined,
    staleTime: 600_000,
  });

export const useTiposModelo = (ativo: boolean) =>
  useQuery({
    queryKey: ['tipos-modelo-importacao'],
    queryFn: async () => (await call<{ id: number; descricao: string }[]>('GET', 'configuracoes/tipo-modelo')).map((t) => ({ id: t.id, nome: t.descricao })),
    enabled: ativo,
    staleTime: 600_000,
  });
export const useTiposRelatorio = (ativo: boolean) =>
  useQuery({ queryKey: ['importacoes-relatorio-tipo'], queryFn: () => call<Opcao[]>('GET', 'importacoes/relatorio/tipo'), enabled: ativo, staleTime: 600_000 });

/**
 * The upload of a tab: its own path with the tab's `arquivo` and the selects in the query, the file in the multipart field
 * `files`. `arquivo` always comes from the tab itself, never from `envio`'s query: the shared `POST importacoes` needs it to
 * know the tab (Emplacamento's `envio` is the bare path), and the tabs with their own path accept it.
 */
export async function enviarImportacao(
  aba: AbaImportacao,
  params: Partial<Record<NomeParametro, number>>,
  file: File,
): Promise<{ id: number; mensagem: string }> {
  const [caminho, query] = aba.envio.split('?');
  const qs = new URLSearchParams(query ?? '');
  qs.set('arquivo', String(aba.arquivo));
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null) qs.set(k, String(v));
  return enviarArquivo<{ id: number; mensagem: string }>(`${caminho}${qs.size ? `?${qs.toString()}` : ''}`, file);
}

export const cancelarImportacao = (id: number) => call<{ id: number; status: number }>('POST', `importacoes/${id}/cancelar`);

/** Messages the tab shows (re-exported for the components). */
export { impmsg };
