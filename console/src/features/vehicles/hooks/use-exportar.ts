import { downloadXlsx, useExportacao } from '../../../shared/download.ts';

/** Exportar: one download at a time; errors were already shown as toasts. */
export const useExportar = () => useExportacao(downloadXlsx);
