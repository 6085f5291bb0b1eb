/** Boleto workflow names, ids and signals, shared by the worker, the API and the tests (task queue: TASK_QUEUE of ../workflows.ts). */
export const BOLETO_WORKFLOW = 'boletoWorkflow';
/** Workflow id is the business key: one lifecycle per boleto, a second start is refused by Temporal. */
export const boletoWorkflowId = (boletoId: number) => `boleto-${boletoId}`;

/** Signals to `boleto-<id>`: the bank reported a payment (the sandbox's lever, a real bank's notice), the boleto was cancelled or replaced. */
export const SINAIS_BOLETO = { pago: 'boletoPago', cancelado: 'boletoCancelado' } as const;
export type SinalBoleto = (typeof SINAIS_BOLETO)[keyof typeof SINAIS_BOLETO];

/** Starts the `boleto-<id>` workflows the API could not start: every minute or on its signal. */
export const VARRER_BOLETOS_WORKFLOW = 'varrerBoletosWorkflow';
export const VARRER_BOLETOS_ID = 'varrer-boletos';
export const VARRER_BOLETOS_AGORA = 'varrerBoletosAgora';

/** How often a waiting boleto asks the bank whether it was paid (a notice may be lost). */
export const CONCILIAR_A_CADA = '6 hours';

/** The instant a due date (yyyy-MM-dd) ends in São Paulo: the `venceEm` argument of `boleto-<id>`. */
export const fimDoVencimento = (vencimento: string) => new Date(`${vencimento}T23:59:59.999-03:00`).toISOString();
