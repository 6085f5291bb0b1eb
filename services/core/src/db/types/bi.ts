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
  emplacamentos: EmplacamentosTable;
}
