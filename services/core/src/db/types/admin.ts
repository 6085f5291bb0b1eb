import type { Generated } from 'kysely';

export interface RegionaisTable {
  id: Generated<number>;
  descricao: string;
  data_cadastro: Generated<Date>;
}
export interface ConcessionariaGruposTable {
  id: Generated<number>;
  nome: string;
  status: Generated<number>;
}
export interface ConcessionariasTable {
  id: Generated<number>;
  codigo_dealer: string;
  nome: string;
  concessionaria_grupo_id: number;
  regional_id: number;
  status: Generated<number>;
  cep: string | null;
  numero: string | null;
  logradouro: string | null;
  bairro: string | null;
  cidade_id: number | null;
  uf_id: number | null;
  nome_cidade: string | null;
  nome_uf: string | null;
}
export interface ConcessionariaCnpjsTable {
  cnpj: string;
  concessionaria_id: number;
}
export interface RegionalResponsaveisTable {
  regional_id: number;
  participante_id: number;
}
export interface AdminTables {
  regionais: RegionaisTable;
  concessionaria_grupos: ConcessionariaGruposTable;
  concessionarias: ConcessionariasTable;
  concessionaria_cnpjs: ConcessionariaCnpjsTable;
  regional_responsaveis: RegionalResponsaveisTable;
}
