import type { TipoPerfilOpcao } from '@portal/contracts/admin/schemas';
import { useGet } from './lookups.ts';

/** GET participantes/grupos/perfils/{groupId}/: the profile types of a profile group. */
export const usePerfisDoGrupo = (grupoId: number | null) =>
  useGet<TipoPerfilOpcao[]>(['tipo-perfil', 'do-grupo', grupoId], `participantes/grupos/perfils/${grupoId}/`, !!grupoId);
