import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api-client.ts';

/** GET participantes/regional: the regions of the Região filter. */
export const useRegionais = () =>
  useQuery({
    queryKey: ['lookups', 'regionais'],
    queryFn: () => call<{ id: number; descricao: string }[]>('GET', 'participantes/regional'),
    staleTime: 300_000,
  });
