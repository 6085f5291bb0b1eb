import type { MatrizMenus } from '@portal/contracts/admin/schemas';
import { call, silent, useAdminMutation } from './mutations.ts';

/** One cell of the Menus do Sistema matrix, as PUT tipo-perfil/sub-menu takes it. */
export type MatrixEntry = (typeof MatrizMenus)['static'][number];
/** PUT tipo-perfil/sub-menu: the Menus do Sistema matrix. */
export const useSalvarMenus = () =>
  useAdminMutation('salvar-menus', (entries: MatrixEntry[]) => call<string>('PUT', 'tipo-perfil/sub-menu', { body: entries, ...silent }), [
    'tipo-perfil',
    'auditoria',
  ]);
