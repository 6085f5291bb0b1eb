import type { Clusters } from '@portal/contracts/admin/schemas';
import { useGet } from './lookups.ts';

export type ClustersData = Clusters;
/** GET participantes/clusters/{groupId}/{profileId}?participanteId=: cluster claims, active = the user's (or the defaults). */
export const useClusters = (grupoId: number | null, perfilId: number | null, participanteId: number | null) =>
  useGet<ClustersData>(
    ['participantes', 'clusters', grupoId, perfilId, participanteId],
    `participantes/clusters/${grupoId}/${perfilId}`,
    !!grupoId && !!perfilId,
    {
      participanteId: participanteId ?? undefined,
    },
  );
