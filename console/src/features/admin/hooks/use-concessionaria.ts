import type { Dealer } from '@portal/contracts/admin/dealers-schemas';
import { useGet } from './lookups.ts';

/** GET concessionarias/{id} (dealer edit form). */
export const useConcessionaria = (id: number | null) => useGet<Dealer>(['concessionarias', 'um', id], `concessionarias/${id}`, id !== null);
