import { useQuery } from '@tanstack/react-query';
import type { BiKpiApproved, NscPorDealer, NscPorMes, ResumoDealer } from '@portal/contracts/kpi/schemas';
import { call } from '../../../shared/api-client.ts';
import { completo, consulta, type FiltroKpi } from './filtro-kpi.ts';

/** GET kpi/resumo/dealer: the dealer's KPIs in the month (tab KPIs). */
export const useResumoDealer = (f: FiltroKpi) =>
  useQuery({
    queryKey: ['kpi', 'resumo', consulta(f)],
    queryFn: () => call<ResumoDealer>('GET', 'kpi/resumo/dealer', { query: consulta(f) }),
    enabled: completo(f),
  });
/** GET kpi/resumo/nsc-por-mes: KPI NSC 'Visão mensal'. */
export const useNscPorMes = (ano: number | null, mesId: number | null, ativo: boolean) =>
  useQuery({
    queryKey: ['kpi', 'nsc-mes', ano, mesId],
    queryFn: () => call<NscPorMes>('GET', 'kpi/resumo/nsc-por-mes', { query: { ano, mesId } }),
    enabled: ativo && !!ano && !!mesId,
  });
/** GET kpi/resumo/nsc-por-dealer: KPI NSC 'Visão por Dealer'. */
export const useNscPorDealer = (concessionariaId: number | null, ano: number | null, ativo: boolean) =>
  useQuery({
    queryKey: ['kpi', 'nsc-dealer', concessionariaId, ano],
    queryFn: () => call<NscPorDealer>('GET', 'kpi/resumo/nsc-por-dealer', { query: { concessionariaId, ano } }),
    enabled: ativo && !!concessionariaId,
  });
/** GET bi/KpiApproved: the 'KPI Total' dashboard. */
export const useBiKpi = (ano: number | null, ativo: boolean) =>
  useQuery({ queryKey: ['kpi', 'bi', ano], queryFn: () => call<BiKpiApproved>('GET', 'bi/KpiApproved', { query: { ano } }), enabled: ativo && !!ano });
