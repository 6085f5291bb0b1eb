import { call, useAdminMutation } from './mutations.ts';

/** POST participantes/recuperarSenha {id}: Resetar Senha; the answer text is shown. */
export const useRecuperarSenha = () =>
  useAdminMutation('recuperar-senha', (id: number) => call<string>('POST', 'participantes/recuperarSenha', { body: { id } }), ['participantes']);
