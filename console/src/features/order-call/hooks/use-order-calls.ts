import { useQuery } from '@tanstack/react-query';
import type { OrderCallItem } from '@portal/contracts/order-call/schemas';
import { call } from '../../../shared/api-client.ts';

/** GET order-call: the processed order calls (the Produção filter). */
export const useOrderCalls = () => useQuery({ queryKey: ['order-call', 'lista'], queryFn: () => call<OrderCallItem[]>('GET', 'order-call') });
