import { useFiltros, type EstadoFiltros } from '../../../shared/use-filtros.ts';
import type { SituacaoPrazo } from '@portal/contracts/prazos/prazo';
import type { FiltroKpi } from './filtro-kpi.ts';

/** The KPI filter as a list's state: nothing chosen (the screen's defaults) unless the user, the address or a saved view says. */
interface FiltroKpiSalvo {
  ano: number | null;
  mesId: number | null;
  concessionariaId: number | null;
  chassi: string;
  prazo: SituacaoPrazo | null;
}
const NADA: FiltroKpiSalvo = { ano: null, mesId: null, concessionariaId: null, chassi: '', prazo: null };

/**
 * A KPI screen's filter kept in the address and in the saved views of `lista`: `escolhido` is what the user (or a link, or
 * a view) chose over the screen's `padrao` (null: nothing, the defaults apply); `aplicar` is the filter bar's Buscar.
 */
export function useFiltroKpiSalvo(
  lista: string,
  padrao: FiltroKpi,
): { estado: EstadoFiltros<FiltroKpiSalvo>; escolhido: FiltroKpi | null; aplicar: (f: FiltroKpi) => void } {
  const estado = useFiltros<FiltroKpiSalvo>(NADA, undefined, { lista });
  const a = estado.aplicados;
  const algum = a.ano !== null || a.mesId !== null || a.concessionariaId !== null || a.chassi !== '' || a.prazo !== null;
  const escolhido: FiltroKpi | null = algum
    ? {
        ano: a.ano ?? padrao.ano,
        mesId: a.mesId ?? padrao.mesId,
        concessionariaId: a.concessionariaId ?? padrao.concessionariaId,
        ...(a.chassi ? { chassi: a.chassi } : padrao.chassi !== undefined ? { chassi: padrao.chassi } : {}),
        ...(a.prazo ? { prazo: a.prazo } : {}),
      }
    : null;
  const aplicar = (f: FiltroKpi) =>
    estado.buscar({ ano: f.ano, mesId: f.mesId, concessionariaId: f.concessionariaId, chassi: f.chassi ?? '', prazo: f.prazo ?? null });
  return { estado, escolhido, aplicar };
}
