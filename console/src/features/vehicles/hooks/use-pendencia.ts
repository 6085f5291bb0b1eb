import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api-client.ts';
import type { Pendencia } from '@portal/contracts/vehicles/schemas';

export type { Pendencia };
/** GET veiculos/faturamentos/pendencia: stock whose billing extension date has passed (dealer alert). */
export const usePendencia = (enabled: boolean) =>
  useQuery({ queryKey: ['veiculos', 'faturamentos', 'pendencia'], queryFn: () => call<Pendencia[]>('GET', 'veiculos/faturamentos/pendencia'), enabled });
