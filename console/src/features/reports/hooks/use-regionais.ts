import { useQuery } from '@tanstack/react-query';
import type { RegiaoOpcao } from '@portal/contracts/admin/dealers-schemas';
import { call } from '../../../shared/api-client.ts';

/** GET participantes/regional: the regions of the Região filter. */
export const useRegionais = () =>
  useQuery({
    queryKey: ['lookups', 'regionais'],
    queryFn: () => call<RegiaoOpcao[]>('GET', 'participantes/regional'),
    staleTime: 300_000,
  });
