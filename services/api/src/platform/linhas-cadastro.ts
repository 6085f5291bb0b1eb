import type { Static, TSchema } from '@sinclair/typebox';
import { IdParams, ok, SearchQuery, Xlsx } from './schemas.ts';
import { atorECorrelacao } from './auth.ts';
import { sendXlsx, type XlsxColumn } from './xlsx.ts';
import type { ConfigDaRota, Consulta, Gravacao, Resposta } from './rota.ts';

/**
 * The rows a reference table of the administration writes again and again (dealers, groups, regions, profile types,
 * users): its paged list, its export, its register and its change. Each answers a row for `rota.get/post/put` with the
 * same options as if written out; what differs (permission, summary, schemas, message, the core call) is given.
 */

/** Who acts and the request's correlation id, as the reference tables' commands take them. */
export type Ator = ReturnType<typeof atorECorrelacao>;
type DadosDe<R extends TSchema> = Static<R> extends { data: infer D } ? D : never;

/** A list read with the query `query` (page, per_page, search and filters), answered as `answer`'s data. */
export function listaPaginada<Q extends TSchema, R extends TSchema>(
  config: ConfigDaRota,
  summary: string,
  schemas: { query: Q; answer: R },
  listar: (query: Static<Q>) => Promise<DadosDe<R>>,
): Consulta<undefined, Q, undefined, R> {
  return { config, summary, ...schemas, handler: async (req) => ok(await listar(req.query)) as Resposta<R> };
}

/** A sheet of an export: the file's name (after the export prefix), the tab's and the columns. */
export interface Planilha<T> {
  arquivo: string;
  aba: string;
  colunas: XlsxColumn<T>[];
}

/** The export (.xlsx) of a list: every row that its search `q` finds, in the columns of `planilha`. */
export function exportacao<T>(
  config: ConfigDaRota,
  summary: string,
  planilha: Planilha<T>,
  linhas: (q: string | undefined) => AsyncIterable<T>,
): Consulta<undefined, typeof SearchQuery, undefined, typeof Xlsx> {
  return {
    config,
    summary,
    query: SearchQuery,
    answer: Xlsx,
    handler: async (req, reply) => sendXlsx(req, reply, planilha.arquivo, planilha.aba, planilha.colunas, linhas(req.query.q)),
  };
}

/** A register from the body: `criar` answers the new record's id, the route answers `Saved` with `salvo`. */
export function cadastro<B extends TSchema>(
  config: ConfigDaRota,
  summary: string,
  body: B,
  salvo: string,
  criar: (ator: Ator, corpo: Static<B>) => Promise<number>,
): Gravacao<undefined, undefined, B> {
  return { config, summary, body, salvo, handler: async (req) => criar(atorECorrelacao(req), req.body) };
}

/** A change of the record `:id` from the body: the route answers `Saved` with that id and `salvo`. */
export function alteracao<B extends TSchema>(
  config: ConfigDaRota,
  summary: string,
  body: B,
  salvo: string,
  alterar: (ator: Ator, id: number, corpo: Static<B>) => Promise<unknown>,
): Gravacao<typeof IdParams, undefined, B> {
  return {
    config,
    summary,
    params: IdParams,
    body,
    salvo,
    handler: async (req) => {
      await alterar(atorECorrelacao(req), req.params.id, req.body);
      return req.params.id;
    },
  };
}

/** A change of the record the body names by `chave` (`id`, `roleId`): the route answers `Saved` with that id and `salvo`. */
export function alteracaoNoCorpo<B extends TSchema, K extends keyof Static<B>>(
  config: ConfigDaRota,
  summary: string,
  schemas: { body: B; chave: K },
  salvo: string,
  alterar: (ator: Ator, corpo: Static<B>) => Promise<unknown>,
): Gravacao<undefined, undefined, B> {
  const { body, chave } = schemas;
  return {
    config,
    summary,
    body,
    salvo,
    handler: async (req) => {
      await alterar(atorECorrelacao(req), req.body);
      return req.body[chave] as number;
    },
  };
}
