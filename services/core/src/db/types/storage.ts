import type { Generated } from 'kysely';
import type { Timestamp, Numeric } from './columns.ts';

export interface ArquivosTable {
  id: string;
  chave: string;
  nome_original: string;
  tipo_conteudo: string;
  tamanho: Numeric;
  sha256: string;
  enviado_por_id: number;
  enviado_por_nome: string;
  espelho_admin_id: number | null;
  concessionaria_id: number | null;
  enviado_em: Timestamp;
  finalidade: string;
}
export interface ArquivosAnexadosTable {
  arquivo_id: string;
  contexto: string;
  anexado_em: Generated<Date>;
}
export interface ArquivosDescartadosTable {
  chave: string;
  descartado_em: Generated<Date>;
}
export interface StorageTables {
  arquivos: ArquivosTable;
  arquivos_anexados: ArquivosAnexadosTable;
  arquivos_descartados: ArquivosDescartadosTable;
}
