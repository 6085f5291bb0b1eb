import type { Generated } from 'kysely';
import type { Timestamp, Json, DateCol, Numeric } from './columns.ts';

export interface MarcasTable {
  id: Generated<number>;
  nome: string;
}
export interface ModelosTable {
  id: Generated<number>;
  marca_id: number;
  descricao: string;
}
export interface DerivativosTable {
  id: Generated<number>;
  modelo_id: number;
  descricao: string;
}
export interface AnosModeloTable {
  id: Generated<number>;
  ano: number;
}
export interface VeiculoDescricoesTable {
  id: Generated<number>;
  descricao: string;
}
export interface TiposVendaTable {
  id: number;
  nome: string;
  categoria: string;
  exige_pagamento: boolean;
}
export interface TiposPagamentoTable {
  id: number;
  tipo_venda_id: number;
  nome: string;
}
export interface VeiculosTable {
  id: number;
  pedido: string;
  chassi: string;
  status: number;
  status_anterior: number | null;
  marca_id: number;
  modelo_id: number;
  derivativo_id: number;
  descricao_id: number;
  descricao: string;
  ano_modelo_id: number;
  cor_interna: string;
  cor_externa: string;
  specs: Json;
  tipo_pedido_comum: string | null;
  tipo_pedido_marca: string | null;
  concessionaria_id: number | null;
  concessionaria_grupo_id: number | null;
  dealer_origem_id: number | null;
  dealer_consignado_id: number | null;
  dealer_solicitante_id: number | null;
  dealer_solicitante_grupo_id: number | null;
  data_disponibilidade: DateCol | null;
  mes_disponibilidade: number | null;
  ano_disponibilidade: number | null;
  data_prorrogacao_faturamento: DateCol | null;
  data_entrada_estoque: DateCol | null;
  data_consignacao: DateCol | null;
  faturamento_pedido_id: number | null;
  tipo_venda_id: number | null;
  categoria_venda: string | null;
  tipo_pagamento_id: number | null;
  data_prevista_faturamento: DateCol | null;
  faturar_assim_que_possivel: boolean;
  prioridade: boolean;
  data_solicitacao_faturamento: Timestamp | null;
  user_solicitado_admin_id: number | null;
  data_faturamento: DateCol | null;
  nota_fiscal: string | null;
  bloqueado_troca: boolean;
  nsc: boolean;
  dealer_principal: boolean;
  motivo: string | null;
  atualizado_em: Timestamp;
  ultima_posicao: Numeric;
}
export interface VeiculoLogsTable {
  veiculo_id: number;
  estado: Json;
  entradas: Json;
  ultima_posicao: Numeric;
}
/** veiculos_contagens: the vehicles counted per dealer × status × model × month of availability (lists' totals). */
export interface VeiculosContagensTable {
  concessionaria_id: number | null;
  status: number;
  modelo_id: number;
  dealer_solicitante_id: number | null;
  concessionaria_grupo_id: number | null;
  dealer_solicitante_grupo_id: number | null;
  marca_id: number;
  ano_disponibilidade: number | null;
  mes_disponibilidade: number | null;
  tipo_venda_id: number | null;
  nsc: boolean;
  n: number;
}
/** veiculos_contagens_relatorio: the vehicles counted per dealer × status × model × the home reports' days. */
export interface VeiculosContagensRelatorioTable {
  concessionaria_id: number | null;
  status: number;
  modelo_id: number;
  dealer_consignado_id: number | null;
  marca_id: number;
  ano_modelo_id: number;
  tipo_venda_id: number | null;
  tipo_pagamento_id: number | null;
  categoria_venda: string | null;
  nsc: boolean;
  data_entrada_estoque: DateCol | null;
  data_faturamento: DateCol | null;
  dia_solicitacao_faturamento: DateCol | null;
  data_disponibilidade: DateCol | null;
  n: number;
}
/** veiculos_contagens_dealer: the same without model, model year and brand (the home reports' Dealer tab). */
export type VeiculosContagensDealerTable = Omit<VeiculosContagensRelatorioTable, 'modelo_id' | 'ano_modelo_id' | 'marca_id'>;
/** veiculos_contagens_pipeline: the vehicles not cancelled, per dealer (and requesting dealer, groups) × status × model × sale type × the pipeline's days. */
export interface VeiculosContagensPipelineTable {
  concessionaria_id: number | null;
  status: number;
  modelo_id: number;
  dealer_solicitante_id: number | null;
  concessionaria_grupo_id: number | null;
  dealer_solicitante_grupo_id: number | null;
  marca_id: number;
  tipo_venda_id: number | null;
  dia_solicitacao_faturamento: DateCol | null;
  data_faturamento: DateCol | null;
  data_disponibilidade: DateCol | null;
  data_entrada_estoque: DateCol | null;
  n: number;
}
/** veiculos_contagens_troca: the vehicles a swap list can show (not blocked for swap, Cota or Troca), per dealer × status × group × the swap lists' filters. */
export interface VeiculosContagensTrocaTable {
  concessionaria_id: number | null;
  status: number;
  concessionaria_grupo_id: number | null;
  marca_id: number;
  modelo_id: number;
  derivativo_id: number;
  descricao_id: number;
  ano_modelo_id: number;
  mes_disponibilidade: number | null;
  n: number;
}
export interface VehiclesTables {
  marcas: MarcasTable;
  modelos: ModelosTable;
  derivativos: DerivativosTable;
  anos_modelo: AnosModeloTable;
  veiculo_descricoes: VeiculoDescricoesTable;
  tipos_venda: TiposVendaTable;
  tipos_pagamento: TiposPagamentoTable;
  veiculos: VeiculosTable;
  veiculo_logs: VeiculoLogsTable;
  veiculos_contagens: VeiculosContagensTable;
  veiculos_contagens_relatorio: VeiculosContagensRelatorioTable;
  veiculos_contagens_dealer: VeiculosContagensDealerTable;
  veiculos_contagens_pipeline: VeiculosContagensPipelineTable;
  veiculos_contagens_troca: VeiculosContagensTrocaTable;
}
