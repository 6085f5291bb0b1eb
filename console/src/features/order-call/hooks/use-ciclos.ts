import { useQuery } from '@tanstack/react-query';
import type { Ciclo } from '@portal/contracts/order-call/schemas';
import { call } from '../../../shared/api-client.ts';

/** The 12 cycles of a fiscal year (`GET ano-ciclo?anoFiscal`): the plan's columns. */
export const useCiclos = (anoFiscal: number | null) =>
  useQuery({
    queryKey: ['order-call', 'ciclos', anoFiscal],
    queryFn: () => call<Ciclo[]>('GET', 'ano-ciclo', { query: { anoFiscal } }),
    enabled: anoFiscal !== null,
  });
