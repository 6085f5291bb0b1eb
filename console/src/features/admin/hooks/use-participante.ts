import type { Usuario } from '@portal/contracts/admin/schemas';
import { useGet } from './lookups.ts';

/** GET participantes/{id} (user and admin user edit forms). */
export const useParticipante = (id: number | null) => useGet<Usuario>(['participantes', 'um', id], `participantes/${id}`, id !== null);
