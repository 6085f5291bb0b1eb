import { call, silent, useAdminMutation } from './mutations.ts';

/** POST configuracoes/funcoes {roleId, grupoId, funcoes}: the function rights. */
export const useSalvarFuncoes = () =>
  useAdminMutation(
    'salvar-funcoes',
    (b: { roleId: number; grupoId: number; funcoes: { id: number; r: boolean; u: boolean }[] }) =>
      call<string>('POST', 'configuracoes/funcoes', { body: b, ...silent }),
    ['tipo-perfil', 'auditoria'],
  );
