import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { msg } from '@portal/contracts/messages';
import { ApiError, call, enviarArquivo } from '../../shared/api-client.ts';
import type { LinhaComissao, LinhaNota, LinhaProvisao, Pagina } from './model.ts';

export const useComissoes = (body: Record<string, unknown>) =>
  useQuery({
    queryKey: ['comissoes', 'comissoes', body],
    queryFn: () => call<Pagina<LinhaComissao>>('POST', 'notas/fiscais/comissoes/listar', { body }),
    placeholderData: keepPreviousData,
  });
export const useNotas = (body: Record<string, unknown>) =>
  useQuery({
    queryKey: ['comissoes', 'notas', body],
    queryFn: () => call<Pagina<LinhaNota>>('POST', 'notas/fiscais/listar', { body }),
    placeholderData: keepPreviousData,
  });
export const useProvisao = (body: Record<string, unknown>) =>
  useQuery({
    queryKey: ['comissoes', 'provisao', body],
    queryFn: () =>
      call<Pagina<LinhaProvisao> & { totais: { provisionado: number; pago: number; saldo: number } }>('POST', 'notas/fiscais/provisaoPagamento/listar', {
        body,
      }),
    placeholderData: keepPreviousData,
  });
export const usePedidosDaNota = (id: number | null) =>
  useQuery({ queryKey: ['comissoes', 'pedidos', id], queryFn: () => call<LinhaComissao[]>('GET', `notas/fiscais/pedidos/${id}`), enabled: id !== null });
export const useMotivo = (id: number | null) =>
  useQuery({
    queryKey: ['comissoes', 'motivo', id],
    queryFn: () => call<{ comentario: string; nomeUsuario: string; dataComentario: string }[]>('GET', `notas/fiscais/comentarios/${id}`),
    enabled: id !== null,
    staleTime: 0,
  });

function useAtualizar() {
  const qc = useQueryClient();
  return () => Promise.all([qc.invalidateQueries({ queryKey: ['comissoes'] }), qc.invalidateQueries({ queryKey: ['pedidos'] })]);
}
export function useAlterarSteps() {
  const atualizar = useAtualizar();
  return useMutation({
    mutationFn: (body: { ids: number[]; steps: number; comentario?: string }) =>
      call<{ mensagem: string }>('PUT', 'notas/fiscais/alterar/steps', { body, silent: true }),
    onSettled: atualizar,
  });
}
export function useAtrelar() {
  const atualizar = useAtualizar();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => call<{ id: number; mensagem: string; avisos: string[] }>('POST', 'notas/fiscais', { body, silent: true }),
    onSettled: atualizar,
  });
}

/** POST genericos/enviar/geral?finalidade=nfe (multipart field `files`): the NF-e's PDF or XML; its address `arquivos/<id>`. */
export async function enviarNotaFiscal(file: File): Promise<string> {
  const { filesUploaded } = await enviarArquivo<{ filesUploaded: string[] }>('genericos/enviar/geral', file, { query: { finalidade: 'nfe' } });
  if (!filesUploaded[0]) throw new ApiError(200, [msg.erroInterno]);
  return filesUploaded[0];
}
