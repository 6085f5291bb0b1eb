import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Configuracoes } from '@portal/contracts/settings/schemas';
import { call } from '../../../shared/api-client.ts';

/** Settings tables are 8 a page (spec §9); each table asks for its own page. */
export const POR_PAGINA_CONF = 8;

/** GET configuracoes: conf1..conf14, each with a page of its history and the value in force. */
export const useConfiguracoes = (page: number, perPage = POR_PAGINA_CONF) =>
  useQuery({
    queryKey: ['configuracoes', page, perPage],
    queryFn: () => call<Configuracoes>('GET', 'configuracoes', { query: { page, per_page: perPage } }),
    placeholderData: keepPreviousData,
  });
