import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@portal/core/db/types';
import { DomainError, Refused } from '@portal/core/kernel/index';
import { msg } from '@portal/contracts/messages';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY = /^[A-Za-z0-9._:-]{8,128}$/;
/** status_code of a key whose command committed but whose answer is not stored yet (or was lost) */
const SEM_RESPOSTA = 0;
const ESPERA_MS = 5_000;

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyKey: string | null;
  }
}

/** The request's key, once the preHandler accepted it; `registrada` once a command's transaction recorded it. */
interface Chave {
  chave: string;
  participanteId: number;
  rota: string;
  registrada: boolean;
}
const atual = new AsyncLocalStorage<{ chave: Chave | null }>();

/** A second copy of a request lost the race to the first: it answers what the first answered. */
class RespostaRepetida extends DomainError {
  constructor(
    readonly status: number,
    readonly corpo: unknown,
  ) {
    super(status, []);
  }
}

async function lerChave(db: Kysely<Database>, c: Pick<Chave, 'chave' | 'participanteId'>) {
  return db
    .selectFrom('idempotencia')
    .select(['rota', 'status_code', 'resposta'])
    .where('participante_id', '=', c.participanteId)
    .where('chave', '=', c.chave)
    .executeTakeFirst();
}

/** Waits a little for the first copy's answer; a command that committed without one answers 409 (done, answer lost). */
async function respostaDe(db: Kysely<Database>, c: Pick<Chave, 'chave' | 'participanteId'>): Promise<RespostaRepetida> {
  const ate = Date.now() + ESPERA_MS;
  for (;;) {
    const row = await lerChave(db, c);
    if (row && row.status_code !== SEM_RESPOSTA) return new RespostaRepetida(row.status_code, row.resposta);
    if (Date.now() > ate) return new RespostaRepetida(409, { success: false, data: null, errors: [msg.solicitacaoJaProcessada] });
    await new Promise((r) => setTimeout(r, 100));
  }
}

const violouChave = (e: unknown) =>
  (e as { code?: string; constraint?: string }).code === '23505' && (e as { constraint?: string }).constraint === 'idempotencia_pkey';

/**
 * The database the routes use: each transaction of a request that carries an Idempotency-Key records the key first,
 * inside that transaction, so the key exists exactly when the command's effects do. A second copy running at the
 * same time blocks on the key until the first commits, then rolls back whole and answers the first's answer.
 */
export function idempotentDb(db: Kysely<Database>): Kysely<Database> {
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'transaction') {
        return () => {
          const builder = target.transaction();
          // the portal only ever runs `db.transaction().execute(fn)`
          return {
            execute: async <T>(fn: (trx: Kysely<Database>) => Promise<T>): Promise<T> => {
              const c = atual.getStore()?.chave;
              if (!c || c.registrada) return builder.execute(fn);
              try {
                const r = await builder.execute(async (trx) => {
                  await trx
                    .insertInto('idempotencia')
                    .values({ chave: c.chave, participante_id: c.participanteId, rota: c.rota, status_code: SEM_RESPOSTA, resposta: JSON.stringify(null) })
                    .execute();
                  return fn(trx);
                });
                c.registrada = true;
                return r;
              } catch (e) {
                if (violouChave(e)) throw await respostaDe(target, c);
                throw e;
              }
            },
          };
        };
      }
      const v = Reflect.get(target, prop, target) as unknown;
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });
}

export const enviar = (reply: FastifyReply, r: RespostaRepetida) => reply.header('idempotent-replay', 'true').status(r.status).send(r.corpo);

/**
 * Idempotency-Key on commands: a retried request (after an ambiguous failure) answers the first result and appends
 * nothing twice, also when both copies arrive together or the first failed between its commit and its answer.
 * Keys are per user; a key reused for another route is refused.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance, opts: { db: Kysely<Database> }) => {
  app.decorateRequest('idempotencyKey', null);
  app.addHook('onRequest', (_req, _reply, done) => atual.run({ chave: null }, done));
  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    if (!WRITES.has(request.method) || typeof key !== 'string' || !request.principal) return;
    if (!KEY.test(key)) throw new Refused(msg.campoInvalido('Idempotency-Key'));
    const c = { chave: key, participanteId: request.principal.userId, rota: `${request.method} ${request.url}` };
    const found = await lerChave(opts.db, c);
    if (found) {
      if (found.rota !== c.rota) throw new Refused(msg.chaveIdempotenciaReutilizada);
      return enviar(reply, found.status_code === SEM_RESPOSTA ? await respostaDe(opts.db, c) : new RespostaRepetida(found.status_code, found.resposta));
    }
    request.idempotencyKey = key;
    const store = atual.getStore();
    if (store) store.chave = { ...c, registrada: false };
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const c = atual.getStore()?.chave;
    if (!c || !request.principal || typeof payload !== 'string' || reply.getHeader('idempotent-replay')) return payload;
    if (c.registrada) {
      // the command committed with its key: its answer is stored unless the request failed after the commit, in which
      // case a retry is told it was done (409) rather than running it again
      if (reply.statusCode < 500) {
        await opts.db
          .updateTable('idempotencia')
          .set({ status_code: reply.statusCode, resposta: payload })
          .where('participante_id', '=', c.participanteId)
          .where('chave', '=', c.chave)
          .execute();
      }
    } else if (reply.statusCode < 500) {
      // no transaction recorded it (a refusal, or a write outside a transaction): kept after the fact, as before
      await opts.db
        .insertInto('idempotencia')
        .values({ chave: c.chave, participante_id: c.participanteId, rota: c.rota, status_code: reply.statusCode, resposta: payload })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    // answers are kept for a day: about one write in a thousand clears the older ones
    if (Math.random() < 0.001) await sql`delete from idempotencia where criado_em < now() - interval '1 day'`.execute(opts.db);
    return payload;
  });
});

export { RespostaRepetida };
