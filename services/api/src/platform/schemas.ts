import type { FastifyServerOptions } from 'fastify';
import type { Static, TSchema } from '@sinclair/typebox';
import type { Answer as AnswerOf } from '@portal/contracts/http/envelope';
import { FINITE } from '@portal/contracts/http/schemas';

/**
 * What the API adds to the contract's schema kit (`@portal/contracts/http/schemas`, re-exported here while routes move
 * to their contexts' schemas in contracts): the Ajv keyword, and the helpers that build answers.
 */
export * from '@portal/contracts/http/schemas';

/** Ajv plugin (buildApp's `ajv.plugins`): the `x-finite` keyword refuses Infinity and NaN (an OpenAPI extension, so /docs keeps it). */
export const finiteNumbers: AjvPlugin = (ajv) =>
  ajv.addKeyword({
    keyword: FINITE,
    schemaType: 'boolean',
    errors: false,
    validate: (on: boolean, d: unknown) => !on || typeof d !== 'number' || Number.isFinite(d),
  });
type AjvPlugin = Extract<NonNullable<NonNullable<FastifyServerOptions['ajv']>['plugins']>[number], (...a: never[]) => unknown>;

export const ok = <T>(data: T): AnswerOf<T> => ({ success: true, data, errors: [] });
/**
 * The answer of a query whose rows are built in SQL (typed there as records): `schema` (the route's response) declares
 * them; the tests' answer check (answer-check.ts) holds every answer to it, field by field.
 */
export const okAs = <S extends TSchema>(_schema: S, data: unknown) => ok(data) as Static<S>;
export const saved = (id: number, mensagem: string) => ok({ id, mensagem });

/** A list's filter with its page size as `per_page`, taken from the old front end's `pageSize` when `per_page` is not sent. */
export const comPorPagina = <F extends { per_page?: number | null; pageSize?: number | null }>(f: F) => ({ ...f, per_page: f.per_page ?? f.pageSize });

/** What a command needs of the request: its correlation id. */
export const correlacao = (req: { id: string }) => ({ correlationId: req.id });
