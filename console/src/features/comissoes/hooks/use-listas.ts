import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PaginaComissoes, PaginaNotas, PaginaProvisao } from '@portal/contracts/comissoes/schemas';
import { call } from '../../../shared/api-client.ts';

/** POST notas/fiscais/comissoes/listar: tab Comissões. */
export const useComissoes = (body: Record<string, unknown>) =>
  useQuery({
    queryKey: ['comissoes', 'comissoes', body],
    queryFn: () => call<PaginaComissoes>('POST', 'notas/fiscais/comissoes/listar', { body }),
    placeholderData: keepPreviousData,
  });

/** POST notas/fiscais/listar: tab Notas Fiscais. */
export const useNotas = (body: Record<string, unknown>) =>
  useQuery({
    queryKey: ['comissoes', 'notas', body],
    queryFn: () => call<PaginaNotas>('POST', 'notas/fiscais/listar', { body }),
    placeholderData: keepPreviousData,
  });

/** POST notas/fiscais/provisaoPagamento/listar: tab Relatório de Provisão vs. Pagamento, with its totals. */
export const useProvisao = (body: Record<string, unknown>) =>
  useQuery({
    queryKey: ['comissoes', 'provisao', body],
    queryFn: () => call<PaginaProvisao>('POST', 'notas/fiscais/provisaoPagamento/listar', { body }),
    placeholderData: keepPreviousData,
  });
