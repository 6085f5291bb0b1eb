import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Gravado } from '@portal/contracts/settings/specs-schemas';
import type { VigenciaBody } from '@portal/contracts/settings/vigencia-schemas';
import { call } from '../../../shared/api-client.ts';
import { toast } from '../../../shared/toasts.tsx';
import { erroAoSalvar } from './use-salvar-configuracao.ts';

/**
 * POST configuracoes/specs (a new vigência) or PUT configuracoes/specs/{id} (an edit): 'Vigência salvo com sucesso';
 * the vigências and the specs compliance (its open orders were checked again) are read anew.
 */
export function useSalvarVigencia() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: VigenciaBody }) =>
      id === null
        ? call<Gravado>('POST', 'configuracoes/specs', { body, silent: true })
        : call<Gravado>('PUT', `configuracoes/specs/${id}`, { body, silent: true }),
    onSuccess: (r) => {
      toast.success(r.mensagem);
      void qc.invalidateQueries({ queryKey: ['configuracoes', 'specs'] });
      void qc.invalidateQueries({ queryKey: ['specs'] });
    },
    onError: erroAoSalvar,
  });
}
