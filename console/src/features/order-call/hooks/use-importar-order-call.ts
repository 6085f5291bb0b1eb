import type { Alteradas, Filtro } from '@portal/contracts/order-call/schemas';
import { enviarPlanilha } from '../arquivo.ts';

/** POST order-call/importar (multipart, the filter in the query): the final quantities that changed, all or nothing. */
export const importarOrderCall = (file: File, filtro: Filtro) => enviarPlanilha<Alteradas['data']>('order-call/importar', file, { ...filtro });
