import type { TipoPerfilLinha } from '@portal/contracts/admin/schemas';
import { usePaged } from './paged.ts';

export type TipoPerfilRow = TipoPerfilLinha & { id: number };
/** GET tipo-perfil?page=1&per_page=&q= (tab Tipo de Perfil). */
export const useTiposPerfil = (q: string, perPage: number) => usePaged<TipoPerfilRow>('tipo-perfil', 'tipo-perfil', q, perPage);
