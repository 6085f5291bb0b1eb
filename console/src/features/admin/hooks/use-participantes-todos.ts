import type { UsuarioLinha } from '@portal/contracts/admin/schemas';
import { usePaged, type PaginaPedida } from './paged.ts';

/** GET participantes/todos?page=1&per_page=&q= (tab Usuários). */
export const useParticipantesTodos = (q: string, pagina: PaginaPedida) => usePaged<UsuarioLinha>('participantes', 'participantes/todos', q, pagina);
