import { useState } from 'react';
import { downloadXlsx } from '../../../shared/download.ts';

/** POST relatorios/liberar-faturamento (the list's filters and order): the server's xlsx, downloaded with the Bearer token. */
export function useExportarLiberacao() {
  const [exportando, setExportando] = useState(false);
  const exportar = async (body: Record<string, unknown>) => {
    setExportando(true);
    try {
      await downloadXlsx('POST', 'relatorios/liberar-faturamento', { body, fallback: 'PDD_Liberar_Faturamento' });
    } catch {
      /* shown as toasts */
    } finally {
      setExportando(false);
    }
  };
  return { exportando, exportar: (body: Record<string, unknown>) => void exportar(body) };
}
