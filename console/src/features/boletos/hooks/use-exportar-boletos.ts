import { downloadXlsx, useExportacao } from '../../../shared/download.ts';

/** Exportar Pedidos: POST relatorios/boletos with the applied filters; the server's xlsx (its file name). */
export const useExportarBoletos = () =>
  useExportacao((body: Record<string, unknown>) => downloadXlsx('POST', 'relatorios/boletos', { body, fallback: 'Relatorio_Boletos' }));
