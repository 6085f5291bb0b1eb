import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api-client.ts';

export interface AlterarSenhaInput {
  currentPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** POST participantes/alterarSenha (signed in): answers the server's message; the old token is revoked. */
export function useAlterarSenha() {
  return useMutation({
    mutationKey: ['participantes', 'alterarSenha'],
    mutationFn: (body: AlterarSenhaInput) => call<string>('POST', 'participantes/alterarSenha', { body }),
  });
}
