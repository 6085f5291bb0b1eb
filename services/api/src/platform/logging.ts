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

/** A masked e-mail for security lines: enough to correlate, not the address (d***@demo.portal.com.br). */
export const mascararEmail = (email: unknown) => (typeof email === 'string' && email.includes('@') ? `${email[0]}***${email.slice(email.indexOf('@'))}` : null);

/**
 * Security events as structured lines (`seguranca`): failed sign-ins, refused authentications (401) and authorizations
 * (403), the start of an acesso espelho. Written after the answer, with the path only (no query) and the acting user.
 */
export const securityLogPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', async (req, reply) => {
    const status = reply.statusCode;
    const path = req.url.split('?')[0]!;
    if (!path.startsWith('/api/')) return;
    const route = req.routeOptions.url ?? path;
    const userId = req.principal?.userId ?? null;
    const espelhoAdminId = req.principal?.espelhoAdminId ?? null;
    if (route.endsWith('/participantes/entrar') && (status === 401 || status === 403)) {
      req.log.warn({ seguranca: 'login_recusado', status, email: mascararEmail((req.body as { email?: unknown } | undefined)?.email) }, 'login recusado');
    } else if (status === 401) {
      req.log.warn({ seguranca: 'nao_autenticado', status, rota: route, metodo: req.method }, 'requisição sem sessão válida');
    } else if (status === 403) {
      req.log.warn({ seguranca: 'acesso_negado', status, rota: route, metodo: req.method, userId, espelhoAdminId }, 'acesso negado');
    } else if (route.endsWith('/participantes/espelho/:id') && status === 200) {
      req.log.warn({ seguranca: 'espelho_iniciado', userId, alvoId: Number((req.params as { id?: unknown }).id) }, 'acesso espelho iniciado');
    } else if (route.endsWith('/participantes/entrar-redirecionar-parceiro') && status === 200) {
      req.log.warn({ seguranca: 'espelho_entrou' }, 'sessão de acesso espelho aberta');
    }
  });
});
