import { useMutation } from '@tanstack/react-query';
import type { TokenDeAcesso } from '@portal/contracts/access/schemas';
import { call } from '../../../shared/api-client.ts';

/** POST participantes/espelho/{id}: a single-use token to sign in as that user (acesso espelho). */
export function useEspelho() {
  return useMutation({
    mutationKey: ['participantes', 'espelho'],
    mutationFn: (id: number) => call<TokenDeAcesso>('POST', `participantes/espelho/${id}`),
  });
}
