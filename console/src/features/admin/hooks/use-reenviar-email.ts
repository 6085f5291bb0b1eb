import { call, useAdminMutation } from './mutations.ts';

/** POST participantes/reenviarEmail?email: a new registration link while registration is not complete. */
export const useReenviarEmail = () =>
  useAdminMutation('reenviar-email', (email: string) => call<string>('POST', 'participantes/reenviarEmail', { query: { email } }), ['auditoria']);
