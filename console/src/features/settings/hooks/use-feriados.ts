import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeriadoBody, Feriados } from '@portal/contracts/prazos/schemas';
import { call } from '../../../shared/api-client.ts';
import { toast } from '../../../shared/toasts.tsx';
import { erroAoSalvar } from './use-salvar-configuracao.ts';

const CHAVE = ['feriados'];

/** GET feriados: the administrator's holidays, with the national ones of the years they span. */
export const useFeriados = () => useQuery({ queryKey: CHAVE, queryFn: () => call<Feriados>('GET', 'feriados') });

/** POST feriados, PUT feriados/{id}, DELETE feriados/{id}: the list is read again after each. */
export function useSalvarFeriado() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: FeriadoBody | null }) =>
      body === null
        ? call<string>('DELETE', `feriados/${id}`, { silent: true })
        : call<string>(id === null ? 'POST' : 'PUT', id === null ? 'feriados' : `feriados/${id}`, { body, silent: true }),
    onSuccess: (mensagem) => {
      toast.success(mensagem);
      void qc.invalidateQueries({ queryKey: CHAVE });
    },
    onError: erroAoSalvar,
  });
}
