import { useQuery } from '@tanstack/react-query';
import type { VigenciaDetalhe } from '@portal/contracts/settings/vigencia-schemas';
import { call } from '../../../shared/api-client.ts';

/** GET configuracoes/specs/{id}: one vigência with its mandatory options (the edit form). */
export const useVigencia = (id: number | null) =>
  useQuery({
    queryKey: ['configuracoes', 'specs', 'um', id],
    queryFn: () => call<VigenciaDetalhe>('GET', `configuracoes/specs/${id}`),
    enabled: id !== null,
  });
