import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api-client.ts';

/** The fiscal years offered in Ano (`GET ano-fiscal`: the fiscal years with cycles, newest first). */
export const useAnosFiscais = () => useQuery({ queryKey: ['ano-fiscal'], queryFn: () => call<number[]>('GET', 'ano-fiscal'), staleTime: 3_600_000 });
