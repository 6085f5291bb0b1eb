import { useState } from 'react';
import { downloadXlsx } from '../../../shared/download.ts';

/** Exportar: one download at a time; errors were already shown as toasts. */
export function useExportar() {
  const [exportando, setExportando] = useState(false);
  const exportar = async (...args: Parameters<typeof downloadXlsx>) => {
    setExportando(true);
    try {
      await downloadXlsx(...args);
    } catch {
      /* shown */
    } finally {
      setExportando(false);
    }
  };
  return { exportando, exportar: (...args: Parameters<typeof downloadXlsx>) => void exportar(...args) };
}
