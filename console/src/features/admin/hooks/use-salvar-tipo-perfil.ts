import { call, silent, useAdminMutation, type Saved } from './mutations.ts';

export interface TipoPerfilBody {
  roleId?: number;
  descricaoRolePerfil: string;
  grupoId: number | null;
  ativo: boolean;
}
/** POST tipo-perfil, or PUT tipo-perfil with roleId (a new profile group resets the menus). */
export const useSalvarTipoPerfil = () =>
  useAdminMutation('salvar-tipo-perfil', (b: TipoPerfilBody) => call<Saved>(b.roleId ? 'PUT' : 'POST', 'tipo-perfil', { body: b, ...silent }), [
    'tipo-perfil',
    'auditoria',
  ]);
