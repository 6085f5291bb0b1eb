import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PaginaBoletos } from '@portal/contracts/boletos/schemas';
import type { PaginaPedidos } from '@portal/contracts/direct-sales/schemas';
import { call } from '../../../shared/api-client.ts';
import { downloadXlsx } from '../../../shared/download.ts';

export const pedidosKey = ['pedidos'] as const;

/** POST pedidos/listar: the order list (newest first, `per_page` grows with Carregar mais). */
export function usePedidosListar(body: Record<string, unknown>) {
  return useQuery({
    queryKey: [...pedidosKey, 'listar', body],
    queryFn: () => call<PaginaPedidos>('POST', 'pedidos/listar', { body }),
    placeholderData: keepPreviousData,
  });
}

/**
 * POST pedidos/boletos: the boleto installments of the orders ({ page, per_page, pedido, statusId }). A failure shows the
 * server's messages (toasts) and the list's error, not an empty list.
 */
export function usePedidosParcelas(body: Record<string, unknown>) {
  return useQuery({
    queryKey: [...pedidosKey, 'boletos', body],
    queryFn: () => call<PaginaBoletos>('POST', 'pedidos/boletos', { body }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

const EXPORTACOES = {
  pedidos: { path: 'relatorios/pedidos', fallback: 'Pedidos_VendaDireta' },
  cadastro: { path: 'relatorios/cadastro-pedido-vd', fallback: 'Cadastro_Pedidos_VendaDireta' },
} as const;

/** Exportar (POST relatorios/pedidos) and Exportar Cadastro (POST relatorios/cadastro-pedido-vd) with the applied filters. */
export function useExportarPedidos() {
  const [exportando, setExportando] = useState<keyof typeof EXPORTACOES | null>(null);
  const exportar = async (qual: keyof typeof EXPORTACOES, body: Record<string, unknown>) => {
    setExportando(qual);
    try {
      await downloadXlsx('POST', EXPORTACOES[qual].path, { body, fallback: EXPORTACOES[qual].fallback });
    } catch {
      /* shown as toasts */
    } finally {
      setExportando(null);
    }
  };
  return { exportando, exportar: (qual: keyof typeof EXPORTACOES, body: Record<string, unknown>) => void exportar(qual, body) };
}
