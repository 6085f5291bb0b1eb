import type { ColumnType, Generated } from 'kysely';
import type { Json, Numeric, NumNull, DiaNull } from './columns.ts';

export interface KpiMarcasTable {
  id: number;
  nome: string;
  jlr: boolean;
}
export interface KpiTiposAquisicaoTable {
  id: number;
  nome: string;
}
export interface KpiModelosIncentivoTable {
  id: number;
  marca_id: number;
  nome: string;
}
export interface KpiVersoesIncentivoTable {
  id: number;
  modelo_id: number;
  nome: string;
}
export interface KpiPoliticasTable {
  id: number;
  versao_id: number;
  ano_politica: number;
  nome: string;
  bonus: Numeric;
}
export interface KpiStandardsCatalogoTable {
  id: number;
  nome: string;
  ordem: number;
  peso: Numeric;
}
export interface KpiDealersPropriosTable {
  concessionaria_id: number;
}
export interface KpiVeiculosTable {
  id: number;
  ano: number;
  mes: number;
  concessionaria_id: number;
  concessionaria_grupo_id: number | null;
  chassi: string;
  marca_id: number;
  marca_nome: string;
  approved: boolean;
  status: string;
  valor_venda: Numeric;
  depreciacao: NumNull;
  contexto: Json;
  versao: number;
  ultima_posicao: Numeric;
}
export interface KpiPreparacoesTable {
  veiculo_id: number;
  custo_preparacao: NumNull;
  tempo_preparacao: number | null;
  tempo_publicacao: number | null;
  atualizado_em: ColumnType<Date, string | Date | undefined, string | Date>;
}
export interface KpiStandardsTable {
  ano: number;
  mes: number;
  concessionaria_id: number;
  standard_id: number;
  cumpriu: boolean | null;
  justificativa: string | null;
  atualizado_em: ColumnType<Date, string | Date | undefined, string | Date>;
}
export interface KpiCaptacoesTable {
  id: Generated<number>;
  ano: number;
  mes: number;
  concessionaria_id: number;
  marca_id: number;
  chassi: string;
  modelo: string | null;
  custo_aquisicao: Numeric;
  data_compra: DiaNull;
  tipo_aquisicao_id: number;
  caso_troca_modelo: string | null;
  tempo_estoque: number | null;
  data_venda: DiaNull;
  atualizado_em: ColumnType<Date, string | Date | undefined, string | Date>;
}
export interface KpiOutrosTable {
  ano: number;
  mes: number;
  concessionaria_id: number;
  total_venda_veiculos_novos: number | null;
  estoque_ate_30: number;
  estoque_31_60: number;
  estoque_61_90: number;
  estoque_acima_90: number;
  media_dias_carros_estoque: NumNull;
  total_seminovos_vendidos_nao_jlr: number;
  atualizado_em: ColumnType<Date, string | Date | undefined, string | Date>;
}
/** kpi_bases_mensais: the KPI summaries' base figures per dealer × year × month (counts and exact sums), kept by trigger. */
export interface KpiBasesMensaisTable {
  ano: number;
  mes: number;
  concessionaria_id: number;
  venda_novos_informada: number | null;
  varejo_novos: number;
  usados_jaguar: number;
  usados_land_rover: number;
  approved_jaguar: number;
  approved_land_rover: number;
  usados_nao_jlr: number;
  peso_standards_cumpridos: Numeric;
  captacoes_troca: number;
  captacoes_jlr: number;
  soma_depreciacao: Numeric;
  n_depreciacao: number;
  soma_tempo_preparacao: Numeric;
  n_tempo_preparacao: number;
  soma_tempo_publicacao: Numeric;
  n_tempo_publicacao: number;
  soma_custo_preparacao: Numeric;
  n_custo_preparacao: number;
  estoque_ate_30: number;
  estoque_31_60: number;
  estoque_61_90: number;
  estoque_acima_90: number;
}
export interface KpiTables {
  kpi_marcas: KpiMarcasTable;
  kpi_tipos_aquisicao: KpiTiposAquisicaoTable;
  kpi_modelos_incentivo: KpiModelosIncentivoTable;
  kpi_versoes_incentivo: KpiVersoesIncentivoTable;
  kpi_politicas: KpiPoliticasTable;
  kpi_standards_catalogo: KpiStandardsCatalogoTable;
  kpi_dealers_proprios: KpiDealersPropriosTable;
  kpi_veiculos: KpiVeiculosTable;
  kpi_preparacoes: KpiPreparacoesTable;
  kpi_standards: KpiStandardsTable;
  kpi_captacoes: KpiCaptacoesTable;
  kpi_outros: KpiOutrosTable;
  kpi_bases_mensais: KpiBasesMensaisTable;
}
