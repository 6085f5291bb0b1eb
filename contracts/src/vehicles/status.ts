/** Vehicle status codes (DECISIONS.md "Vehicles and stock": 0-11, 13, 14; 12 split into 120/121/122). */
export const STATUS = {
  cota: 0,
  faturamentoSolicitado: 1,
  faturado: 2,
  aguardandoAutorizacao: 3,
  indisponivel: 4,
  bloqueado: 5,
  processandoFaturamento: 6,
  falhaFaturamento: 7,
  processandoStatus: 8,
  cancelado: 9,
  consignado: 10,
  troca: 11,
  vendaDireta: 13,
  reservado: 14,
  pocket: 120,
  bolsao: 121,
  pipelineFuturo: 122,
} as const;

export type StatusVeiculo = (typeof STATUS)[keyof typeof STATUS];
export type EstadoVeiculo = keyof typeof STATUS;

export const STATUS_NOME: Record<StatusVeiculo, string> = {
  0: 'Cota Concessionário',
  1: 'Faturamento solicitado',
  2: 'Faturado',
  3: 'Aguardando Autorização',
  4: 'Indisponível',
  5: 'Bloqueado',
  6: 'Processando Faturamento',
  7: 'Falha Faturamento',
  8: 'Processando Status',
  9: 'Cancelado',
  10: 'Consignado',
  11: 'Troca',
  13: 'Venda Direta',
  14: 'Reservado',
  120: 'Pocket',
  121: 'Bolsão',
  122: 'Pipeline Futuro',
};

export const ESTADO_DO_STATUS = Object.fromEntries(Object.entries(STATUS).map(([k, v]) => [v, k])) as Record<StatusVeiculo, EstadoVeiculo>;

export const TODOS_STATUS = Object.values(STATUS) as StatusVeiculo[];
/** "status 12" in a filter means the three pipeline statuses. */
export const STATUS_PIPELINE = [120, 121, 122] as const;
/** Overview default: 0-7 and 9-14 (12 = the pipeline three). */
export const STATUS_PADRAO_VISAO_GERAL = [0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 13, 14, 120, 121, 122] as const;
/** Faturamentos Abertos default; Faturamentos fechados is 2. */
export const STATUS_FATURAMENTO_ABERTO = [0, 1, 3, 4, 10, 11, 14] as const;
export const STATUS_FATURAMENTO_FECHADO = [2] as const;
/** The order release/block/cancel list leaves out 6 and 7. */
export const STATUS_FORA_LIBERACAO = [6, 7] as const;

/** Expands a filter list: 12 means 120, 121 and 122. */
export function expandirStatus(lista: readonly number[]): number[] {
  const out = new Set<number>();
  for (const s of lista) {
    if (s === 12) STATUS_PIPELINE.forEach((p) => out.add(p));
    else out.add(s);
  }
  return [...out];
}

/** Sale type categories decide where a billing request leads. */
export type CategoriaVenda = 'estoque' | 'consignado' | 'vendaDireta' | 'autorizacao';
export const TIPO_VENDA = { estoque: 1, consignado: 2, vendaDireta: 3, testDrive: 4, frotista: 5 } as const;

/** Billing request (faturamento pedido) statuses: Liberar sets 3, Recusar 5 (spec 4.2). */
export const STATUS_SOLICITACAO = { aguardandoLiberacao: 1, faturado: 2, liberado: 3, cancelado: 4, recusado: 5 } as const;
export const STATUS_SOLICITACAO_NOME: Record<number, string> = {
  1: 'Aguardando liberação',
  2: 'Faturado',
  3: 'Liberado',
  4: 'Cancelado',
  5: 'Recusado',
};

export const MESES = ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro'] as const;
