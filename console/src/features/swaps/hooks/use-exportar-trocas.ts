import { downloadXlsx, useExportacao } from '../../../shared/download.ts';

/** POST relatorios/troca (Minhas Trocas filters): the server's xlsx, downloaded with the Bearer token. */
export const useExportarTrocas = () =>
  useExportacao((body: Record<string, unknown>) => downloadXlsx('POST', 'relatorios/troca', { body, fallback: 'Relatorio_Trocas' }));
