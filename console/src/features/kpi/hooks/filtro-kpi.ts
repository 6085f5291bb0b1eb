import type { SituacaoPrazo } from '@portal/contracts/prazos/prazo';

/** The KPI filter (spec 002 §2.8): kept in the route state and handed to the sub-screens. */
export interface FiltroKpi {
  ano: number | null;
  mesId: number | null;
  concessionariaId: number | null;
  chassi?: string;
  /** 'Prazo' of the Veículos JLR tab: the vehicles in audit whose month's lock is No prazo / Vence hoje / Atrasado */
  prazo?: SituacaoPrazo | null;
}

/** A month's calls wait for the whole filter. */
export const completo = (f: FiltroKpi) => f.ano !== null && f.mesId !== null && f.concessionariaId !== null;
/** The month's query (kpi/* `FiltroMes`). */
export const consulta = (f: FiltroKpi) => ({ ano: f.ano, mesId: f.mesId, concessionariaId: f.concessionariaId });
