import type { GradeImportada } from '@portal/contracts/order-call/schemas';
import { enviarPlanilha } from '../arquivo.ts';

/** POST order-call/fcst/modelo/importar (multipart): the grid of the exported file, for the screen (nothing is saved). */
export const importarPlano = (file: File, anoFiscal: number, mes: number | null) =>
  enviarPlanilha<GradeImportada['data']>('order-call/fcst/modelo/importar', file, { anoFiscal, mes: mes ?? undefined });
