import { useQuery } from '@tanstack/react-query';
import type { Cadastro } from '@portal/contracts/access/schemas';
import { call } from '../../../shared/api-client.ts';

export const cadastroKey = (id: number, token: string) => ['participantes', 'cadastro', id, token] as const;

/** GET participantes/cadastro/{id}?token= (registration link) */
export function useCadastro(id: number, token: string) {
  return useQuery({
    queryKey: cadastroKey(id, token),
    queryFn: () => call<Cadastro>('GET', `participantes/cadastro/${id}`, { query: { token }, publica: true }),
    enabled: Number.isInteger(id) && id > 0 && token.length > 0,
    retry: false,
  });
}
