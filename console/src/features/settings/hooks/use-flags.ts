import { useQuery } from '@tanstack/react-query';
import type { FaixaUso } from '@portal/contracts/vehicles/schemas';
import type { FlagComLogs } from '@portal/contracts/settings/schemas';
import { call } from '../../../shared/api-client.ts';

/** GET configuracoes/flag: the three monitoring flags. */
export const useFlagsConfig = () => useQuery({ queryKey: ['configuracoes', 'flag'], queryFn: () => call<FaixaUso[]>('GET', 'configuracoes/flag') });

/** GET configuracoes/flag/{id}: the flag and the LOGS of its changes. */
export const useFlag = (id: number | null) =>
  useQuery({
    queryKey: ['configuracoes', 'flag', id],
    queryFn: () => call<FlagComLogs>('GET', `configuracoes/flag/${id}`),
    enabled: id !== null,
  });
