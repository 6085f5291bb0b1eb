import type { Timestamp, Json, DateCol, Numeric } from './columns.ts';

export interface BiVeiculosTable {
  veiculo_id: number;
  local: 'jlr' | 'dealer' | null;
  desde: DateCol | null;
  status: number | null;
  concessionaria_id: number | null;
  marca_id: number | null;
  modelo_id: number | null;
  data_faturamento: DateCol | null;
  test_drive: boolean;
  venda_direta: boolean;
  contexto: Json;
  ultima_posicao: Numeric;
}
/** bi_estoque_contagens: the vehicles in a stock, per stock × day they entered it × dealer × brand × model. */
export interface BiEstoqueContagensTable {
  local: 'jlr' | 'dealer';
  desde: DateCol | null;
  concessionaria_id: number | null;
  marca_id: number | null;
  modelo_id: number | null;
  n: number;
}
/** bi_faturamento_contagens: the billed vehicles, per billing day × dealer × brand × model × direct sale × Test Drive. */
export interface BiFaturamentoContagensTable {
  data_faturamento: DateCol;
  concessionaria_id: number | null;
  marca_id: number | null;
  modelo_id: number | null;
  venda_direta: boolean;
  test_drive: boolean;
  n: number;
}
export interface EmplacamentosTable {
  chassi: string;
  concessionaria_id: number;
  data_emplacamento: DateCol;
  placa: string | null;
  importacao_id: number;
  importado_em: Timestamp;
}
export interface BiTables {
  bi_veiculos: BiVeiculosTable;
  bi_estoque_contagens: BiEstoqueContagensTable;
  bi_faturamento_contagens: BiFaturamentoContagensTable;
  emplacamentos: EmplacamentosTable;
}
