import type { Timestamp, DateCol, Numeric } from './columns.ts';

export interface SolicitacoesFaturamentoTable {
  id: number;
  veiculo_id: number;
  status: number;
  tipo_venda_id: number;
  categoria: string;
  tipo_pagamento_id: number | null;
  dealer_solicitante_id: number;
  dealer_solicitante_grupo_id: number;
  data_faturamento: DateCol | null;
  faturar_assim_que_possivel: boolean;
  prioridade: boolean;
  solicitado_em: Timestamp;
  solicitado_por_id: number | null;
  solicitado_por_nome: string | null;
  admin_id: number | null;
  decidido_em: Timestamp | null;
  decidido_por_nome: string | null;
  motivo: string | null;
  ultima_posicao: Numeric;
}
export interface BillingTables {
  solicitacoes_faturamento: SolicitacoesFaturamentoTable;
}
