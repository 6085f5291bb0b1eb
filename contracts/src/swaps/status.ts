/** Swap statuses, one list for filters and rows (DECISIONS.md "Vehicles and stock"). */
export const STATUS_TROCA = {
  aguardandoAutorizacao: 1,
  pendente: 2,
  trocado: 3,
  cancelado: 4,
  rejeitado: 5,
  cedido: 7,
  expirado: 8,
} as const;
export type StatusTroca = (typeof STATUS_TROCA)[keyof typeof STATUS_TROCA];
export type EstadoTroca = keyof typeof STATUS_TROCA;

export const STATUS_TROCA_NOME: Record<StatusTroca, string> = {
  1: 'Aguardando Autorização',
  2: 'Pendente',
  3: 'Trocado',
  4: 'Cancelado',
  5: 'Rejeitado',
  7: 'Cedido',
  8: 'Expirado',
};
/** The wording of the swap rows (spec 4.2: Pendente, Recusado, Cancelado, Realizado, Aguardando Autorização). */
export const STATUS_TROCA_LINHA: Record<StatusTroca, string> = { ...STATUS_TROCA_NOME, 3: 'Realizado', 5: 'Recusado' };

export const ESTADO_DA_TROCA = Object.fromEntries(Object.entries(STATUS_TROCA).map(([k, v]) => [v, k])) as Record<StatusTroca, EstadoTroca>;

/** Swap types of the Minhas Trocas filter: 1 Trocadas, 2 Recebidas, 3 Solicitação sem troca. */
export const TIPO_TROCA = { trocadas: 1, recebidas: 2, semTroca: 3 } as const;

/** Default of the general settings the swaps read (conf4, conf8, conf9; DECISIONS.md "Settings"). */
export const CONFIG_TROCA = {
  /** conf4: swap process duration, in business days */
  duracaoTroca: 4,
  /** conf8: stock time limit in days, after which swaps are automatic */
  tempoLimiteEstoque: 8,
  /** conf9: monthly limit of cessions per dealer */
  limiteCessoesMes: 9,
} as const;
