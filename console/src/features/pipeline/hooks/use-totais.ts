import { useQuery } from '@tanstack/react-query';
import type { FiltroTotais, PreExportacao, TotalStatus } from '@portal/contracts/reports/schemas';
import { call } from '../../../shared/api-client.ts';

/** POST veiculos/faturamentos/veiculos/preExportacao: how many vehicles each export of the modal would hold. */
export const usePreExportacao = (corpo: FiltroTotais) =>
  useQuery({
    queryKey: ['pipeline-pre', corpo],
    queryFn: () => call<PreExportacao['data']>('POST', 'veiculos/faturamentos/veiculos/preExportacao', { body: corpo }),
  });

/** POST veiculos/faturamentos/veiculos/totalStatus: the month's vehicles made available, by status. */
export const useTotalStatus = (corpo: FiltroTotais) =>
  useQuery({
    queryKey: ['pipeline-demo', corpo],
    queryFn: () => call<TotalStatus['data']>('POST', 'veiculos/faturamentos/veiculos/totalStatus', { body: corpo }),
  });
