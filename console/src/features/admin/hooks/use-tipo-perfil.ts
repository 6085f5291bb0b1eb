import type { TipoPerfil } from '@portal/contracts/admin/schemas';
import { useGet } from './lookups.ts';

/** GET tipo-perfil/{id}. */
export const useTipoPerfil = (id: number | null) => useGet<TipoPerfil>(['tipo-perfil', 'um', id], `tipo-perfil/${id}`, id !== null);
