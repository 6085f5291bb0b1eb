import type { PossivelResponsavel } from '@portal/contracts/admin/dealers-schemas';
import { useGet } from './lookups.ts';

/** GET participantes/regional/possivel-responsavel: importer staff who may answer for a region. */
export const usePossiveisResponsaveis = (enabled: boolean) =>
  useGet<PossivelResponsavel[]>(['regionais', 'possiveis-responsaveis'], 'participantes/regional/possivel-responsavel', enabled);
