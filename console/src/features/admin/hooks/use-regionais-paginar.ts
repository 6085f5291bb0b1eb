import type { RegiaoLinha } from '@portal/contracts/admin/schemas';
import { usePaged } from './paged.ts';

export type RegiaoRow = (typeof RegiaoLinha)['static'];
/** GET participantes/regional/paginar?page=1&per_page=&q= (tab Região). */
export const useRegionaisPaginar = (q: string, perPage: number) => usePaged<RegiaoRow>('regionais', 'participantes/regional/paginar', q, perPage);
