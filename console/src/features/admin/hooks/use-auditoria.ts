import { useQueries } from '@tanstack/react-query';
import type { AuditoriaLinha } from '@portal/contracts/auditoria/schemas';
import { call } from '../../../shared/api-client.ts';
import type { Pagina } from '../../../shared/api-types.ts';

export type AuditoriaRow = AuditoriaLinha;

/**
 * GET auditoria/registros?tabela&registroId&page=1&per_page, once per table of the record (a profile type's rows,
 * its menus and its functions), merged newest first.
 */
export function useAuditoria(tabelas: string[], registroId: number, perPage: number, enabled: boolean) {
  const results = useQueries({
    queries: tabelas.map((tabela) => ({
      queryKey: ['auditoria', tabela, registroId, perPage],
      queryFn: () => call<Pagina<AuditoriaRow>>('GET', 'auditoria/registros', { query: { tabela, registroId, page: 1, per_page: perPage } }),
      enabled,
    })),
  });
  const ready = results.every((r) => r.data);
  const rows = results
    .flatMap((r) => r.data?.rows ?? [])
    .sort((a, b) => b.em.localeCompare(a.em))
    .slice(0, perPage);
  const total = results.reduce((n, r) => n + (r.data?.total ?? 0), 0);
  return { pending: results.some((r) => r.isPending), data: ready ? { rows, total } : null };
}
