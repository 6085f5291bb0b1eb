/** Names shared by the worker and the code that starts workflows (the API, the sweep, tests). */
export const TASK_QUEUE = 'portal';

/** Workflow ids are business keys: starting the same id twice is refused by Temporal, so a start is idempotent. */
export const emailWorkflowId = (outboxId: string) => `email-${outboxId}`;

export const ENVIAR_EMAIL_WORKFLOW = 'enviarEmailWorkflow';
export const VARRER_CAIXA_SAIDA_WORKFLOW = 'varrerCaixaSaidaWorkflow';
export const VARRER_CAIXA_SAIDA_ID = 'varrer-caixa-saida';
