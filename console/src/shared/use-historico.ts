import { useQuery } from '@tanstack/react-query';
import type { Historico, TipoHistorico } from '@portal/contracts/historico/schemas';
import { call } from './api-client.ts';

export type HistoricoDoRegistro = Historico;

/** GET historico/{tipo}/{id}: a record's Histórico (read when asked: `id` null reads nothing). */
export function useHistorico(tipo: TipoHistorico, id: number | string | null) {
  return useQuery({
    queryKey: ['historico', tipo, id],
    queryFn: () => call<HistoricoDoRegistro>('GET', `historico/${tipo}/${id}`, { silent: true }),
    enabled: id !== null,
    staleTime: 0,
    retry: false,
  });
}
