import { useQuery } from '@tanstack/react-query';
import type { MeuPerfil } from '@portal/contracts/access/schemas';
import { call } from '../../../shared/api-client.ts';

export const meuPerfilKey = ['participantes', 'meu-perfil'] as const;

/** GET participantes/meu-perfil */
export function useMeuPerfil(enabled: boolean) {
  return useQuery({ queryKey: meuPerfilKey, queryFn: () => call<MeuPerfil>('GET', 'participantes/meu-perfil'), enabled, staleTime: 0 });
}
