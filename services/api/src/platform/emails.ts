/** Hands outbox e-mails to whoever delivers them (the Temporal worker in a running portal). */
export interface EmailDispatcher {
  dispatch(ids: string[]): Promise<void>;
}

/** No delivery: the rows stay in the outbox and the worker's sweep sends them when it runs. */
export const outboxOnly: EmailDispatcher = { dispatch: async () => {} };
