import type { DealerLinha } from '@portal/contracts/admin/dealers-schemas';
import { usePaged, type PaginaPedida } from './paged.ts';

/** GET concessionarias?page=1&per_page=&q=&regionalId= (tab Dealers; a region's dealers). */
export const useConcessionarias = (q: string, pagina: PaginaPedida, regionalId?: number) =>
  usePaged<DealerLinha>('concessionarias', 'concessionarias', q, pagina, { regionalId });
