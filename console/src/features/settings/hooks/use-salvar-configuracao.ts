import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cfgMsg } from '@portal/contracts/settings/messages';
import type { FlagBody, NovoPeriodoBody, PrazoKpiBody, ValorMedioBody } from '@portal/contracts/settings/schemas';
import { ApiError, call } from '../../../shared/api-client.ts';
import { toast } from '../../../shared/toasts.tsx';

/** A settings save: the spec's success text; on failure 'Não foi possível atualizar a configuração.' with the server's reason. */
function useSalvar<B>(metodo: 'POST' | 'PUT', path: string, chaves: string[][]) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => call<string>(metodo, path, { body, silent: true }),
    onSuccess: (mensagem) => {
      toast.success(mensagem);
      for (const k of chaves) void qc.invalidateQueries({ queryKey: k });
    },
    onError: erroAoSalvar,
  });
}
/** A refused settings save: 'Não foi possível atualizar a configuração.' followed by the server's reason for a 400. */
export const erroAoSalvar = (e: Error) =>
  toast.error(e instanceof ApiError && e.status === 400 ? `${cfgMsg.configuracaoNaoAtualizada} ${e.message}` : cfgMsg.configuracaoNaoAtualizada);
/** POST configuracoes: a new value of conf1..conf13. */
export const useNovoPeriodo = () => useSalvar<NovoPeriodoBody>('POST', 'configuracoes', [['configuracoes']]);
/** POST configuracoes/media-faturamento (conf14) */
export const useNovoValorMedio = () => useSalvar<ValorMedioBody>('POST', 'configuracoes/media-faturamento', [['configuracoes']]);
/** POST configuracoes/prazo-kpi (conf10) */
export const useNovoPrazoKpi = () => useSalvar<PrazoKpiBody>('POST', 'configuracoes/prazo-kpi', [['configuracoes']]);
/** PUT configuracoes/flag: the vehicle lists' flags change with it. */
export const useSalvarFlag = () =>
  useSalvar<FlagBody>('PUT', 'configuracoes/flag', [
    ['configuracoes', 'flag'],
    ['lookups', 'flags'],
  ]);
