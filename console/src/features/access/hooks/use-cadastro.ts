import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api-client.ts';

export interface CadastroView {
  id: number;
  nome: string;
  email: string;
  perfil: string;
  concessionaria: string | null;
  grupoConcessionaria: string | null;
}

export const cadastroKey = (id: number, token: string) => ['participantes', 'cadastro', id, token] as const;

/** GET participantes/cadastro/{id}?token= (registration link) */
export function useCadastro(id: number, token: string) {
  return useQuery({
    queryKey: cadastroKey(id, token),
    queryFn: () => call<CadastroView>('GET', `participantes/cadastro/${id}`, { query: { token }, publica: true }),
    enabled: Number.isInteger(id) && id > 0 && token.length > 0,
    retry: false,
  });
}
