import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, Json } from './columns.ts';

export interface TiposModeloAgrupadoTable {
  id: Generated<number>;
  descricao: string;
  usuario_cadastro_nome: string;
  data_cadastro: ColumnType<Date, string | Date | undefined, never>;
}
export interface TiposModeloCodigosTable {
  id: Generated<number>;
  tipo_modelo_agrupado_id: number;
  codigo: string;
  status: number;
  usuario_cadastro_id: number | null;
  usuario_cadastro_nome: string;
  data_cadastro: ColumnType<Date, string | Date | undefined, never>;
}
export interface SpecsVigenciasTable {
  id: Generated<number>;
  tipo_modelo_agrupado_id: number;
  inicio_vigencia: ColumnType<Date, string | Date, string | Date>;
  fim_vigencia: ColumnType<Date | null, string | Date | null | undefined, string | Date | null>;
  opcionais: Json;
  importacao_id: number | null;
  usuario_nome: string;
  data_cadastro: ColumnType<Date, string | Date | undefined, never>;
}
export interface SpecsConformidadeTable {
  numero_pedido: string;
  chassi: string | null;
  concessionaria_id: number | null;
  concessionaria_grupo_id: number | null;
  codigo_modelo: string | null;
  tipo_modelo_agrupado_id: number | null;
  modelo_descricao: string | null;
  situacao: number;
  status: number;
  padrao: Json;
  opcionais: Json;
  data_processamento: Timestamp;
}
export interface SpecsConformidadeHistoricoTable {
  id: Generated<number>;
  numero_pedido: string;
  data_processamento: Timestamp;
  situacao: number;
  opcionais_faltantes: Json;
  opcionais_extras: Json;
  importacao_id: number | null;
}
export interface SpecsTables {
  tipos_modelo_agrupado: TiposModeloAgrupadoTable;
  tipos_modelo_codigos: TiposModeloCodigosTable;
  specs_vigencias: SpecsVigenciasTable;
  specs_conformidade: SpecsConformidadeTable;
  specs_conformidade_historico: SpecsConformidadeHistoricoTable;
}
