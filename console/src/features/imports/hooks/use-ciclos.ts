import { useQuery } from '@tanstack/react-query';
import type { CicloFiscal } from '@portal/contracts/imports/schemas';
import { call } from '../../../shared/api-client.ts';

/** The cycles of the chosen fiscal year (`GET ciclo?anoFiscal`); `padrao` marks the Ciclo select's default. */
export const useCiclos = (anoFiscal: number | undefined) =>
  useQuery({
    queryKey: ['ciclo', anoFiscal],
    queryFn: () => call<CicloFiscal[]>('GET', 'ciclo', { query: { anoFiscal: anoFiscal! } }),
    enabled: anoFiscal !== undefined,
    staleTime: 600_000,
  });
