import { useGet } from './lookups.ts';

export interface DealerOpcao {
  id: number;
  nome: string;
  codigoDealer: string;
  concessionariaGrupoId: number;
  status: number;
}
/** GET concessionarias/grupo/{groupId}: the dealers of a dealer group (user form). */
export const useConcessionariasDoGrupo = (grupoId: number | null) =>
  useGet<DealerOpcao[]>(['concessionarias', 'do-grupo', grupoId], `concessionarias/grupo/${grupoId}`, !!grupoId);
