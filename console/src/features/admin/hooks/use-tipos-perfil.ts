import type { TipoPerfilLinha } from '@portal/contracts/admin/schemas';
import { usePaged, type PaginaPedida } from './paged.ts';

export type TipoPerfilRow = TipoPerfilLinha & { id: number };
/** GET tipo-perfil?page=1&per_page=&q= (tab Tipo de Perfil). */
export const useTiposPerfil = (q: string, pagina: PaginaPedida) => usePaged<TipoPerfilRow>('tipo-perfil', 'tipo-perfil', q, pagina);
