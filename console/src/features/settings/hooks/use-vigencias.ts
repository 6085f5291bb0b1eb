import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Vigencia } from '@portal/contracts/settings/schemas';
import type { Pagina } from '../../../shared/api-types.ts';
import { call } from '../../../shared/api-client.ts';
import { POR_PAGINA_CONF } from './use-configuracoes.ts';

/** GET configuracoes/specs: the vigências of the optional guides, of one model type or all. */
export const useVigencias = (tipoModeloAgrupadoId: number | null, page: number, perPage = POR_PAGINA_CONF) =>
  useQuery({
    queryKey: ['configuracoes', 'specs', tipoModeloAgrupadoId, page, perPage],
    queryFn: () => call<Pagina<Vigencia>>('GET', 'configuracoes/specs', { query: { tipoModeloAgrupadoId, page, per_page: perPage } }),
    placeholderData: keepPreviousData,
  });
