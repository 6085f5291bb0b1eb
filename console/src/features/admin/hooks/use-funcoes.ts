import { useGet } from './lookups.ts';

export interface FuncaoPermissao {
  id: number;
  codigo: string;
  nome: string;
  r: boolean;
  u: boolean;
}
/** GET configuracoes/funcoes/{roleId}: the function rights of a profile type, by name. */
export const useFuncoes = (roleId: number | null) =>
  useGet<FuncaoPermissao[]>(['tipo-perfil', 'funcoes', roleId], `configuracoes/funcoes/${roleId}`, roleId !== null);
