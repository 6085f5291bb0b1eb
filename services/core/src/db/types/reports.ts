import type { Generated } from 'kysely';
import type { Timestamp } from './columns.ts';

export interface VarejoMensalTable {
  concessionaria_id: number;
  modelo_id: number;
  ano: number;
  mes: number;
  quantidade: number;
  fonte: Generated<string>;
  /** 1 Varejo (dealer retail), 2 Retail 2 (direct sales). */
  canal: Generated<number>;
  importacao_id: number | null;
  importado_em: Timestamp | null;
}
export interface FloorPlanTable {
  ciclo_id: number;
  concessionaria_id: number;
  limite: string;
  utilizado: string;
  importacao_id: number;
  importado_em: Timestamp;
}
export interface RelatorioValoresTable {
  tipo_id: number;
  ciclo_id: number;
  indicador: string;
  concessionaria_id: Generated<number>;
  modelo_id: Generated<number>;
  valor: string;
  importacao_id: number;
  importado_em: Timestamp;
}
export interface ReportsTables {
  varejo_mensal: VarejoMensalTable;
  floor_plan: FloorPlanTable;
  relatorio_valores: RelatorioValoresTable;
}
