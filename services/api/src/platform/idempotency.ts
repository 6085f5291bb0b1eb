import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@portal/core/db/types';
import { Refused } from '@portal/core/kernel/index';
import { msg } from '@portal/contracts/messages';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY = /^[A-Za-z0-9._:-]{8,128}$/;

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyKey: string | null;
  }
}

/**
 * Idempotency-Key on commands: a retried request (after an ambiguous failure) answers the first result
 * and appends nothing twice. Keys are per user; a key reused for another route is refused.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance, opts: { db: Kysely<Database> }) => {
  app.decorateRequest('idempotencyKey', null);
  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    if (!WRITES.has(request.method) || typeof key !== 'string' || !request.principal) return;
    if (!KEY.test(key)) throw new Refused(msg.campoInvalido('Idempotency-Key'));
    const rota = `${request.method} ${request.url}`;
    const found = await opts.db
      .selectFrom('idempotencia')
      .select(['rota', 'status_code', 'resposta'])
      .where('participante_id', '=', request.principal.userId)
      .where('chave', '=', key)
      .executeTakeFirst();
    if (found) {
      if (found.rota !== rota) throw new Refused(msg.chaveIdempotenciaReutilizada);
      reply.header('idempotent-replay', 'true');
      return reply.status(found.status_code).send(found.resposta);
    }
    request.idempotencyKey = key;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.idempotencyKey;
    if (!key || !request.principal || reply.statusCode >= 500 || typeof payload !== 'string') return payload;
    await opts.db
      .insertInto('idempotencia')
      .values({
        chave: key,
        participante_id: request.principal.userId,
        rota: `${request.method} ${request.url}`,
        status_code: reply.statusCode,
        resposta: payload,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    // answers are kept for a day: about one write in a thousand clears the older ones
    if (Math.random() < 0.001) await sql`delete from idempotencia where criado_em < now() - interval '1 day'`.execute(opts.db);
    return payload;
  });
});
