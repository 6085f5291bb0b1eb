import { call, silent, useAdminMutation, type Saved } from './mutations.ts';

/** POST grupos/concessionaria {nome, status}, or PUT grupos/concessionaria/{id} {id, nome, status}. */
export const useSalvarGrupo = () =>
  useAdminMutation(
    'salvar-grupo',
    (b: { id?: number; nome: string; status: number }) =>
      call<Saved>(b.id ? 'PUT' : 'POST', b.id ? `grupos/concessionaria/${b.id}` : 'grupos/concessionaria', { body: b, ...silent }),
    ['grupos-concessionaria', 'auditoria'],
  );
