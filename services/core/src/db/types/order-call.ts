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
export interface OrderCallTables {
  ciclos: CiclosTable;
  plano_anual: PlanoAnualTable;
  planos_producao: PlanosProducaoTable;
  order_call: OrderCallTable;
  order_call_processamentos: OrderCallProcessamentosTable;
}
