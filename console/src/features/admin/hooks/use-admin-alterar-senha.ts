import { call, silent, useAdminMutation } from './mutations.ts';

/** PUT participantes/admin/alterarSenha {id, newPassword, confirmNewPassword}: the Nova senha dialog. */
export const useAdminAlterarSenha = () =>
  useAdminMutation(
    'alterar-senha',
    (b: { id: number; newPassword: string; confirmNewPassword: string }) => call<string>('PUT', 'participantes/admin/alterarSenha', { body: b, ...silent }),
    ['participantes'],
  );
