import { useQuery } from '@tanstack/react-query';
import type { BiEstoque } from '@portal/contracts/bi/schemas';
import { call } from '../../../shared/api-client.ts';

/** GET bi/TestDrive: the demo fleet (Test Drive vehicles billed in the last 365 days) by dealer, model and age. */
export const useFrotaDemo = (dealer: { concessionariaId?: number }) =>
  useQuery({ queryKey: ['bi', 'TestDrive', dealer], queryFn: () => call<BiEstoque['data']>('GET', 'bi/TestDrive', { query: dealer }) });
