import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Client, Connection } from '@temporalio/client';
import type { TlsTemporal } from '@portal/core/temporal/tls';
import { signalWorkflow, startWorkflow, type WorkflowStart } from '@portal/core/temporal/start';
import type { EmailDispatcher } from './emails.ts';

import { ENVIAR_EMAIL_WORKFLOW, emailWorkflowId } from '@portal/contracts/workflows';

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
      for (const id of ids) await startWorkflow(client, { type: ENVIAR_EMAIL_WORKFLOW, workflowId: emailWorkflowId(id), args: [id], deadlineMs: timeoutMs });
    },
  };
}

/** How long a request waits for Temporal to take a start or a signal. */
const PRAZO_MS = 5000;

/** The app's Temporal client when one is configured (`temporalPlugin`); plain HTTP tests have none. */
const temporalOf = (req: FastifyRequest): Client | undefined => (req.server as Partial<FastifyInstance>).temporal;

/**
 * Starts a workflow from a request, giving Temporal 5 s: `'started'`, `'open'` (a run under that business key is open
 * already), or undefined when Temporal is away (no client; or it failed or did not answer in time: logged as `aviso`).
 * The caller decides what away means (a pending start the worker's sweep makes, or a 503).
 */
export async function iniciarWorkflow(
  req: FastifyRequest,
  start: Omit<WorkflowStart, 'deadlineMs'>,
  aviso: { log: Record<string, unknown>; msg: string },
): Promise<'started' | 'open' | undefined> {
  const client = temporalOf(req);
  if (!client) return undefined;
  try {
    return (await startWorkflow(client, { ...start, deadlineMs: PRAZO_MS })) ? 'started' : 'open';
  } catch (e) {
    req.log.warn({ err: e, ...aviso.log }, aviso.msg);
    return undefined;
  }
}

/** Signals `workflowId` from a request, giving Temporal 5 s. Best effort: a signal not delivered is logged as `aviso`. */
export async function sinalizarWorkflow(
  req: FastifyRequest,
  workflowId: string,
  sinal: string,
  aviso: { log: Record<string, unknown>; msg: string },
): Promise<void> {
  const client = temporalOf(req);
  if (!client) return;
  try {
    await signalWorkflow(client, workflowId, sinal, PRAZO_MS);
  } catch (e) {
    req.log.info({ err: e, ...aviso.log }, aviso.msg);
  }
}
