import { useQuery } from '@tanstack/react-query';
import type { GrupoPerfil } from '@portal/contracts/admin/schemas';
import { call } from '../../../shared/api-client.ts';

/** GET participantes/grupos: the profile groups a pop-up is shown to. */
export const useGruposPerfil = () =>
  useQuery({ queryKey: ['participantes', 'grupos'], queryFn: () => call<GrupoPerfil[]>('GET', 'participantes/grupos'), staleTime: 60_000 });
