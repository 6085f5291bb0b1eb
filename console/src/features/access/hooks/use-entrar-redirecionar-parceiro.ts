import { useMutation } from '@tanstack/react-query';
import type { LoginData } from '@portal/contracts/access/session';
import { call } from '../../../shared/api-client.ts';

/** POST participantes/entrar-redirecionar-parceiro (acesso espelho token of /login-redirect-parceiro). */
export function useEntrarRedirecionarParceiro() {
  return useMutation({
    mutationKey: ['participantes', 'entrar-redirecionar-parceiro'],
    mutationFn: (token: string) => call<LoginData>('POST', 'participantes/entrar-redirecionar-parceiro', { body: { token }, publica: true }),
  });
}
