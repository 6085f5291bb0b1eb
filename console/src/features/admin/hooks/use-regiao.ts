import type { Regiao } from '@portal/contracts/admin/dealers-schemas';
import { useGet } from './lookups.ts';

export type RegiaoData = Regiao;
/** GET participantes/regional/{id}: the region with its responsáveis. */
export const useRegiao = (id: number | null) => useGet<RegiaoData>(['regionais', 'um', id], `participantes/regional/${id}`, id !== null);
