import { useQuery } from '@tanstack/react-query';
import type { TipoModeloItem } from '@portal/contracts/settings/specs-schemas';
import { call } from '../../../shared/api-client.ts';

/** The grouped model types of the Modelo select (`GET configuracoes/tipo-modelo`), as {id, nome}. */
export const useTiposModelo = (ativo: boolean) =>
  useQuery({
    queryKey: ['tipos-modelo-importacao'],
    queryFn: async () => (await call<TipoModeloItem[]>('GET', 'configuracoes/tipo-modelo')).map((t) => ({ id: t.id, nome: t.descricao })),
    enabled: ativo,
    staleTime: 600_000,
  });
