/** The order call's Temporal workflow: one per production plan (`order-call-<fcstId>`), task queue `portal`. */
export const ORDER_CALL_WORKFLOW = 'orderCallWorkflow';
export const orderCallWorkflowId = (planoId: number) => `order-call-${planoId}`;
export const CONSULTA_PROGRESSO = 'progresso';

export interface ProgressoOrderCall {
  etapa: 'lendo' | 'distribuindo' | 'gravando' | 'concluido';
  /** model types written so far, of `total` */
  feitos: number;
  total: number;
}
export interface ResultadoOrderCall {
  planoId: number;
  celulas: number;
  quantidadeTotal: number;
}
