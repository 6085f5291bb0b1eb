import { useQuery } from '@tanstack/react-query';
import type { DealerOpcao } from '@portal/contracts/admin/dealers-schemas';
import { call } from '../../../shared/api-client.ts';

/** GET concessionarias/todos: the dealers of the order call's filter. */
export const useDealers = () =>
  useQuery({
    queryKey: ['order-call', 'dealers'],
    queryFn: () => call<DealerOpcao[]>('GET', 'concessionarias/todos'),
    staleTime: Infinity,
  });
