import { useQuery } from '@tanstack/react-query';
import type { TipoRelatorio } from '@portal/contracts/imports/schemas';
import { call } from '../../../shared/api-client.ts';

/** The report types of the Relatórios tab (`GET importacoes/relatorio/tipo`). */
export const useTiposRelatorio = (ativo: boolean) =>
  useQuery({
    queryKey: ['importacoes-relatorio-tipo'],
    queryFn: () => call<TipoRelatorio[]>('GET', 'importacoes/relatorio/tipo'),
    enabled: ativo,
    staleTime: 600_000,
  });
