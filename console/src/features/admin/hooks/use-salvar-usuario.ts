import { call, silent, useAdminMutation, type Saved } from './mutations.ts';

export interface UsuarioBody {
  id?: number;
  nome: string;
  email: string;
  perfil: number | null;
  roleId?: number | null;
  grupoId: number | null;
  concessionariaGrupoId: number | null;
  concessionariaId: number | null;
  processosGrupo: number;
  claimsViews: { claimsId: number }[];
  emailEmplacamento: boolean;
  bloquear?: boolean;
}
/** POST participantes (201) or PUT participantes with id, roleId and bloquear. */
export const useSalvarUsuario = () =>
  useAdminMutation('salvar-usuario', (b: UsuarioBody) => call<Saved>(b.id ? 'PUT' : 'POST', 'participantes', { body: b, ...silent }), [
    'participantes',
    'auditoria',
  ]);
