import type { DealerAlterado } from '@portal/contracts/admin/dealers-schemas';
import { call, silent, useAdminMutation, type Saved } from './mutations.ts';

/** the dealer form's body: PUT's schema, whose id is optional (POST sends none) */
export type DealerBody = DealerAlterado;
/** POST concessionarias, or PUT concessionarias/{id} (the CNPJ table replaces the stored one). */
export const useSalvarConcessionaria = () =>
  useAdminMutation(
    'salvar-dealer',
    (b: DealerBody) => call<Saved>(b.id ? 'PUT' : 'POST', b.id ? `concessionarias/${b.id}` : 'concessionarias', { body: b, ...silent }),
    ['concessionarias', 'grupos-concessionaria', 'auditoria'],
  );
