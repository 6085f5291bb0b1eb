import { Type, type Static, type TProperties, type TSchema } from '@sinclair/typebox';
import { Envelope, ErrorEnvelope, Page } from './envelope.ts';
import { Resultado } from './results.ts';

/**
 * The one schema kit of the HTTP contract: every context builds its request and answer schemas from these in
 * `contracts/src/<context>/schemas.ts` (docs/architecture.md "HTTP contract"); the API's routes and the console's calls
 * import those, never build their own.
 */

// ---- objects

/** A request object that refuses unknown fields (never silently dropped). */
export const Strict = <T extends TProperties>(props: T) => Type.Object(props, { additionalProperties: false });
/** Nullable. */
export const N = <T extends TSchema>(s: T) => Type.Union([s, Type.Null()]);
/** Optional and nullable: the old front end and the forms send empty fields as null; the spec's messages (not the schema) name what is missing. */
export const Opt = <T extends TSchema>(s: T) => Type.Optional(N(s));

// ---- numbers: every integer is bounded, so nothing out of PostgreSQL's range (int4) reaches a query

/** The keyword (an OpenAPI extension, so /docs keeps it) the API's Ajv plugin `finiteNumbers` adds: it refuses Infinity and NaN. */
export const FINITE = 'x-finite';

/** PostgreSQL's int4 maximum: ids and numeric columns are int4. */
export const INT4_MAX = 2_147_483_647;
/**
 * An integer within [minimum, maximum], and finite: Ajv coerces a query string's '1e309' to Infinity and then skips
 * its range checks for non-finite numbers, so `x-finite` (registered by `finiteNumbers`) refuses it.
 */
export const Int = (minimum: number, maximum: number) => Type.Integer({ minimum, maximum, [FINITE]: true });
/** An id (int4 serial). */
export const Id = Int(1, INT4_MAX);
/** A list of ids (bulk actions, filters). */
export const Ids = Type.Array(Id, { maxItems: 1000 });
/** A reference a form may send as 0 ('none selected'). */
export const Ref = Int(0, INT4_MAX);
/** A yes/no the old forms send as a boolean or 0/1. */
export const Flag = Type.Union([Type.Boolean(), Int(0, 1)]);

// ---- text and dates

export const Text = (max = 200) => Type.String({ maxLength: max });
/** Multi-line Pedido/Chassi: one per line (or a list). */
export const Linhas = Type.Union([Type.String({ maxLength: 40_000 }), Type.Array(Type.String({ maxLength: 100 }), { maxItems: 1000 })]);
/** A reason typed by the user (block, cancel, refuse). */
export const Motivo = Opt(Type.String({ maxLength: 1000 }));
/** A calendar date, YYYY-MM-DD. */
export const Data = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
export const Mes = Int(1, 12);

// ---- paging: `page` and `per_page` (the spec's names; `pageSize` is the old front end's)

export const PageNumber = Int(1, 1_000_000);
/** Paging of the vehicle-side lists (nullable, at most 100 a page). */
export const Paginacao = {
  page: Opt(PageNumber),
  per_page: Opt(Int(1, 100)),
  pageSize: Opt(Int(1, 100)),
};
/**
 * A list's order, asked by a column's header: `sort` the column's name (each list whitelists its own; an unknown one is
 * a 400 'Não é possível ordenar a lista pela coluna …'), `order` asc or desc (desc unless told).
 */
export const Ordenacao = {
  sort: Opt(Type.String({ maxLength: 60 })),
  order: Opt(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
};
/** Paging of the administration lists, with the search `q`. */
export const PageParams = { page: Type.Optional(PageNumber), per_page: Type.Optional(Int(1, 1000)) };
export const PageQuery = Strict({ ...PageParams, q: Type.Optional(Text()) });
export const SearchQuery = Strict({ q: Type.Optional(Text()) });
export const IdParams = Strict({ id: Id });

// ---- answers: { success, data, errors }

export const Answer = Envelope;
/** A paged answer: { rows, page, total }. */
export const PageOf = <T extends TSchema>(row: T) => Answer(Page(row));
export const MessageAnswer = Answer(Type.String());
/** A record saved: its id and the spec's message. */
export const Saved = Answer(Type.Object({ id: Type.Integer(), mensagem: Type.String() }));
/** Per-item results of a bulk action. */
export const ResultadosAnswer = Answer(Type.Array(Resultado));

// ---- downloads: the body is the file (never serialised); the OpenAPI document names its real media type

/** A file answer: each media type it may carry, a binary body (Fastify's per-content-type response, rendered as is in /docs). */
export const Download = (description: string, mediaTypes: readonly string[]) => ({
  200: { description, content: Object.fromEntries(mediaTypes.map((m) => [m, { schema: { type: 'string', format: 'binary' } }])) },
});
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Exports stream an .xlsx. */
export const Xlsx = Download('planilha .xlsx', [XLSX_MEDIA_TYPE]);
/** A PDF made on request (the boleto). */
export const Pdf = Download('documento PDF', ['application/pdf']);

// ---- errors: every route answers its refusals in the error envelope, declared once for all (services/api platform/openapi.ts)

/** The id the error envelope is registered under (Fastify's addSchema): `#/components/schemas/ErrorEnvelope` in /docs. */
export const ERROR_ENVELOPE_ID = 'ErrorEnvelope';
export const ErrorEnvelopeSchema = Type.Object(ErrorEnvelope.properties, {
  $id: ERROR_ENVELOPE_ID,
  description: 'Recusa: success false, data null e as mensagens em pt-BR',
});
const ErrorAnswer = (description: string) => Type.Unsafe<Static<typeof ErrorEnvelope>>(Type.Ref(ERROR_ENVELOPE_ID, { description }));
/** What each error status means; the body is always the error envelope. */
export const ErrorAnswers = {
  400: ErrorAnswer('Dados inválidos: o corpo, a consulta ou o caminho fora do schema, ou recusados na validação'),
  401: ErrorAnswer('Não autenticado: sem token, token inválido ou expirado, sessão encerrada; na entrada, e-mail ou senha errados'),
  403: ErrorAnswer('Sem permissão para a funcionalidade, troca de senha obrigatória, ou conta bloqueada'),
  404: ErrorAnswer('Não encontrado (ou não visível para quem pede)'),
  409: ErrorAnswer('Conflito: o registro mudou desde a leitura, ou o mesmo pedido está em andamento'),
  413: ErrorAnswer('Corpo ou arquivo grande demais'),
  415: ErrorAnswer('Tipo de conteúdo do corpo não aceito'),
  422: ErrorAnswer('Recusado pela regra de negócio (mensagem em pt-BR)'),
  429: ErrorAnswer('Muitas requisições: aguarde o tempo do cabeçalho Retry-After'),
  500: ErrorAnswer('Erro interno (sem detalhes na resposta)'),
  503: ErrorAnswer('Serviço indisponível (banco de dados ou Temporal): tente de novo após o Retry-After'),
};
export type ErrorStatus = keyof typeof ErrorAnswers;
