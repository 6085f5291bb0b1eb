import { useState } from 'react';
import { downloadXlsx } from '../../../shared/download.ts';

/** Exportar Pedidos: POST relatorios/boletos with the applied filters; the server's xlsx (its file name). */
export function useExportarBoletos() {
  const [exportando, setExportando] = useState(false);
  const exportar = async (body: Record<string, unknown>) => {
    setExportando(true);
    try {
      await downloadXlsx('POST', 'relatorios/boletos', { body, fallback: 'Relatorio_Boletos' });
    } catch {
      /* shown as toasts */
    } finally {
      setExportando(false);
    }
  };
  return { exportando, exportar: (body: Record<string, unknown>) => void exportar(body) };
}
