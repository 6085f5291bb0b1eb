import { useMutation } from '@tanstack/react-query';
import type { Entrar } from '@portal/contracts/access/schemas';
import type { LoginData } from '@portal/contracts/access/session';
import { call } from '../../../shared/api-client.ts';

/** POST participantes/entrar */
export const entrar = (body: Entrar) => call<LoginData>('POST', 'participantes/entrar', { body, publica: true });

export function useEntrar() {
  return useMutation({ mutationKey: ['participantes', 'entrar'], mutationFn: entrar });
}
