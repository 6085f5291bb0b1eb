import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api-client.ts';

export interface AlterarSenhaPublicoInput {
  id: number;
  newPassword: string;
  confirmNewPassword: string;
  token: string;
}

/** POST participantes/alterarsenha/publico (the e-mailed link). */
export function useAlterarSenhaPublico() {
  return useMutation({
    mutationKey: ['participantes', 'alterarsenha', 'publico'],
    mutationFn: (body: AlterarSenhaPublicoInput) => call<string>('POST', 'participantes/alterarsenha/publico', { body, publica: true }),
  });
}
