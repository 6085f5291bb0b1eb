import type { ColumnType, Generated } from 'kysely';

export interface ImportacoesTable {
  id: Generated<number>;
  arquivo: number;
  parametros: ColumnType<Record<string, number>, string, string>;
  nome_arquivo: string;
  arquivo_id: string;
  status: ColumnType<number, number | undefined, number>;
  lidas: ColumnType<number, number | undefined, number>;
  total: number | null;
  ok: ColumnType<number, number | undefined, number>;
  aviso: ColumnType<number, number | undefined, number>;
  erro: ColumnType<number, number | undefined, number>;
  duplicado: ColumnType<number, number | undefined, number>;
  mensagem: string | null;
  cancelar: ColumnType<boolean, boolean | undefined, boolean>;
  usuario_id: number;
  usuario_nome: string;
  data_importacao: ColumnType<Date, Date | string, Date | string>;
  iniciada: ColumnType<boolean, boolean | undefined, boolean>;
  concluida_em: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}
export interface ImportacaoLinhasTable {
  importacao_id: number;
  numero: number;
  status: number;
  mensagem: string | null;
  chave: string | null;
}
export interface PrecosFinaisTable {
  id: Generated<number>;
  derivativo_id: number;
  ano_modelo_id: number;
  preco_publico: ColumnType<string, string | number, string | number>;
  vigente_desde: ColumnType<Date, string, string>;
  importacao_id: number | null;
  atualizado_em: ColumnType<Date, Date | string | undefined, Date | string>;
}
export interface ImportsTables {
  importacoes: ImportacoesTable;
  importacao_linhas: ImportacaoLinhasTable;
  precos_finais: PrecosFinaisTable;
}
