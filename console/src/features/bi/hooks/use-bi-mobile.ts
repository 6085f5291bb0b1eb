import type { BiMobile, BiMobileQuery } from '@portal/contracts/bi/schemas';
import { useDadosBi } from '../../../shared/bi/use-dados-bi.ts';

/** GET bi?tipoReport: the mobile pages' figures (1 Emplacamento, 2 Summary). */
export const useBiMobile = (query: BiMobileQuery) => useDadosBi<BiMobile['data']>('bi', query);
