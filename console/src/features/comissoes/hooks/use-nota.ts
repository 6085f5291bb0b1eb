import { useQuery } from '@tanstack/react-query';
import type { ComentarioNota, LinhaComissao } from '@portal/contracts/comissoes/schemas';
import { call } from '../../../shared/api-client.ts';

/** GET notas/fiscais/pedidos/{id}: the invoice's orders (the detail dialog). */
export const usePedidosDaNota = (id: number | null) =>
  useQuery({ queryKey: ['comissoes', 'pedidos', id], queryFn: () => call<LinhaComissao[]>('GET', `notas/fiscais/pedidos/${id}`), enabled: id !== null });

/** GET notas/fiscais/comentarios/{id}: the reasons of the invoice's reprovals, newest first. */
export const useMotivo = (id: number | null) =>
  useQuery({
    queryKey: ['comissoes', 'motivo', id],
    queryFn: () => call<ComentarioNota[]>('GET', `notas/fiscais/comentarios/${id}`),
    enabled: id !== null,
    staleTime: 0,
  });
