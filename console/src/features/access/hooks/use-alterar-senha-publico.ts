import { useMutation } from '@tanstack/react-query';
import type { AlterarSenhaPublico } from '@portal/contracts/access/schemas';
import { call } from '../../../shared/api-client.ts';

/** POST participantes/alterarsenha/publico (the e-mailed link). */
export function useAlterarSenhaPublico() {
  return useMutation({
    mutationKey: ['participantes', 'alterarsenha', 'publico'],
    mutationFn: (body: AlterarSenhaPublico) => call<string>('POST', 'participantes/alterarsenha/publico', { body, publica: true }),
  });
}
