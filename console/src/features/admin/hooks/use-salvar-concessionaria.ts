import { call, silent, useAdminMutation, type Saved } from './mutations.ts';

export interface DealerBody {
  id?: number;
  nome: string;
  codigoDealer: string;
  concessionariaGrupoId: number | null;
  regionalId: number | null;
  status: number;
  cnpjs: string[];
  cep: null;
  numero: null;
  logradouro: null;
  bairro: null;
  cidadeId: null;
  ufId: null;
  nomeCidade: null;
  nomeUf: null;
}
/** POST concessionarias, or PUT concessionarias/{id} (the CNPJ table replaces the stored one). */
export const useSalvarConcessionaria = () =>
  useAdminMutation(
    'salvar-dealer',
    (b: DealerBody) => call<Saved>(b.id ? 'PUT' : 'POST', b.id ? `concessionarias/${b.id}` : 'concessionarias', { body: b, ...silent }),
    ['concessionarias', 'grupos-concessionaria', 'auditoria'],
  );
