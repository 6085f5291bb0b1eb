import type { ColumnType, Generated } from 'kysely';

export interface ConfiguracoesPortalTable {
  chave: string;
  valor: string;
}
export interface ConfiguracoesGeraisTable {
  id: Generated<number>;
  tipo: number;
  valor: string;
  usuario_id: number | null;
  usuario_nome: string;
  data_alteracao: ColumnType<Date, string | Date | undefined, never>;
  /** conf10 (KPI deadline): the month it is for */
  ano: ColumnType<number | null, number | null | undefined, never>;
  mes: ColumnType<number | null, number | null | undefined, never>;
}
export interface SettingsTables {
  configuracoes_portal: ConfiguracoesPortalTable;
  configuracoes_gerais: ConfiguracoesGeraisTable;
}
