import type { FuncaoTipoPerfil } from '@portal/contracts/admin/schemas';
import { useGet } from './lookups.ts';

/** GET configuracoes/funcoes/{roleId}: the function rights of a profile type, by name. */
export const useFuncoes = (roleId: number | null) =>
  useGet<FuncaoTipoPerfil[]>(['tipo-perfil', 'funcoes', roleId], `configuracoes/funcoes/${roleId}`, roleId !== null);
