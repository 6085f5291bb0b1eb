import { call, silent, useAdminMutation, type Saved } from './mutations.ts';

export interface RegiaoBody {
  id?: number;
  descricao: string;
  responsaveis?: { userId: number; nome: string; role: string }[];
}
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
