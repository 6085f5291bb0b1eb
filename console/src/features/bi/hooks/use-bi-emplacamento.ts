import type { BiEmplacamento, FiltroMesBi } from '@portal/contracts/bi/schemas';
import { useDadosBi } from '../../../shared/bi/use-dados-bi.ts';

/** GET bi/emplacamento: registrations over 12 months and in the month per model and dealer. */
export const useBiEmplacamento = (filtros: FiltroMesBi) => useDadosBi<BiEmplacamento['data']>('bi/emplacamento', filtros);
