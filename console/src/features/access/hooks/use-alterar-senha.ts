import { useMutation } from '@tanstack/react-query';
import type { AlterarSenha } from '@portal/contracts/access/schemas';
import { call } from '../../../shared/api-client.ts';

/** POST participantes/alterarSenha (signed in): answers the server's message; the old token is revoked. */
export function useAlterarSenha() {
  return useMutation({
    mutationKey: ['participantes', 'alterarSenha'],
    mutationFn: (body: AlterarSenha) => call<string>('POST', 'participantes/alterarSenha', { body }),
  });
}
