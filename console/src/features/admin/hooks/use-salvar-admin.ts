import { call, silent, useAdminMutation, type Saved } from './mutations.ts';

export interface AdminBody {
  id?: number;
  nome: string;
  email: string;
  emailEmplacamento: boolean;
  bloquear?: boolean;
}
/** POST participantes/admin, or PUT with id and bloquear. */
export const useSalvarAdmin = () =>
  useAdminMutation('salvar-admin', (b: AdminBody) => call<Saved>(b.id ? 'PUT' : 'POST', 'participantes/admin', { body: b, ...silent }), [
    'participantes',
    'auditoria',
  ]);
