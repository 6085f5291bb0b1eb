import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cfgMsg } from '@portal/contracts/settings/messages';
import { ApiError, call } from '../../shared/api-client.ts';
import { toast } from '../../shared/toasts.tsx';

export interface Page<T> {
  rows: T[];
  page: number;
  total: number;
}
export interface LinhaConf {
  dataAlteracao: string;
  periodoInformado: string;
  usuario: string;
  mes?: number;
  ano?: number;
  valor?: string;
  dataCriacao?: string;
}
export interface TabelaConf {
  rows: LinhaConf[];
  page: number;
  total: number;
  ativo: string | null;
  acao?: string;
}
export interface Flag {
  id: number;
  tipo: number;
  de: number | null;
  ate: number | null;
}
export interface FlagLog {
  data: string;
  usuario: string | null;
  deAnterior: number | null;
  ateAnterior: number | null;
  de: number | null;
  ate: number | null;
}
export interface TipoModeloItem {
  id: number;
  descricao: string;
  codigos: { id: number; codigo: string; status: number }[];
  btnStatus: boolean;
}
export interface TipoModelo {
  id: number;
  descricao: string;
  codigos: { id: number; codigo: string; status: number; usuarioCadastroNome: string; dataCadastro: string }[];
}
export interface Vigencia {
  id: number;
  modeloDescricao: string;
  inicioVigencia: string;
  fimVigencia: string | null;
  usuarioNome: string;
  opcionais: number;
}

/** Settings tables are 8 a page (spec §9); each table asks for its own page. */
export const POR_PAGINA_CONF = 8;
export const useConfiguracoes = (page: number) =>
  useQuery({
    queryKey: ['configuracoes', page],
    queryFn: () => call<Record<string, TabelaConf>>('GET', 'configuracoes', { query: { page, per_page: POR_PAGINA_CONF } }),
    placeholderData: keepPreviousData,
  });

/** A settings save: the spec's success text; on failure 'Não foi possível atualizar a configuração.' with the server's reason. */
function useSalvar<B>(metodo: 'POST' | 'PUT', path: string, chaves: string[][]) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => call<string>(metodo, path, { body, silent: true }),
    onSuccess: (mensagem) => {
      toast.success(mensagem);
      for (const k of chaves) void qc.invalidateQueries({ queryKey: k });
    },
    onError: (e) =>
      toast.error(e instanceof ApiError && e.status === 400 ? `${cfgMsg.configuracaoNaoAtualizada} ${e.message}` : cfgMsg.configuracaoNaoAtualizada),
  });
}
export const useNovoPeriodo = () => useSalvar<{ tipo: number; periodoInformado: string | number }>('POST', 'configuracoes', [['configuracoes']]);
export const useNovoValorMedio = () => useSalvar<{ valor: number }>('POST', 'configuracoes/media-faturamento', [['configuracoes']]);
export const useNovoPrazoKpi = () => useSalvar<{ ano: number; mesId: number; prazo: string }>('POST', 'configuracoes/prazo-kpi', [['configuracoes']]);
export const useSalvarFlag = () =>
  useSalvar<{ id: number; tipo: number; de: string | null; ate: string | null }>('PUT', 'configuracoes/flag', [
    ['configuracoes', 'flag'],
    ['lookups', 'flags'],
  ]);

export const useFlagsConfig = () => useQuery({ queryKey: ['configuracoes', 'flag'], queryFn: () => call<Flag[]>('GET', 'configuracoes/flag') });
export const useFlag = (id: number | null) =>
  useQuery({
    queryKey: ['configuracoes', 'flag', id],
    queryFn: () => call<Flag & { logs: FlagLog[] }>('GET', `configuracoes/flag/${id}`),
    enabled: id !== null,
  });

export const useVigencias = (tipoModeloAgrupadoId: number | null, page: number) =>
  useQuery({
    queryKey: ['configuracoes', 'specs', tipoModeloAgrupadoId, page],
    queryFn: () => call<Page<Vigencia>>('GET', 'configuracoes/specs', { query: { tipoModeloAgrupadoId, page, per_page: POR_PAGINA_CONF } }),
    placeholderData: keepPreviousData,
  });

export const useTodosTiposModelo = () =>
  useQuery({ queryKey: ['tipo-modelo', 'todos'], queryFn: () => call<TipoModeloItem[]>('GET', 'configuracoes/tipo-modelo') });
export const useTiposModelo = (perPage: number) =>
  useQuery({
    queryKey: ['tipo-modelo', 'listar', perPage],
    queryFn: () => call<Page<TipoModeloItem>>('GET', 'configuracoes/tipo-modelo/listar', { query: { page: 1, per_page: perPage } }),
    placeholderData: keepPreviousData,
  });
export const useTipoModelo = (id: number | null) =>
  useQuery({ queryKey: ['tipo-modelo', 'um', id], queryFn: () => call<TipoModelo>('GET', `configuracoes/tipo-modelo/${id}`), enabled: id !== null });

/** Model type writes: the spec's message as a toast, the server's first error otherwise (the api client shows it). */
export function useModeloMutation<B, R extends { id: number; mensagem: string } | string>(fn: (b: B) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (r) => {
      toast.success(typeof r === 'string' ? r : r.mensagem);
      void qc.invalidateQueries({ queryKey: ['tipo-modelo'] });
    },
  });
}
export const salvarNome = (b: { id: number | null; descricao: string }) =>
  call<{ id: number; mensagem: string }>(b.id ? 'PUT' : 'POST', b.id ? `configuracoes/tipo-modelo/${b.id}` : 'configuracoes/tipo-modelo', {
    body: b.id ? { id: b.id, descricao: b.descricao } : { descricao: b.descricao },
  });
export const adicionarCodigo = (b: { tipoModeloAgrupadoId: number; codigo: string }) =>
  call<{ id: number; mensagem: string }>('POST', 'configuracoes/tipo-modelo/codigo', { body: b });
export const statusCodigo = (b: { id: number; ativar: boolean }) =>
  call<string>('POST', `configuracoes/tipo-modelo/codigo/${b.id}/${b.ativar ? 'ativar' : 'inativar'}`);
