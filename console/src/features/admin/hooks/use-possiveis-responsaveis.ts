import { useGet } from './lookups.ts';

export interface PossivelResponsavel {
  userId: number;
  nome: string;
  role: string;
  email: string;
}
/** GET participantes/regional/possivel-responsavel: importer staff who may answer for a region. */
export const usePossiveisResponsaveis = (enabled: boolean) =>
  useGet<PossivelResponsavel[]>(['regionais', 'possiveis-responsaveis'], 'participantes/regional/possivel-responsavel', enabled);
