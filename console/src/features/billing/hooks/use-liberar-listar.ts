import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api-client.ts';

export interface SolicitacaoRow {
  faturamentoPedidoId: number;
  veiculoId: number;
  pedido: string;
  chassi: string;
  modelo: string;
  derivativo: string;
  descricaoVeiculo: string;
  my: number;
  corExterna: string;
  dealerSolicitante: string;
  nomeDealerSolicitante: string;
  tipoVenda: string;
  tipoPagamento: string | null;
  dataFaturamento: string | null;
  prioridade: boolean;
  faturarAssimQuePossivel: boolean;
  solicitadoPor: string | null;
  dataSolicitacao: string;
}
export interface Pagina {
  rows: SolicitacaoRow[];
  page: number;
  total: number;
}
export const liberarListarKey = (body: unknown) => ['faturamentos', 'liberar', body] as const;

/** POST veiculos/faturamentos/liberar/listar: requests awaiting release. */
export function useLiberarListar(body: Record<string, unknown>) {
  return useQuery({
    queryKey: liberarListarKey(body),
    queryFn: () => call<Pagina>('POST', 'veiculos/faturamentos/liberar/listar', { body }),
    placeholderData: keepPreviousData,
  });
}
