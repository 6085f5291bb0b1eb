import type { UsuarioAlterado } from '@portal/contracts/admin/schemas';
import { call, silent, useAdminMutation, type Saved } from './mutations.ts';

/** the user form's body: PUT's schema without its id for POST */
export type UsuarioBody = Omit<UsuarioAlterado, 'id'> & { id?: number };
/** POST participantes (201) or PUT participantes with id, roleId and bloquear. */
export const useSalvarUsuario = () =>
  useAdminMutation('salvar-usuario', (b: UsuarioBody) => call<Saved>(b.id ? 'PUT' : 'POST', 'participantes', { body: b, ...silent }), [
    'participantes',
    'auditoria',
  ]);
