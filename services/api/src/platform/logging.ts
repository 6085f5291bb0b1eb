import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';

/** Query parameters whose values are secrets (registration and sign-in links carry them): never written to a log. */
const SECRET_PARAMS = /([?&](?:token|senha|password|code)=)[^&#]*/gi;

/** The request's URL as logs may show it: secret query values replaced. */
export const redactUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[redigido]');

/**
 * The app's logger settings: JSON lines with the request's correlation id (`reqId`), request lines without secret query
 * values, and the authorization and cookie headers never written.
 */
export function loggerOptions(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? {} : (logger as Record<string, unknown>);
  return {
    ...base,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'], censor: '[redigido]' },
    serializers: {
      req: (req: FastifyRequest) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
    },
  } as FastifyServerOptions['logger'];
}

/**
 * Requests without a valid session (401) as structured lines (`seguranca: 'nao_autenticado'`), path only. The security
 * events proper (sign-in, passwords, permissions, acesso espelho, 403, downloads, /gera-boleto) are recorded — table and
 * log line — by platform/eventos-seguranca.ts; a route that declares its own failure event (sign-in) is left to it.
 */
export const securityLogPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', async (req, reply) => {
    const path = req.url.split('?')[0]!;
    if (!path.startsWith('/api/') || reply.statusCode !== 401 || req.routeOptions.config?.seguranca?.falha) return;
    const route = req.routeOptions.url ?? path;
    req.log.warn({ seguranca: 'nao_autenticado', status: 401, rota: route, metodo: req.method }, 'requisição sem sessão válida');
  });
});
