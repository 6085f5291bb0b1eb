import { useMutation } from '@tanstack/react-query';
import type { CompletarCadastro } from '@portal/contracts/access/schemas';
import { call } from '../../../shared/api-client.ts';

/** PATCH participantes/completarCadastro */
export function useCompletarCadastro() {
  return useMutation({
    mutationKey: ['participantes', 'completarCadastro'],
    mutationFn: (body: CompletarCadastro) => call<string>('PATCH', 'participantes/completarCadastro', { body, publica: true }),
  });
}
