import { useGet } from './lookups.ts';

/** GET participantes/grupos: the profile groups {id, nome}. */
export const useGruposPerfil = () => useGet<{ id: number; nome: string }[]>(['participantes', 'grupos'], 'participantes/grupos');
