import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api-client.ts';

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
