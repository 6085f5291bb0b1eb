import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ok } from './schemas.ts';

/**
 * The serialized answers of reads the core keeps in its read cache (kernel emCache): while the tables a read depends on
 * are unchanged, the cache hands back the same frozen object, so its JSON is the same too. The first answer of a value
 * is sent as any other (the route's schema serializes it, the tests' answer check sees it) and its serialized body is
 * kept beside the value (a WeakMap: it goes when the cache lets the value go); the next ones send that body as it is,
 * instead of serializing thousands of rows again on every request (bench/reports, bench/bi).
 */
const corpos = new WeakMap<object, Map<string, Buffer>>();
const capturar = Symbol('corpoACapturar');
type ComCaptura = FastifyRequest & { [capturar]?: object };

const rotaDe = (req: FastifyRequest) => `${req.method} ${req.routeOptions.url ?? ''}`;
const contagem = { guardados: 0, reusados: 0 };
/** Bodies kept and bodies sent again (tests and benchmarks). */
export const estatisticasDosCorpos = () => ({ ...contagem });

export const corpoEmCachePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (req: ComCaptura, reply, payload) => {
    const valor = req[capturar];
    if (valor && reply.statusCode === 200 && typeof payload === 'string') {
      let porRota = corpos.get(valor);
      if (!porRota) corpos.set(valor, (porRota = new Map()));
      // kept as bytes: sent again without encoding the text (and measuring it) on every answer
      porRota.set(rotaDe(req), Buffer.from(payload, 'utf8'));
      contagem.guardados++;
    }
    return payload;
  });
});

/**
 * Answers `{ success, data, errors }` for `data`, a value the read cache returned (frozen, the same object on every hit):
 * its serialized body is reused while the value is. Objects only (the cache keeps rows and pages as objects).
 */
export function okDoCache(req: FastifyRequest, reply: FastifyReply, data: object): FastifyReply {
  const corpo = corpos.get(data)?.get(rotaDe(req));
  if (corpo !== undefined && Object.isFrozen(data)) {
    contagem.reusados++;
    return reply.type('application/json; charset=utf-8').send(corpo);
  }
  // a value the cache did not keep (a transaction, the cache turned off) is not frozen: sent, never kept
  if (Object.isFrozen(data)) (req as ComCaptura)[capturar] = data;
  return reply.send(ok(data));
}
