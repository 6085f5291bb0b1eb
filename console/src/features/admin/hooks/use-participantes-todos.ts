import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../shared/api-client.ts';

export interface ParticipanteRow {
  id: number;
  nome: string;
  status: string;
  perfil: string;
  email: string;
  concessionaria: string | null;
}
export interface ParticipantesPage {
  rows: ParticipanteRow[];
  page: number;
  total: number;
}

export const participantesTodosKey = (q: string, perPage: number) => ['participantes', 'todos', { q, perPage }] as const;

/** GET participantes/todos?page=1&per_page=&q= (Carregar mais grows per_page by 10). */
export function useParticipantesTodos(q: string, perPage: number) {
  return useQuery({
    queryKey: participantesTodosKey(q, perPage),
    queryFn: () => call<ParticipantesPage>('GET', 'participantes/todos', { query: { page: 1, per_page: perPage, q } }),
    placeholderData: keepPreviousData,
  });
}
