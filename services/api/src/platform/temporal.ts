import fp from 'fastify-plugin';
import { Client, Connection, WorkflowExecutionAlreadyStartedError } from '@temporalio/client';
import type { TlsTemporal } from '@portal/core/temporal/tls';
import type { EmailDispatcher } from './emails.ts';

import { ENVIAR_EMAIL_WORKFLOW, TASK_QUEUE, emailWorkflowId } from '@portal/contracts/workflows';

declare module 'fastify' {
  interface FastifyInstance {
    temporal: Client;
  }
}

/**
 * A Temporal client over a new connection; `close()` ends the connection. The connection is lazy: the API starts, and
 * answers, while Temporal is away (each start or signal has its own deadline and the worker's sweeps catch up), and the
 * same client reaches Temporal as soon as it is back — no restart of the API. `tls` (mTLS: a client certificate pair, the
 * server's CA) comes from `tlsTemporalDoAmbiente` (TEMPORAL_TLS_*); without it the connection is plaintext.
 */
export async function connectTemporal(address: string, namespace = 'default', tls?: TlsTemporal): Promise<{ client: Client; close(): Promise<void> }> {
  const connection = Connection.lazy({ address, ...(tls ? { tls } : {}) });
  return { client: new Client({ connection, namespace }), close: () => connection.close() };
}

/**
 * Holds the Temporal client as `app.temporal`; the connection closes with the app.
 * Give it a client (shared with the e-mail dispatcher) or an address to connect to.
 */
export const temporalPlugin = fp<{ client?: Client; address?: string; namespace?: string; tls?: TlsTemporal }>(
  async (app, opts) => {
    let client = opts.client;
    let close: (() => Promise<void>) | null = null;
    if (!client) {
      if (!opts.address) throw new Error('temporalPlugin: informe client ou address');
      const c = await connectTemporal(opts.address, opts.namespace, opts.tls);
      client = c.client;
      close = c.close;
    }
    app.decorate('temporal', client);
    app.addHook('onClose', async () => {
      if (close) await close();
      else await client.connection.close();
    });
  },
  { name: 'temporal' },
);

/**
 * Hands outbox e-mails to Temporal: one `email-<id>` workflow each; a start already made is not repeated.
 * Gives up after `timeoutMs` (the request must not hang when Temporal is away): the worker's sweep sends them later.
 */
export function temporalEmailDispatcher(client: Client, timeoutMs = 5000): EmailDispatcher {
  return {
    async dispatch(ids) {
      for (const id of ids) {
        try {
          await client.connection.withDeadline(Date.now() + timeoutMs, () =>
            client.workflow.start(ENVIAR_EMAIL_WORKFLOW, { taskQueue: TASK_QUEUE, workflowId: emailWorkflowId(id), args: [id] }),
          );
        } catch (e) {
          if (!(e instanceof WorkflowExecutionAlreadyStartedError)) throw e;
        }
      }
    },
  };
}
