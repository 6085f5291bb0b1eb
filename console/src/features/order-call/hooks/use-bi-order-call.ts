import type { BiOrderCall, FiltroBiOrderCall } from '@portal/contracts/order-call/bi-schemas';
import { useDadosBi } from '../../../shared/bi/use-dados-bi.ts';

/** GET bi/order-call: planned × calculated × distributed per model type and cycle, and per dealer (the latest order call by default). */
export const useBiOrderCall = (filtros: FiltroBiOrderCall) => useDadosBi<BiOrderCall['data']>('bi/order-call', filtros);
