import type { ColumnType, Generated } from 'kysely';
import type { DateCol, Numeric, Timestamp } from './columns.ts';

/** The holidays an administrator keeps beside the national ones (reference data, audited). */
export interface FeriadosTable {
  id: Generated<number>;
  data: DateCol;
  nome: string;
  abrangencia: string | null;
  criado_em: ColumnType<Date, string | Date | undefined, never>;
}
/** The read model of the waiting records with a deadline, one row per record (`chave` = `<tipo>-<id>`). */
export interface PrazosTable {
  chave: string;
  tipo: string;
  registro_id: number;
  concessionaria_id: number | null;
  estado: string;
  iniciado_em: Timestamp;
  vence_em: Timestamp;
  lembrete_em: Timestamp;
  lembrado_em: Timestamp | null;
  vencido_em: Timestamp | null;
  ultima_posicao: Numeric;
}
export interface PrazosWorkflowTable {
  chave: string;
  iniciado_em: ColumnType<Date, string | Date | undefined, string | Date>;
}
export interface PrazosTables {
  feriados: FeriadosTable;
  prazos: PrazosTable;
  prazos_workflow: PrazosWorkflowTable;
}
