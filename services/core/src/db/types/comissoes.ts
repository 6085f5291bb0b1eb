import type { ColumnType } from 'kysely';
import type { Timestamp, Json, Numeric } from './columns.ts';

export interface NotasFiscaisTable {
  id: number;
  concessionaria_id: number;
  concessionaria_grupo_id: number | null;
  step: number;
  pedidos_id: number[];
  numero_nota_fiscal: string;
  data_emissao: ColumnType<Date | null, string | null, string | null>;
  valor_nota_fiscal: ColumnType<string | null, string | number | null, string | number | null>;
  valor_comissao: ColumnType<string, string | number, string | number>;
  cnpj_emitente: string;
  url_nota_fiscal: string;
  comentario: string | null;
  atrelada_em: Timestamp;
  pago_em: ColumnType<Date | null, string | Date | null, string | Date | null>;
  atualizado_em: Timestamp;
  versao: number;
  contexto: Json;
  ultima_posicao: Numeric;
}
export interface ComissoesTables {
  notas_fiscais: NotasFiscaisTable;
}
