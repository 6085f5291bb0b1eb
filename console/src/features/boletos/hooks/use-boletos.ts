import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/api-client.ts';
import type { LinhaBoleto, LogBoletoLinha, PaginaBoletos, BoletoReemitido } from '@portal/contracts/boletos/schemas';
import type { StatusLinha } from '@portal/contracts/direct-sales/schemas';

export const boletosKey = (body: unknown) => ['boletos', 'listar', body] as const;

/**
 * POST pedidos/boletos { page, per_page, pedido, statusId }: the boletos screen's list. `acompanhar` says, from the rows, whether
 * something is about to change on its own (the bank registering, a payment being reconciled): the list is read again every 3 s.
 */
export function useBoletos(body: Record<string, unknown>, acompanhar: (rows: LinhaBoleto[]) => boolean = () => false) {
  return useQuery({
    queryKey: boletosKey(body),
    queryFn: () => call<PaginaBoletos>('POST', 'pedidos/boletos', { body }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data && acompanhar(q.state.data.rows) ? 3000 : false),
  });
}

/** GET pedidos/tipos-status/: the Status filter ('Selecione um Status'). */
export function useStatusBoleto() {
  return useQuery({
    queryKey: ['lookups', 'status-boleto'],
    queryFn: () => call<StatusLinha[]>('GET', 'pedidos/tipos-status/'),
    staleTime: Infinity,
  });
}

/** GET boleto/log/{id}: who moved the boleto to each status and when; the failure is the dialog's ('Erro ao consultar log'). */
export function useBoletoLog(id: number | null) {
  return useQuery({
    queryKey: ['boletos', 'log', id],
    queryFn: () => call<LogBoletoLinha[]>('GET', `boleto/log/${id}`, { silent: true }),
    enabled: id !== null,
    staleTime: 0,
    retry: false,
  });
}

/** After a change the list (and any order screen's boletos) is read again. */
function useAtualizar() {
  const qc = useQueryClient();
  return () => Promise.all([qc.invalidateQueries({ queryKey: ['boletos'] }), qc.invalidateQueries({ queryKey: ['pedidos'] })]);
}

/** PATCH boleto/cancelar/{id}: the answer's message; the failure toast is the spec's (§8.2). */
export function useCancelarBoleto() {
  const atualizar = useAtualizar();
  return useMutation({
    mutationFn: (id: number) => call<string>('PATCH', `boleto/cancelar/${id}`, { silent: true }),
    onSettled: atualizar,
  });
}

/** POST boleto/reemitir/{id}: a new boleto (today + 5 days) replaces the Vencido one. */
export function useReemitirBoleto() {
  const atualizar = useAtualizar();
  return useMutation({
    mutationFn: (id: number) => call<BoletoReemitido>('POST', `boleto/reemitir/${id}`, { silent: true }),
    onSettled: atualizar,
  });
}

/** POST boleto/sandbox/pagar/{id}: the sandbox bank records the payment; the boleto workflow reconciles it (Pago in instants). */
export function useInformarPagamento() {
  const atualizar = useAtualizar();
  return useMutation({
    mutationFn: (id: number) => call<string>('POST', `boleto/sandbox/pagar/${id}`),
    onSettled: atualizar,
  });
}
