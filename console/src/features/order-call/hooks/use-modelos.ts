import { useQuery } from '@tanstack/react-query';
import type { Modelo } from '@portal/contracts/order-call/schemas';
import { call } from '../../../shared/api-client.ts';

/** GET order-call/fcst/modelo: the model types (the grid's rows) with their brand. */
export const useModelos = () =>
  useQuery({ queryKey: ['order-call', 'modelos'], queryFn: () => call<Modelo[]>('GET', 'order-call/fcst/modelo'), staleTime: Infinity });
