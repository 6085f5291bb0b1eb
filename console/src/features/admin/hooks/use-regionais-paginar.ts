import type { RegiaoLinha } from '@portal/contracts/admin/dealers-schemas';
import { usePaged, type PaginaPedida } from './paged.ts';

export type RegiaoRow = RegiaoLinha;
/** GET participantes/regional/paginar?page=1&per_page=&q= (tab Região). */
export const useRegionaisPaginar = (q: string, pagina: PaginaPedida) => usePaged<RegiaoRow>('regionais', 'participantes/regional/paginar', q, pagina);
