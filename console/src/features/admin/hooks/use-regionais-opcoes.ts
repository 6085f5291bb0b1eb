import { useGet } from './lookups.ts';

/** GET participantes/regional: regions to pick from. */
export const useRegionaisOpcoes = () => useGet<{ id: number; descricao: string }[]>(['regionais', 'opcoes'], 'participantes/regional');
