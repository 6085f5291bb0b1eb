import type { AdministradorAlterado } from '@portal/contracts/admin/schemas';
import { call, silent, useAdminMutation, type Saved } from './mutations.ts';

/** the administrator form's body: PUT's schema without its id for POST */
export type AdminBody = Omit<AdministradorAlterado, 'id'> & { id?: number };
/** POST participantes/admin, or PUT with id and bloquear. */
export const useSalvarAdmin = () =>
  useAdminMutation('salvar-admin', (b: AdminBody) => call<Saved>(b.id ? 'PUT' : 'POST', 'participantes/admin', { body: b, ...silent }), [
    'participantes',
    'auditoria',
  ]);
