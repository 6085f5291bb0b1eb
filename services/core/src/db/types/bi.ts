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
  emplacamentos: EmplacamentosTable;
}
