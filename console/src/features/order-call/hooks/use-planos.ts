import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Plano, Planos } from '@portal/contracts/order-call/schemas';
import { call } from '../../../shared/api-client.ts';

/** GET order-call/fcst: a page of the production plans, newest first. */
export const usePlanos = (page: number, perPage: number) =>
  useQuery({
    queryKey: ['order-call', 'planos', page, perPage],
    queryFn: () => call<Planos['data']>('GET', 'order-call/fcst', { query: { page, per_page: perPage }, silent: true }),
    placeholderData: keepPreviousData,
  });

/** GET order-call/fcst/{id}: a plan's grid and its last processing (polled while a processing runs). */
export const usePlano = (id: number | null, acompanhar: boolean) =>
  useQuery({
    queryKey: ['order-call', 'plano', id],
    queryFn: () => call<Plano>('GET', `order-call/fcst/${id}`),
    enabled: id !== null,
    refetchInterval: acompanhar ? 700 : false,
  });
