import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The portal's Content-Security-Policy and helmet's other defaults. The console previews what it fetched with the
 * session's token (a KPI attachment, a boleto's PDF) through `blob:` URLs it creates itself: images, the PDF viewer's
 * frame and object take `blob:` and nothing else from outside the origin (plugins stay off: helmet's object-src 'none'
 * becomes blob: only).
 */
const OPCOES: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      frameSrc: ["'self'", 'blob:'],
      objectSrc: ['blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
};

/**
 * The headers helmet sets, computed once: they depend on the options only (no nonce, nothing from the request). The
 * @fastify/helmet plugin built the helmet middleware again on every request (parsing the policy each time), a tenth
 * of a millisecond per answer.
 */
export function cabecalhosDeSeguranca(opcoes: HelmetOptions = OPCOES): Record<string, string> {
  const cabecalhos: Record<string, string> = {};
  const res = {
    setHeader: (k: string, v: unknown) => {
      cabecalhos[k.toLowerCase()] = String(v);
    },
    removeHeader: (k: string) => {
      delete cabecalhos[k.toLowerCase()];
    },
  };
  let erro: unknown;
  helmet(opcoes)({} as IncomingMessage, res as unknown as ServerResponse, (e?: unknown) => {
    erro = e;
  });
  if (erro) throw erro;
  return cabecalhos;
}

/** Every answer (routes, 404s, errors) carries helmet's headers; a route may still set its own (the API docs' CSP). */
export const cabecalhosSegurancaPlugin = fp(async (app: FastifyInstance) => {
  const cabecalhos = cabecalhosDeSeguranca();
  app.addHook('onRequest', async (_req, reply) => {
    reply.headers(cabecalhos);
  });
});
