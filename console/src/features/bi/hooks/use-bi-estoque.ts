import type { BiEstoque, FiltroEstoque } from '@portal/contracts/bi/schemas';
import { useDadosBi } from '../../../shared/bi/use-dados-bi.ts';

/** GET bi/{AnaliseEstoqueJlr|AnaliseEstoqueDealer}: the stock by age band per dealer × model. */
export const useBiEstoque = (rota: string, filtros: FiltroEstoque) => useDadosBi<BiEstoque['data']>(`bi/${rota}`, filtros);
