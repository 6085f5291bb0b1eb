import { call, silent, useAdminMutation } from './mutations.ts';

export interface MatrixEntry {
  roleId: number;
  menuId: number;
  subMenuId: number;
  read: boolean;
  edit: boolean;
  grupoId: number;
}
/** PUT tipo-perfil/sub-menu: the Menus do Sistema matrix. */
export const useSalvarMenus = () =>
  useAdminMutation('salvar-menus', (entries: MatrixEntry[]) => call<string>('PUT', 'tipo-perfil/sub-menu', { body: entries, ...silent }), [
    'tipo-perfil',
    'auditoria',
  ]);
