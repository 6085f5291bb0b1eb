import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Type } from '@sinclair/typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { AJV } from '../app.ts';
import { Int, Opt, Strict } from './schemas.ts';
import { nulosNaRota, nulosSemCoercao } from './nulos.ts';

/**
 * A null sent for a nullable number, boolean or text reaches the handler as null, not as 0, false or '' (Ajv's coercion
 * through `anyOf`); values and query-string coercion are unchanged. Checked with the app's own Ajv options and hook.
 */
describe('nullable request fields keep their null', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ ajv: AJV });
    app.addHook('onRoute', nulosNaRota);
    app.post('/api/v1/teste/nulos', {
      schema: {
        body: Strict({ n: Opt(Int(0, 10)), b: Opt(Type.Boolean()), s: Opt(Type.String({ maxLength: 5 })), o: Opt(Strict({ x: Opt(Int(0, 10)) })) }),
        querystring: Strict({ q: Opt(Int(0, 10)) }),
      },
      handler: async (req) => ({ success: true, data: { body: req.body, query: req.query }, errors: [] }),
    });
    await app.ready();
  });
  afterAll(async () => app?.close());
  const eco = async (body: unknown, query = '') => {
    const r = await app.inject({ method: 'POST', url: `/api/v1/teste/nulos${query}`, payload: body as object });
    return { status: r.statusCode, data: r.json().data as { body: unknown; query: unknown } };
  };

  it('null stays null, at any depth; values stay values', async () => {
    expect((await eco({ n: null, b: null, s: null, o: { x: null } })).data.body).toEqual({ n: null, b: null, s: null, o: { x: null } });
    expect((await eco({ n: 0, b: false, s: '', o: null })).data.body).toEqual({ n: 0, b: false, s: '', o: null });
    expect((await eco({ n: 7, b: true, s: 'abc' })).data.body).toEqual({ n: 7, b: true, s: 'abc' });
  });

  it('the query string is still read as numbers, and bad values are still refused', async () => {
    expect((await eco({}, '?q=5')).data.query).toEqual({ q: 5 });
    expect((await eco({ n: 11 })).status).toBe(400);
    expect((await eco({ n: 'x' })).status).toBe(400);
    expect((await eco({ s: 'longo demais' })).status).toBe(400);
  });

  it('rewrites only nullable primitives (literals and objects keep their anyOf)', () => {
    const lit = Opt(Type.Literal('a'));
    expect(nulosSemCoercao(lit)).toMatchObject({ anyOf: [{ const: 'a' }, { type: 'null' }] });
    expect(nulosSemCoercao(Opt(Int(0, 10)))).toMatchObject({ type: 'integer', minimum: 0, maximum: 10, nullable: true });
    expect(nulosSemCoercao(Opt(Int(0, 10)))).not.toHaveProperty('anyOf');
  });
});
