import { useGet } from './lookups.ts';

export interface TipoPerfilData {
  roleId: number;
  descricaoRolePerfil: string;
  grupoId: number;
  ativo: boolean;
}
/** GET tipo-perfil/{id}. */
export const useTipoPerfil = (id: number | null) => useGet<TipoPerfilData>(['tipo-perfil', 'um', id], `tipo-perfil/${id}`, id !== null);
