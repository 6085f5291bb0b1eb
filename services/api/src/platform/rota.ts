import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, preValidationHookHandler, RouteShorthandOptionsWithHandler } from 'fastify';
import { Kind, type Static, type TSchema } from '@sinclair/typebox';
import type { Acesso, Funcao, RoutePermission } from '@portal/contracts/access/functions';
import { MessageAnswer, ok, saved, Saved, type Download } from './schemas.ts';

/**
 * One way to declare a route: a row (permission, summary, the contract's params, query, body and answer, the handler)
 * under the tags its context gives once. The row keeps the TypeBox typing of `req.params`, `req.query` and `req.body`
 * and holds the handler's answer to the declared one; Fastify gets the same options as if written out.
 */

/** A route's config: its permission (never left out: the app refuses to start without one) and what else the platform reads. */
export type ConfigDaRota = FastifyContextConfig & { permissao: RoutePermission };

/** The config of a route that needs a function (or any one of several) with this access. */
export const permissao = (funcao: Funcao | readonly Funcao[], acesso: Acesso): ConfigDaRota => ({
  permissao: typeof funcao === 'string' ? { funcao, acesso } : { funcoes: funcao, acesso },
});
/** A function's two configs: read (`r`) and change (`u`). */
export const acessosDe = (funcao: Funcao) => ({ ler: permissao(funcao, 'r'), editar: permissao(funcao, 'u') });
/** Any signed-in user (lookups, one's own data). */
export const autenticada: ConfigDaRota = { permissao: { autenticada: true } };
/** No token (sign-in, password reset, the buyer's second copy). */
export const publica: ConfigDaRota = { permissao: { publica: true } };

type Valor<S> = S extends TSchema ? Static<S> : unknown;
/** The request as the row's schemas type it. */
export type Pedido<P, Q, B> = FastifyRequest<{ Params: Valor<P>; Querystring: Valor<Q>; Body: Valor<B> }>;
/** What the handler of a route answering `R` gives: the envelope `R` declares (a file answer sends through `reply` instead). */
export type Resposta<R> = R extends TSchema ? Static<R> : never;
/** A file answer (Xlsx, Pdf): the handler sends the file through `reply`. */
type Arquivo = ReturnType<typeof Download>;

interface Linha<P, Q, B> {
  config: ConfigDaRota;
  summary: string;
  description?: string;
  consumes?: string[];
  bodyLimit?: number;
  /** a hook that reads the raw request before validation (nuloEhAusente) */
  preValidation?: preValidationHookHandler;
  /** the success status when not 200: a record created answers 201 */
  status?: 201;
  params?: P;
  /** the query string */
  query?: Q;
  body?: B;
}
/** A route that answers `answer`: the 200 envelope's schema, or a file. */
export interface Consulta<P, Q, B, R> extends Linha<P, Q, B> {
  answer: R;
  handler: (req: Pedido<P, Q, B>, reply: FastifyReply) => Promise<Resposta<R> | FastifyReply>;
}
/** A command that saves a record: the handler gives its id, the route answers `Saved` with the spec's message `salvo`. */
export interface Gravacao<P, Q, B> extends Linha<P, Q, B> {
  salvo: string;
  handler: (req: Pedido<P, Q, B>) => Promise<number>;
}
/** A command answered by one message: the route answers `MessageAnswer` with `mensagem` once the handler is done. */
export interface Comando<P, Q, B> extends Linha<P, Q, B> {
  mensagem: string;
  handler: (req: Pedido<P, Q, B>) => Promise<unknown>;
}

type Esquema = TSchema | undefined;
export interface Declarar {
  <P extends Esquema = undefined, Q extends Esquema = undefined, B extends Esquema = undefined, R extends TSchema | Arquivo = TSchema>(
    url: string,
    rota: Consulta<P, Q, B, R>,
  ): void;
  <P extends Esquema = undefined, Q extends Esquema = undefined, B extends Esquema = undefined>(url: string, rota: Gravacao<P, Q, B>): void;
  <P extends Esquema = undefined, Q extends Esquema = undefined, B extends Esquema = undefined>(url: string, rota: Comando<P, Q, B>): void;
}

type Qualquer = Consulta<Esquema, Esquema, Esquema, TSchema | Arquivo> | Gravacao<Esquema, Esquema, Esquema> | Comando<Esquema, Esquema, Esquema>;

const resposta = (rota: Qualquer) => {
  const status = rota.status ?? 200;
  if ('salvo' in rota) return { [status]: Saved };
  if ('mensagem' in rota) return { [status]: MessageAnswer };
  return Kind in rota.answer ? { [status]: rota.answer } : rota.answer;
};

type Tratador = (req: Pedido<Esquema, Esquema, Esquema>, reply: FastifyReply) => Promise<unknown>;
const tratador = (rota: Qualquer): Tratador => {
  if ('salvo' in rota) return async (req) => saved(await rota.handler(req), rota.salvo);
  if ('mensagem' in rota) {
    return async (req) => {
      await rota.handler(req);
      return ok(rota.mensagem);
    };
  }
  return rota.handler;
};
/** The handler with the route's success status set first (an error's answer sets its own). */
const comStatus = (status: number | undefined, h: Tratador): Tratador => (status === undefined ? h : (req, reply) => h(req, reply.code(status)));

/** The routes of a context, declared as rows under its OpenAPI `tags`: `rota.get(url, { config, summary, params, answer, handler })`. */
export function rotas(app: FastifyInstance, tags: string[]) {
  const declarar =
    (method: 'get' | 'post' | 'put' | 'patch' | 'delete'): Declarar =>
    (url: string, rota: Qualquer) => {
      const { config, summary, description, consumes, bodyLimit, preValidation, params, query, body } = rota;
      const schema = {
        tags,
        summary,
        ...(description !== undefined && { description }),
        ...(params && { params }),
        ...(query && { querystring: query }),
        ...(body && { body }),
        ...(consumes && { consumes }),
        response: resposta(rota),
      };
      const opcoes = {
        config,
        ...(preValidation && { preValidation }),
        schema,
        ...(bodyLimit !== undefined && { bodyLimit }),
        handler: comStatus(rota.status, tratador(rota)),
      };
      app[method](url, opcoes as RouteShorthandOptionsWithHandler);
    };
  return { get: declarar('get'), post: declarar('post'), put: declarar('put'), patch: declarar('patch'), delete: declarar('delete') };
}
