import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api-client.ts';

/** POST participantes/gerarLinkSenha/publico: answers the same for known and unknown e-mails. */
export function useGerarLinkSenha() {
  return useMutation({
    mutationKey: ['participantes', 'gerarLinkSenha'],
    mutationFn: (email: string) => call<string>('POST', 'participantes/gerarLinkSenha/publico', { body: { email }, publica: true }),
  });
}
