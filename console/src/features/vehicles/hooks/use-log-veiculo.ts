import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api-client.ts';
import type { VeiculoDetalhe, VeiculoLogLinha } from '@portal/contracts/vehicles/schemas';

export const logDetailKey = (id: number) => ['veiculos', 'log', 'detail', id] as const;
export const logKey = (id: number) => ['veiculos', 'log', id] as const;

/** GET veiculos/log/detail/{id}: Dados do Veículo and Informações. */
export const useLogDetalhe = (id: number | null) =>
  useQuery({
    queryKey: logDetailKey(id ?? 0),
    queryFn: () => call<VeiculoDetalhe>('GET', `veiculos/log/detail/${id}`, { silent: true }),
    enabled: id !== null,
  });

/** GET veiculos/log/{id}: Listagem de Histórico. */
export const useLog = (id: number | null) =>
  useQuery({ queryKey: logKey(id ?? 0), queryFn: () => call<VeiculoLogLinha[]>('GET', `veiculos/log/${id}`, { silent: true }), enabled: id !== null });
