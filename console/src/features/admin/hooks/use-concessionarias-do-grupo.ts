import type { DealerOpcao } from '@portal/contracts/admin/dealers-schemas';
import { useGet } from './lookups.ts';

/** GET concessionarias/grupo/{groupId}: the dealers of a dealer group (user form). */
export const useConcessionariasDoGrupo = (grupoId: number | null) =>
  useGet<DealerOpcao[]>(['concessionarias', 'do-grupo', grupoId], `concessionarias/grupo/${grupoId}`, !!grupoId);
