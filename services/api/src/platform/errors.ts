import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '@portal/core/kernel/index';
import { msg } from '@portal/contracts/messages';
import { RespostaRepetida, enviar } from './idempotency.ts';

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** Schema errors in pt-BR: which field is unknown, missing or invalid. */
export function validationMessages(errors: AjvError[]): string[] {
  const out = errors.map((e) => {
    const field = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
    if (e.keyword === 'additionalProperties')
      return msg.campoNaoPermitido(field ? `${field}.${String(e.params.additionalProperty)}` : String(e.params.additionalProperty));
    if (e.keyword === 'required') return msg.campoObrigatorio(String(e.params.missingProperty));
    return msg.campoInvalido(field || 'corpo');
  });
  return [...new Set(out)];
}

/** PostgreSQL shutting down, starting up or unreachable (SQLSTATE class 08 and 57P0x, or the socket refused/reset). */
const SQLSTATE_INDISPONIVEL = /^(08...|57P0[1-3])$/;
const REDE_INDISPONIVEL = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);
export function bancoIndisponivel(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown };
  if (typeof e?.code === 'string' && (SQLSTATE_INDISPONIVEL.test(e.code) || REDE_INDISPONIVEL.has(e.code))) return true;
  // node-postgres refuses the next statement of a request whose connection the server ended mid-transaction (nothing was sent)
  return (
    typeof e?.message === 'string' && /Connection terminated|timeout exceeded when trying to connect|connection error and is not queryable/i.test(e.message)
  );
}

/** One error handler: typed domain errors to status codes; a 5xx never carries internal text. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof RespostaRepetida) return enviar(reply, error);
    if (error instanceof DomainError) {
      // a refusal that knows when to come back (the upload budget: platform/orcamento-envio.ts)
      const espera = (error as { retryAfterSegundos?: number }).retryAfterSegundos;
      if (espera !== undefined) reply.header('retry-after', String(espera));
      return reply.status(error.statusCode).send({ success: false, data: null, errors: error.errors });
    }
    if (error.validation) {
      return reply.status(400).send({ success: false, data: null, errors: validationMessages(error.validation as AjvError[]) });
    }
    if (bancoIndisponivel(error)) {
      // the database is restarting or unreachable: nothing was decided, and the console retries 503 with its Idempotency-Key
      request.log.warn({ err: error }, 'banco de dados indisponível');
      return reply
        .status(503)
        .header('retry-after', '2')
        .send({ success: false, data: null, errors: [msg.servicoIndisponivel] });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ success: false, data: null, errors: [msg.muitasTentativas] });
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'requisição recusada');
      return reply.status(status).send({ success: false, data: null, errors: [status === 404 ? msg.naoEncontrado : msg.dadosInvalidos] });
    }
    request.log.error({ err: error }, 'erro interno');
    return reply.status(500).send({ success: false, data: null, errors: [msg.erroInterno] });
  });
});
