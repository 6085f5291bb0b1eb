import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Visao, VisaoAlteracao, VisaoNova, VisaoSalvaDados } from '@portal/contracts/visoes/schemas';
import { call } from './api-client.ts';

type Salva = VisaoSalvaDados;
export type { Visao };

export const visoesKey = (lista: string) => ['visoes', lista] as const;

/** GET visoes?lista=: the user's views of the list and those shared with the user's profile type. */
export function useVisoes(lista: string | null) {
  return useQuery({
    queryKey: visoesKey(lista ?? ''),
    queryFn: () => call<Visao[]>('GET', 'visoes', { query: { lista: lista! } }),
    enabled: lista !== null,
    staleTime: 60_000,
  });
}

/** POST visoes, PUT visoes/{id}, PUT visoes/{id}/padrao, DELETE visoes/{id}: each reads the list's views again. */
export function useAcoesDeVisao(lista: string) {
  const qc = useQueryClient();
  const depois = { onSuccess: () => qc.invalidateQueries({ queryKey: visoesKey(lista) }) };
  return {
    salvar: useMutation({ mutationFn: (body: VisaoNova) => call<Salva>('POST', 'visoes', { body }), ...depois }),
    alterar: useMutation({ mutationFn: ({ id, ...body }: VisaoAlteracao & { id: number }) => call<Salva>('PUT', `visoes/${id}`, { body }), ...depois }),
    padrao: useMutation({
      mutationFn: ({ id, padrao }: { id: number; padrao: boolean }) => call<Salva>('PUT', `visoes/${id}/padrao`, { body: { padrao } }),
      ...depois,
    }),
    excluir: useMutation({ mutationFn: (id: number) => call<string>('DELETE', `visoes/${id}`), ...depois }),
  };
}
