import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Gravado, NovoCodigoBody, TipoModelo, TipoModeloItem } from '@portal/contracts/settings/specs-schemas';
import type { Pagina } from '../../../shared/api-types.ts';
import { call } from '../../../shared/api-client.ts';
import { toast } from '../../../shared/toasts.tsx';

/** GET configuracoes/tipo-modelo: every model type with its codes. */
export const useTodosTiposModelo = () =>
  useQuery({ queryKey: ['tipo-modelo', 'todos'], queryFn: () => call<TipoModeloItem[]>('GET', 'configuracoes/tipo-modelo') });
/** GET configuracoes/tipo-modelo/listar: a page of the model types. */
export const useTiposModelo = (page: number, perPage: number) =>
  useQuery({
    queryKey: ['tipo-modelo', 'listar', page, perPage],
    queryFn: () => call<Pagina<TipoModeloItem>>('GET', 'configuracoes/tipo-modelo/listar', { query: { page, per_page: perPage } }),
    placeholderData: keepPreviousData,
  });
/** GET configuracoes/tipo-modelo/{id}: the name and the codes. */
export const useTipoModelo = (id: number | null) =>
  useQuery({ queryKey: ['tipo-modelo', 'um', id], queryFn: () => call<TipoModelo>('GET', `configuracoes/tipo-modelo/${id}`), enabled: id !== null });

/** Model type writes: the spec's message as a toast, the server's first error otherwise (the api client shows it). */
export function useModeloMutation<B, R extends Gravado | string>(fn: (b: B) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (r) => {
      toast.success(typeof r === 'string' ? r : r.mensagem);
      void qc.invalidateQueries({ queryKey: ['tipo-modelo'] });
    },
  });
}
/** POST configuracoes/tipo-modelo (new) or PUT configuracoes/tipo-modelo/{id} (rename). */
export const salvarNome = (b: { id: number | null; descricao: string }) =>
  call<Gravado>(b.id ? 'PUT' : 'POST', b.id ? `configuracoes/tipo-modelo/${b.id}` : 'configuracoes/tipo-modelo', {
    body: b.id ? { id: b.id, descricao: b.descricao } : { descricao: b.descricao },
  });
/** POST configuracoes/tipo-modelo/codigo */
export const adicionarCodigo = (b: NovoCodigoBody) => call<Gravado>('POST', 'configuracoes/tipo-modelo/codigo', { body: b });
/** POST configuracoes/tipo-modelo/codigo/{id}/ativar or inativar */
export const statusCodigo = (b: { id: number; ativar: boolean }) =>
  call<string>('POST', `configuracoes/tipo-modelo/codigo/${b.id}/${b.ativar ? 'ativar' : 'inativar'}`);
