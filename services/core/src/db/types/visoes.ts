import type { Timestamp, Json, Numeric } from './columns.ts';

/** visoes: the read model of the `visao-<id>` streams (saved views of the lists). */
export interface VisoesTable {
  id: number;
  lista: string;
  nome: string;
  dono_id: number;
  perfil_id: number;
  padrao: boolean;
  compartilhada: boolean;
  filtros: Json;
  colunas: Json | null;
  ordem: Json | null;
  por_pagina: number | null;
  criada_em: Timestamp;
  atualizada_em: Timestamp;
  contexto: Json;
  ultima_posicao: Numeric;
}

export interface VisoesTables {
  visoes: VisoesTable;
}
