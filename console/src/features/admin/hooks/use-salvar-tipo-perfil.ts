import type { TipoPerfilAlterado } from '@portal/contracts/admin/schemas';
import { call, silent, useAdminMutation, type Saved } from './mutations.ts';

/** the profile-type form's body: PUT's schema without its roleId for POST */
export type TipoPerfilBody = Omit<TipoPerfilAlterado, 'roleId'> & { roleId?: number };
/** POST tipo-perfil, or PUT tipo-perfil with roleId (a new profile group resets the menus). */
export const useSalvarTipoPerfil = () =>
  useAdminMutation('salvar-tipo-perfil', (b: TipoPerfilBody) => call<Saved>(b.roleId ? 'PUT' : 'POST', 'tipo-perfil', { body: b, ...silent }), [
    'tipo-perfil',
    'auditoria',
  ]);
