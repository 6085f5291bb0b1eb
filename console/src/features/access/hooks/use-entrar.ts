import { useMutation } from '@tanstack/react-query';
import type { LoginData } from '@portal/contracts/access/session';
import { call } from '../../../shared/api-client.ts';

export interface EntrarInput {
  email: string;
  password: string;
}

/** POST participantes/entrar */
export const entrar = (body: EntrarInput) => call<LoginData>('POST', 'participantes/entrar', { body, publica: true });

export function useEntrar() {
  return useMutation({ mutationKey: ['participantes', 'entrar'], mutationFn: entrar });
}
