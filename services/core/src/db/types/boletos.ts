import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, Json, Numeric, BoletoDate } from './columns.ts';

export interface BoletosTable {
  id: number;
  pedido_id: number;
  concessionaria_id: number;
  concessionaria_grupo_id: number | null;
  status: number;
  numero_parcela: number;
  quantidade_vezes: number;
  tipo_pagamento: string;
  valor_total: Numeric;
  valor_parcial: ColumnType<string | null, string | number | null, string | number | null>;
  valor_boleto: Numeric;
  entrada: ColumnType<string | null, string | number | null, string | number | null>;
  data_emissao: BoletoDate;
  data_vencimento: BoletoDate;
  data_pagamento: ColumnType<string | null, string | null, string | null>;
  valor_pago: ColumnType<string | null, string | number | null, string | number | null>;
  nosso_numero: string | null;
  banco: string | null;
  linha_digitavel: string | null;
  codigo_barras: string | null;
  substitui_boleto_id: number | null;
  substituido_por_id: number | null;
  criado_em: Timestamp;
  atualizado_em: Timestamp;
  contexto: Json;
  ultima_posicao: Numeric;
}
export interface BoletosWorkflowTable {
  boleto_id: number;
  criado_em: Generated<Date>;
  iniciado_em: Date | null;
}
/** A boleto's 'Código de acesso' for the public second copy (migration 2026-11-27T1000). */
export interface BoletosCodigoAcessoTable {
  boleto_id: number;
  codigo: string;
  criado_em: Generated<Date>;
}
/** Public lookups per document (SHA-256) and fixed window: core boletos/limite-documento.ts. */
export interface BoletosConsultasDocumentoTable {
  documento_hash: string;
  janela: Date;
  consultas: Generated<number>;
}
export interface BancoSandboxTitulosTable {
  boleto_id: number;
  banco: string;
  agencia: string;
  conta: string;
  carteira: string;
  nosso_numero: string;
  nosso_numero_impresso: string;
  codigo_barras: string;
  linha_digitavel: string;
  /** numeric(12,2): read as a string */
  valor: ColumnType<string, string | number, string | number>;
  vencimento: ColumnType<Date, string, string>;
  emissao: ColumnType<Date, string, string>;
  numero_documento: string;
  pagador: Json;
  situacao: ColumnType<'registrado' | 'pago' | 'baixado', 'registrado' | 'pago' | 'baixado' | undefined, 'registrado' | 'pago' | 'baixado'>;
  registrado_em: ColumnType<Date, string | Date, string | Date>;
  pago_em: ColumnType<Date | null, string | Date | null | undefined, string | Date | null>;
  valor_pago: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  pagamento_informado_em: ColumnType<Date | null, string | Date | null | undefined, string | Date | null>;
  baixado_em: ColumnType<Date | null, string | Date | null | undefined, string | Date | null>;
  motivo_baixa: string | null;
}
export interface BoletosTables {
  boletos: BoletosTable;
  boletos_workflow: BoletosWorkflowTable;
  boletos_codigo_acesso: BoletosCodigoAcessoTable;
  boletos_consultas_documento: BoletosConsultasDocumentoTable;
  banco_sandbox_titulos: BancoSandboxTitulosTable;
}
