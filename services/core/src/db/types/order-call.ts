import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, Json, Numeric } from './columns.ts';

export interface CiclosTable {
  id: number;
  ano_fiscal: number;
  ano: number;
  mes: number;
  ordem: number;
  nome: string;
}
export interface PlanoAnualTable {
  ano_fiscal: number;
  concessionaria_id: number;
  modelo_id: number;
  quantidade: number;
  fonte: Generated<string>;
  importacao_id: number | null;
  importado_em: Timestamp | null;
}
export interface PlanosProducaoTable {
  id: number;
  ano_fiscal: number;
  mes: number;
  celulas: Json;
  criado_em: Timestamp;
  atualizado_em: Timestamp;
  ultimo_processamento: Timestamp | null;
  contexto: Json;
  ultima_posicao: Numeric;
}
export interface OrderCallTable {
  plano_id: number;
  concessionaria_id: number;
  concessionaria_grupo_id: number | null;
  modelo_id: number;
  ciclo_id: number;
  quantidade_calculada: number;
  quantidade_final: number;
  explicacao: Json;
  alteracoes: ColumnType<unknown, string | undefined, string>;
  processamento_id: string;
}
export interface OrderCallProcessamentosTable {
  plano_id: number;
  processamento_id: string;
  status: string;
  feitos: Generated<number>;
  total: Generated<number>;
  iniciado_em: Timestamp;
  concluido_em: Timestamp | null;
  iniciado_por_nome: string | null;
}
/** View: each vehicle model with the managed model type of its name (migration 2026-11-27T1220). */
export interface TiposModeloVeiculosView {
  modelo_id: number;
  tipo_modelo_agrupado_id: number;
  marca_id: number;
}
/** View: each managed model type with its brand (null while no vehicle model has its name). */
export interface TiposModeloPlanoView {
  id: number;
  descricao: string;
  marca_id: number | null;
}
export interface OrderCallTables {
  tipos_modelo_veiculos: TiposModeloVeiculosView;
  tipos_modelo_plano: TiposModeloPlanoView;
  ciclos: CiclosTable;
  plano_anual: PlanoAnualTable;
  planos_producao: PlanosProducaoTable;
  order_call: OrderCallTable;
  order_call_processamentos: OrderCallProcessamentosTable;
}
