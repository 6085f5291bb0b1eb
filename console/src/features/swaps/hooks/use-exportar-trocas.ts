import { useState } from 'react';
import { downloadXlsx } from '../../../shared/download.ts';

/** POST relatorios/troca (Minhas Trocas filters): the server's xlsx, downloaded with the Bearer token. */
export function useExportarTrocas() {
  const [exportando, setExportando] = useState(false);
  const exportar = async (body: Record<string, unknown>) => {
    setExportando(true);
    try {
      await downloadXlsx('POST', 'relatorios/troca', { body, fallback: 'Relatorio_Trocas' });
    } catch {
      /* shown as toasts */
    } finally {
      setExportando(false);
    }
  };
  return { exportando, exportar: (body: Record<string, unknown>) => void exportar(body) };
}
