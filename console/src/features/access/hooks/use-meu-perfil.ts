import { useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api-client.ts';

export interface MeuPerfil {
  id: number;
  nome: string;
  email: string;
  perfil: string;
  grupoPerfil: string;
  concessionaria: string | null;
  codigoDealer: string | null;
  concessionariaGrupo: string | null;
  dataUltimoAcessoUtc: string | null;
  dataTrocaSenhaUtc: string | null;
}

export const meuPerfilKey = ['participantes', 'meu-perfil'] as const;

/** GET participantes/meu-perfil */
export function useMeuPerfil(enabled: boolean) {
  return useQuery({ queryKey: meuPerfilKey, queryFn: () => call<MeuPerfil>('GET', 'participantes/meu-perfil'), enabled, staleTime: 0 });
}
