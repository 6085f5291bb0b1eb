import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

type Schema = TSchema & { type?: unknown; properties?: Record<string, TSchema>; additionalProperties?: unknown };

/** The schema with every object closed: a field the schema does not declare is an error, not silently dropped. */
function closed(s: unknown): unknown {
  if (Array.isArray(s)) return s.map(closed);
  if (s === null || typeof s !== 'object') return s;
  const out: Record<string | symbol, unknown> = {};
  for (const k of Reflect.ownKeys(s)) out[k] = closed((s as Record<string | symbol, unknown>)[k]);
  const o = out as unknown as Schema;
  if (o.type === 'object' && o.properties && o.additionalProperties === undefined) o.additionalProperties = false;
  return out;
}

/**
 * Tests and development: every 2xx answer must match its declared response schema exactly (same fields, same types),
 * because Fastify's serialiser drops an undeclared field without a word and a screen then breaks.
 */
export const answerCheckPlugin = fp(async (app: FastifyInstance) => {
  const cache = new WeakMap<object, TSchema>();
  app.addHook('preSerialization', async (req, reply, payload) => {
    if (reply.statusCode >= 300) return payload;
    const declared = (req.routeOptions.schema?.response as Record<number, TSchema> | undefined)?.[reply.statusCode];
    if (!declared) return payload;
    let schema = cache.get(declared);
    if (!schema) cache.set(declared, (schema = closed(declared) as TSchema));
    const sent: unknown = JSON.parse(JSON.stringify(payload));
    if (Value.Check(schema, sent)) return payload;
    const erros = [...Value.Errors(schema, sent)].slice(0, 5).map((e) => `${e.path}: ${e.message} (${JSON.stringify(e.value)?.slice(0, 80)})`);
    const texto = `resposta fora do schema declarado: ${req.method} ${req.routeOptions.url ?? req.url}\n${erros.join('\n')}`;
    console.error(texto);
    throw new Error(texto);
  });
});
