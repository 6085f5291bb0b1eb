import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PedidoBody, ResumoPedido } from '@portal/contracts/direct-sales/schemas';
import { call } from '../../../shared/api-client.ts';
import { pedidosKey } from './use-pedidos.ts';

export type Gravacao =
  | { tipo: 'criar'; corpo: PedidoBody }
  | { tipo: 'salvar'; id: number; corpo: PedidoBody }
  | { tipo: 'aprovarVenda'; id: number; corpo: PedidoBody }
  | { tipo: 'cancelar'; id: number; corpo: PedidoBody };

/** The call of each write (spec §7.1). Errors are not toasts here: the screen opens its dialogs (spec §8.1). */
export function gravar(g: Gravacao): Promise<ResumoPedido> {
  switch (g.tipo) {
    case 'criar':
      return call<ResumoPedido>('POST', 'pedidos', { body: g.corpo, silent: true });
    case 'salvar':
      return call<ResumoPedido>('PUT', `pedidos/${g.id}`, { body: g.corpo, silent: true });
    case 'aprovarVenda':
      return call<ResumoPedido>('PUT', `pedidos/${g.id}/aprovar-venda`, { body: g.corpo, silent: true });
    case 'cancelar':
      return call<ResumoPedido>('POST', `pedidos/cancelar/${g.id}`, { body: g.corpo, silent: true });
  }
}

/** POST pedidos, PUT pedidos/{id}, PUT pedidos/{id}/aprovar-venda, POST pedidos/cancelar/{id}; the lists refresh after. */
export function useGravarPedido() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: gravar,
    onSuccess: () => qc.invalidateQueries({ queryKey: pedidosKey }),
  });
}
