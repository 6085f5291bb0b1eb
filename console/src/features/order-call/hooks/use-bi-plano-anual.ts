import type { BiPlanoAnual, FiltroBiPlanoAnual } from '@portal/contracts/order-call/bi-schemas';
import { useDadosBi } from '../../../shared/bi/use-dados-bi.ts';

/** GET bi/plano-anual: the annual plan per dealer × model type with the fiscal year's retail, and retail month by month. */
export const useBiPlanoAnual = (filtros: FiltroBiPlanoAnual) => useDadosBi<BiPlanoAnual['data']>('bi/plano-anual', filtros);
