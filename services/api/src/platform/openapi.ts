import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ERROR_ENVELOPE_ID, ErrorAnswers, ErrorEnvelopeSchema, type ErrorStatus } from '@portal/contracts/http/schemas';
import { API_PREFIX } from './auth.ts';

/**
 * What any route may refuse with, whatever its handler does: input out of its schema or of the safe-text check (400);
 * no session, a refused sign-in, no permission or a forced password change (401, 403); something not found or not the
 * caller's (404); a business refusal (422); its rate limit (429); a fault (500); the database or Temporal away (503).
 */
const DE_TODA_ROTA: readonly ErrorStatus[] = [400, 401, 403, 404, 422, 429, 500, 503];
/** Besides, a request with a body (every method but GET and HEAD): a version conflict or a key in flight (409), too large (413), not JSON (415). */
const DE_QUEM_ENVIA_CORPO: readonly ErrorStatus[] = [409, 413, 415];

/** The error statuses the document declares for a route (each answered in the error envelope). */
export function statusDeErro(method: string): ErrorStatus[] {
  return method === 'GET' || method === 'HEAD' ? [...DE_TODA_ROTA] : [...DE_TODA_ROTA, ...DE_QUEM_ENVIA_CORPO].sort((a, b) => a - b);
}

/**
 * onRoute hook: every route under /api/v1 declares, in its response schema, the error envelope for each status of
 * `statusDeErro` — so /docs/json describes every answer (docs/decisions.md "The OpenAPI document is the whole
 * contract"). What a route declares itself for a status is kept (its own extras). Fastify then serialises those answers
 * with the envelope's schema, which is the body the one error handler (errors.ts) sends, field for field.
 */
export function respostasDeErro(route: RouteOptions): void {
  if (!route.url.startsWith(`${API_PREFIX}/`)) return;
  const method = [route.method].flat()[0] ?? 'GET';
  const schema = (route.schema ??= {});
  const proprias = (schema.response ?? {}) as Record<string, unknown>;
  const erros = Object.fromEntries(statusDeErro(method).map((s) => [s, ErrorAnswers[s]]));
  schema.response = { ...erros, ...proprias };
}

/**
 * The OpenAPI document at /docs/json (browsable at /docs): the error envelope registered once and referred to by every
 * error answer, by its name in `components.schemas`; downloads keep the media types their schema declares (the kit's
 * `Download`, `Xlsx`, `Pdf`).
 */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  app.addSchema(ErrorEnvelopeSchema);
  app.addHook('onRoute', respostasDeErro);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Portal de Distribuição — API', version: '1.0.0', description: 'Respostas no envelope { success, data, errors }; mensagens em pt-BR.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    // shared schemas keep their $id as their name in components.schemas (#/components/schemas/ErrorEnvelope)
    refResolver: { buildLocalReference: (json, _base, _fragment, i) => (json.$id === ERROR_ENVELOPE_ID ? ERROR_ENVELOPE_ID : `def-${i}`) },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
});
