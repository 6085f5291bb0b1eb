import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api-client.ts';

/** GET concessionarias/todos: the dealers of the order call's filter. */
export const useDealers = () =>
  useQuery({
    queryKey: ['order-call', 'dealers'],
    queryFn: () => call<{ id: number; codigoDealer?: string; nome: string }[]>('GET', 'concessionarias/todos'),
    staleTime: Infinity,
  });
