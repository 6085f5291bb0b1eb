import type { ColumnType } from 'kysely';
import type { Timestamp, Numeric } from './columns.ts';

export interface TrocasTable {
  id: number;
  status: number;
  veiculo_interesse_id: number;
  concessionaria_dona_id: number;
  concessionaria_dona_grupo_id: number | null;
  concessionaria_solicitante_id: number;
  concessionaria_solicitante_grupo_id: number | null;
  veiculos_propostos: number[];
  veiculo_proposto_aceito_id: number | null;
  contato_nome: string;
  contato_email: string;
  contato_telefone: string;
  comentario: string | null;
  solicitado_em: Timestamp;
  solicitado_por_id: number | null;
  solicitado_por_nome: string | null;
  vence_em: Timestamp;
  respondido_em: Timestamp | null;
  respondido_por_id: number | null;
  respondido_por_nome: string | null;
  automatica: boolean;
  motivo: string | null;
  ultima_posicao: Numeric;
}
export interface TrocasExpiracaoTable {
  troca_id: number;
  vence_em: Timestamp;
  criado_em: ColumnType<Date, string | Date | undefined, never>;
  iniciado_em: Timestamp | null;
}
export interface SwapsTables {
  trocas: TrocasTable;
  trocas_expiracao: TrocasExpiracaoTable;
}
