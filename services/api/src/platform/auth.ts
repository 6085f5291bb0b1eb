import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RoutePermission } from '@portal/contracts/access/functions';
import { msg } from '@portal/contracts/messages';
import { can, loadPrincipal, versaoDosPrincipais, type Principal } from '@portal/core/access/principal';
import type { TokenService, VerifiedToken } from '@portal/core/access/tokens';
import { sessaoEncerrada } from '@portal/core/access/sessions';
import type { PrincipalCache } from './principal-cache.ts';
import { Forbidden, Unauthenticated } from '@portal/core/kernel/index';
import type { Kysely } from 'kysely';
import type { Database } from '@portal/core/db/types';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** what the route needs: public, any signed-in user, or a function permission */
    permissao?: RoutePermission;
    /** allowed while a password change is forced (tco) */
    permiteTrocaObrigatoria?: boolean;
    /** besides the permission, only these profiles (role claim), with the spec's message (e.g. Exportar on the order list) */
    somentePerfis?: { perfis: readonly string[]; mensagem: string };
  }
  interface FastifyRequest {
    principal: Principal | null;
    /** the verified bearer token of a signed-in request */
    sessao: VerifiedToken | null;
  }
}

export const API_PREFIX = '/api/v1';

/** Routes under /api/v1 must declare a permission; the app refuses to start otherwise. */
export function assertDeclared(url: string, config: { permissao?: RoutePermission } | undefined) {
  if (url.startsWith(API_PREFIX) && !config?.permissao) throw new Error(`rota sem permissão declarada: ${url}`);
}

export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Unauthenticated();
  return request.principal;
}

/** What a command needs of the request: who acts, and the correlation id. */
export const atorECorrelacao = (request: FastifyRequest) => ({ actor: principalOf(request), correlationId: request.id });

export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Kysely<Database>; tokens: TokenService; now: () => Date; cache?: PrincipalCache }) => {
  app.decorateRequest('principal', null);
  app.decorateRequest('sessao', null);
  app.addHook('onRoute', (route) => assertDeclared(route.url, route.config as { permissao?: RoutePermission }));
  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config as {
      permissao?: RoutePermission;
      permiteTrocaObrigatoria?: boolean;
      somentePerfis?: { perfis: readonly string[]; mensagem: string };
    };
    const permissao = config.permissao;
    if (!permissao || 'publica' in permissao) return;
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) throw new Unauthenticated();
    const token = await opts.tokens.verify(header.slice(7).trim(), opts.now());
    // a session ended on the server (Sair, end of acesso espelho) loads no principal
    const load = async () => {
      const [principal, encerrada] = await Promise.all([loadPrincipal(opts.db, token.sub, token.esp), sessaoEncerrada(opts.db, token.sid)]);
      return encerrada ? null : principal;
    };
    const principal = opts.cache ? await opts.cache.get(`${token.sub}:${token.esp ?? ''}:${token.sid ?? ''}`, load) : await load();
    if (!principal || principal.status !== 'ativa' || principal.versaoSenha !== token.pv) throw new Unauthenticated();
    if (token.esp !== null && !principal.espelhoAdminValido) throw new Unauthenticated();
    if (token.tco && !config.permiteTrocaObrigatoria) throw new Forbidden(msg.trocaSenhaObrigatoria);
    request.principal = principal;
    request.sessao = token;
    if ('funcao' in permissao && !can(principal, permissao.funcao, permissao.acesso)) throw new Forbidden(msg.semPermissaoFuncionalidade);
    if ('funcoes' in permissao && !permissao.funcoes.some((f) => can(principal, f, permissao.acesso))) throw new Forbidden(msg.semPermissaoFuncionalidade);
    if (config.somentePerfis && !config.somentePerfis.perfis.includes(principal.role)) throw new Forbidden(config.somentePerfis.mensagem);
  });
  // this instance's own writes take effect at the caller's next request, whatever the notification's timing: checked
  // before the answer leaves (the write has committed), so no next request can come first (lists answered through
  // POST need only read permission and write nothing: they are not checked)
  if (opts.cache) {
    const cache = opts.cache;
    const ler = () => versaoDosPrincipais(opts.db);
    app.addHook('onSend', async (request) => {
      if (request.method === 'GET' || request.method === 'HEAD') return;
      const permissao = (request.routeOptions.config as { permissao?: RoutePermission }).permissao;
      if (permissao && 'acesso' in permissao && permissao.acesso === 'r') return;
      await cache.conferirVersao(ler);
    });
  }
});
