import type { Generated } from 'kysely';

export interface PopupsTable {
  id: Generated<number>;
  titulo: string;
  texto: string;
  ordem: number;
  status: number;
  /** date columns, written and read as 'YYYY-MM-DD' text */
  periodo_de: string;
  periodo_ate: string;
  criado_em: Generated<Date>;
  atualizado_em: Generated<Date>;
}
export interface PopupGruposTable {
  popup_id: number;
  grupo_perfil_id: number;
}
export interface PopupsTables {
  popups: PopupsTable;
  popup_grupos: PopupGruposTable;
}
