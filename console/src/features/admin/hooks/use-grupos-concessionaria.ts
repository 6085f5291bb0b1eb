import type { GrupoLinha } from '@portal/contracts/admin/dealers-schemas';
import { usePaged, type PaginaPedida } from './paged.ts';

export type GrupoRow = GrupoLinha;
/** GET grupos/concessionaria?page=1&per_page=&q= (tab Grupos). */
export const useGruposConcessionaria = (q: string, pagina: PaginaPedida) => usePaged<GrupoRow>('grupos-concessionaria', 'grupos/concessionaria', q, pagina);
