import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, Json, Numeric } from './columns.ts';

export interface PedidosTable {
  id: number;
  codigo: string;
  concessionaria_id: number;
  concessionaria_grupo_id: number | null;
  tipo_venda: number;
  pre_pagamento: boolean;
  veiculo_id: number | null;
  step: number;
  tipo_cliente: number | null;
  cliente_nome: string | null;
  cliente_documento: string | null;
  chassi: string | null;
  numero_pedido: string | null;
  modelo_id: number | null;
  marca: string | null;
  percentual_comissao: ColumnType<string | null, string | number | null, string | number | null>;
  valor_comissao: ColumnType<string | null, string | number | null, string | number | null>;
  motivo: string | null;
  criado_por_id: number | null;
  criado_por_nome: string | null;
  criado_em: Timestamp;
  atualizado_em: Timestamp;
  contexto: Json;
  ultima_posicao: Numeric;
}
export interface UfsTable {
  id: number;
  sigla: string;
  nome: string;
}
export interface MunicipiosTable {
  id: number;
  uf_id: number;
  nome: string;
}
export interface CepsTable {
  cep: string;
  logradouro: ColumnType<string, string | undefined, string>;
  complemento: ColumnType<string, string | undefined, string>;
  bairro: ColumnType<string, string | undefined, string>;
  cidade_id: number | null;
  uf_id: number;
  fonte: 'carga' | 'provedor';
  atualizado_em: ColumnType<Date, string | Date | undefined, string | Date>;
}
export interface ProfissoesTable {
  id: number;
  descricao: string;
  ativo: ColumnType<boolean, boolean | undefined, boolean>;
}
export interface VersoesTable {
  id: Generated<number>;
  derivativo_id: number;
  ano_modelo_id: number;
  descricao: string;
  ativo: ColumnType<boolean, boolean | undefined, boolean>;
}
export interface PoliticaDescontoTable {
  id: Generated<number>;
  tipo_desconto: number;
  derivativo_id: number;
  versao_id: number | null;
  /** numeric(6,3): read as text */
  desconto: ColumnType<string, string | number, string | number>;
  comissao: ColumnType<string, string | number, string | number>;
  vigente_desde: ColumnType<Date, string, string>;
  criado_em: ColumnType<Date, string | Date | undefined, never>;
  /** the import that wrote the row last (migration 2026-11-25T1000-importacoes); null for the demo's */
  importacao_id: ColumnType<number | null, number | null | undefined, number | null>;
}
export interface DirectSalesTables {
  pedidos: PedidosTable;
  ufs: UfsTable;
  municipios: MunicipiosTable;
  ceps: CepsTable;
  profissoes: ProfissoesTable;
  versoes: VersoesTable;
  politica_desconto: PoliticaDescontoTable;
}
