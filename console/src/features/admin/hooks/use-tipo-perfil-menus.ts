import type { MenuPermissao } from '@portal/contracts/admin/schemas';
import { useGet } from './lookups.ts';

/** GET tipo-perfil/menus/{id}: the Menus do Sistema matrix (HOME left out by the server). */
export const useTipoPerfilMenus = (id: number | null) => useGet<MenuPermissao[]>(['tipo-perfil', 'menus', id], `tipo-perfil/menus/${id}`, id !== null);
