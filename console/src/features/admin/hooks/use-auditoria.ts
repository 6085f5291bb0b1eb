import type { AuditoriaLinha } from '@portal/contracts/admin/schemas';
import { useGet } from './lookups.ts';
import type { Page } from '../components/list-tab.tsx';

export type AuditoriaRow = (typeof AuditoriaLinha)['static'];
/** GET auditoria/registros?tabela&registroId&page=1&per_page: the changes to one record, newest first. */
export const useAuditoria = (tabela: string, registroId: number, perPage: number, enabled: boolean) =>
  useGet<Page<AuditoriaRow>>(['auditoria', tabela, registroId, perPage], 'auditoria/registros', enabled, { tabela, registroId, page: 1, per_page: perPage });
