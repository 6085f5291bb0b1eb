import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api-client.ts';

export interface CompletarCadastroInput {
  id: number;
  nome: string;
  email: string;
  password: string;
  confirmPassword: string;
  token: string;
}

/** PATCH participantes/completarCadastro */
export function useCompletarCadastro() {
  return useMutation({
    mutationKey: ['participantes', 'completarCadastro'],
    mutationFn: (body: CompletarCadastroInput) => call<string>('PATCH', 'participantes/completarCadastro', { body, publica: true }),
  });
}
