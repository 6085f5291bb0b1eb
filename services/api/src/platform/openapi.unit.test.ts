import { describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { NotFound, Refused, VersionConflict } from '@portal/core/kernel/index';
import { msg } from '@portal/contracts/messages';
import { errorsPlugin } from './errors.ts';
import { openapiPlugin } from './openapi.ts';
import { Answer, IdParams, Int, Strict, Xlsx } from './schemas.ts';
import { AJV } from '../app.ts';

/** A small app with the one error handler and four routes that refuse; with or without the error answers declared. */
async function montar(declarados: boolean): Promise<FastifyInstance> {
  const app = Fastify({ ajv: AJV });
  await app.register(errorsPlugin);
  if (declarados) await app.register(openapiPlugin);
  const ok = { 200: Answer(Strict({ n: Int(0, 10) })) };
  app.post('/api/v1/valida', { schema: { body: Strict({ n: Int(0, 10), nome: Strict({ curto: Int(0, 1) }) }), response: ok }, handler: async () => ({}) });
  app.get('/api/v1/coisa/:id', {
    schema: { params: IdParams, response: ok },
    handler: async () => {
      throw new NotFound('Coisa não encontrada: "aspas", \\barra\\, <tag> e ção\n.');
    },
  });
  app.put('/api/v1/coisa/:id', {
    schema: { params: IdParams, response: ok },
    handler: async () => {
      throw new VersionConflict('coisa-1');
    },
  });
  app.post('/api/v1/recusa', {
    schema: { response: ok },
    handler: async () => {
      throw new Refused(['Primeira recusa.', 'Segunda: 𝒜😀 \u2028 fim.']);
    },
  });
  app.get('/api/v1/planilha', { schema: { response: Xlsx }, handler: async (_req, reply) => reply.type('text/plain').send('x') });
  await app.ready();
  return app;
}

const pedidos = [
  { method: 'POST', url: '/api/v1/valida', payload: { n: 'x', extra: 1, nome: { curto: 5 } } },
  { method: 'GET', url: '/api/v1/coisa/7' },
  { method: 'PUT', url: '/api/v1/coisa/7', payload: {} },
  { method: 'POST', url: '/api/v1/recusa', payload: {} },
] as const;

describe('error answers declared on every route (platform/openapi.ts)', () => {
  it('Fastify serialises a 400, a 404, a 409 and a 422 with the envelope: the same bytes as before they were declared', async () => {
    const [antes, depois] = [await montar(false), await montar(true)];
    const recebidos = [];
    for (const p of pedidos) {
      const [a, d] = [await antes.inject(p), await depois.inject(p)];
      expect(d.statusCode).toBe(a.statusCode);
      expect(d.body).toBe(a.body);
      expect(d.headers['content-type']).toBe(a.headers['content-type']);
      recebidos.push([d.statusCode, d.json()]);
    }
    expect(recebidos).toEqual([
      [400, { success: false, data: null, errors: [msg.campoNaoPermitido('extra'), msg.campoInvalido('n'), msg.campoInvalido('nome.curto')] }],
      [404, { success: false, data: null, errors: ['Coisa não encontrada: "aspas", \\barra\\, <tag> e ção\n.'] }],
      [409, { success: false, data: null, errors: [msg.conflitoVersao] }],
      [422, { success: false, data: null, errors: ['Primeira recusa.', 'Segunda: 𝒜😀 \u2028 fim.'] }],
    ]);
    await Promise.all([antes.close(), depois.close()]);
  });

  it('the document names the envelope once and refers to it from each error status; downloads keep their media type', async () => {
    const app = await montar(true);
    const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(doc.components.schemas.ErrorEnvelope).toMatchObject({ type: 'object', required: ['success', 'data', 'errors'] });
    const ref = { $ref: '#/components/schemas/ErrorEnvelope' };
    const leitura = doc.paths['/api/v1/coisa/{id}'].get.responses;
    expect(Object.keys(leitura)).toEqual(['200', '400', '401', '403', '404', '422', '429', '500', '503']);
    expect(leitura['404'].content['application/json'].schema).toMatchObject(ref);
    expect(Object.keys(doc.paths['/api/v1/coisa/{id}'].put.responses)).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '415',
      '422',
      '429',
      '500',
      '503',
    ]);
    expect(doc.paths['/api/v1/planilha'].get.responses['200'].content).toEqual({
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: { type: 'string', format: 'binary' } },
    });
    await app.close();
  });
});
