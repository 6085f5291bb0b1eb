import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api-client.ts';
import type { BoletoEmitido } from '@portal/contracts/boletos/schemas';
import { aguardandoBanco, pedidoDosBoletos, type CorpoBoleto } from '../boletos.ts';
import { lerPedido } from './use-pedido.ts';

export const pedidoBoletosKey = (id: number | null) => ['pedidos', 'boletos-do-pedido', id] as const;

/**
 * The order's boletos and what their rules need (GET pedidos/{id}: pedidoBoletos, the special price, the payment), read apart
 * from the order form so that reading them again never touches what the user is typing; every 3 s while one is Não Emitido.
 */
export function usePedidoBoletos(id: number | null) {
  return useQuery({
    queryKey: pedidoBoletosKey(id),
    queryFn: async () => pedidoDosBoletos(await lerPedido(id!)),
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: (q) => (q.state.data && aguardandoBanco(q.state.data.boletos) ? 3000 : false),
  });
}

/** The order's boletos and the order list's installments tab are read again. */
const atualizar = (qc: QueryClient, pedidoId: number | null) =>
  Promise.all([qc.invalidateQueries({ queryKey: pedidoBoletosKey(pedidoId) }), qc.invalidateQueries({ queryKey: ['pedidos', 'boletos'] })]);

/** POST boleto/emitir/{orderId}: inserts the boleto (or, with `id`, sends a Não Emitido one to the bank again); the answer's message. */
export function useEmitirBoleto(pedidoId: number | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (corpo: CorpoBoleto | { id: number }) => call<BoletoEmitido>('POST', `boleto/emitir/${pedidoId}`, { body: corpo }),
    onSettled: () => atualizar(qc, pedidoId),
  });
}

/**
 * Salvar of the Boletos section: the rows inserted on the screen, already checked together (`validarASalvar`), each sent with the
 * spec's call (POST boleto/emitir/{orderId} takes one boleto row), in the order inserted. A refusal stops there: the call shows
 * the server's reason and the rows not sent stay on the screen (`enviados` says how many went). The answers' statuses come back.
 */
export function useSalvarBoletos(pedidoId: number | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ corpos, enviado }: { corpos: CorpoBoleto[]; enviado: (i: number) => void }) => {
      const respostas: BoletoEmitido[] = [];
      for (const [i, corpo] of corpos.entries()) {
        respostas.push(await call<BoletoEmitido>('POST', `boleto/emitir/${pedidoId}`, { body: corpo }));
        enviado(i);
      }
      return respostas;
    },
    onSettled: () => atualizar(qc, pedidoId),
  });
}

/** PATCH boleto/cancelar/{id}: Excluir of a Não Emitido boleto by the importer's team. */
export function useCancelarBoletoDoPedido(pedidoId: number | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (boletoId: number) => call<string>('PATCH', `boleto/cancelar/${boletoId}`),
    onSettled: () => atualizar(qc, pedidoId),
  });
}
