import type { GrupoLinha } from '@portal/contracts/admin/dealers-schemas';
import { usePaged } from './paged.ts';

export type GrupoRow = GrupoLinha;
/** GET grupos/concessionaria?page=1&per_page=&q= (tab Grupos). */
export const useGruposConcessionaria = (q: string, perPage: number) => usePaged<GrupoRow>('grupos-concessionaria', 'grupos/concessionaria', q, perPage);
