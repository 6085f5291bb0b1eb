import type { RegiaoAlterada } from '@portal/contracts/admin/dealers-schemas';
import { call, silent, useAdminMutation, type Saved } from './mutations.ts';

/** the region form's body: PUT's schema, whose id is optional (POST sends only the descricao) */
export type RegiaoBody = RegiaoAlterada;
/** POST participantes/regional {descricao}, or PUT participantes/regional/{id} {descricao, responsaveis}. */
export const useSalvarRegiao = () =>
  useAdminMutation(
    'salvar-regiao',
    (b: RegiaoBody) =>
      call<Saved>(b.id ? 'PUT' : 'POST', b.id ? `participantes/regional/${b.id}` : 'participantes/regional', {
        body: b.id ? b : { descricao: b.descricao },
        ...silent,
      }),
    ['regionais', 'auditoria'],
  );
