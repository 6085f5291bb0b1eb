import { useMutation } from '@tanstack/react-query';
import type { LoginData } from '@portal/contracts/access/session';
import { call } from '../../../shared/api-client.ts';

/** POST participantes/entrar-redirecionar (single-use access link of /login-redirect). */
export function useEntrarRedirecionar() {
  return useMutation({
    mutationKey: ['participantes', 'entrar-redirecionar'],
    mutationFn: (token: string) => call<LoginData>('POST', 'participantes/entrar-redirecionar', { body: { token }, publica: true }),
  });
}
