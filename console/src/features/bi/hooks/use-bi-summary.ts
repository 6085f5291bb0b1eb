import type { BiSummary, FiltroMesBi } from '@portal/contracts/bi/schemas';
import { useDadosBi } from '../../../shared/bi/use-dados-bi.ts';

/** GET bi/summary: the month's key figures, billing day by day and per model. */
export const useBiSummary = (filtros: FiltroMesBi) => useDadosBi<BiSummary['data']>('bi/summary', filtros);
