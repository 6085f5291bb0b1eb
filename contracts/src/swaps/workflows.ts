/** Swap workflow names, ids and signal names, shared by the worker, the API and the tests (task queue: TASK_QUEUE of ../workflows.ts). */
export const EXPIRAR_TROCA_WORKFLOW = 'expirarTrocaWorkflow';
/** Workflow id is the business key: one expiry per swap, a second start is refused by Temporal. */
export const expiracaoTrocaWorkflowId = (trocaId: number) => `expiracao-troca-${trocaId}`;

/** Signals that tell `expiracao-troca-<trocaId>` the request was answered (it then ends without expiring). */
export const SINAIS_TROCA = {
  aceita: 'trocaAceita',
  rejeitada: 'trocaRejeitada',
  cedida: 'trocaCedida',
  cancelada: 'trocaCancelada',
  /** closed because one of its vehicles was swapped in another request */
  encerrada: 'trocaEncerrada',
} as const;
export type SinalTroca = (typeof SINAIS_TROCA)[keyof typeof SINAIS_TROCA];

/** Starts the expiry workflows the API could not start (no Temporal client, or Temporal away): every minute or on its signal. */
export const VARRER_TROCAS_WORKFLOW = 'varrerTrocasWorkflow';
export const VARRER_TROCAS_ID = 'varrer-trocas';
export const VARRER_TROCAS_AGORA = 'varrerTrocasAgora';

/** The daily automatic swap after the stock time limit (TempoLimiteEstoque 'Troca Automatica'). */
export const TROCA_AUTOMATICA_WORKFLOW = 'trocaAutomaticaWorkflow';
export const TROCA_AUTOMATICA_SCHEDULE_ID = 'troca-automatica-diaria';
/** 03:00 in Brasília, every day */
export const TROCA_AUTOMATICA_HORA = 3;
