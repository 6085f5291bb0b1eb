import { Type, type Static } from '@sinclair/typebox';
import { Answer, Int, N, Opt, Strict } from '../http/schemas.ts';
import { OrdemVisao } from './visao-machine.ts';

/**
 * Saved views of the lists (filters, columns, order, page size under a name; one may be the user's default of its list
 * and be shared with the user's profile type). Stream `visao-<id>`.
 */

/** A list's key, as the console names it (`boletos`, `trade.disponiveis`, `distribuition.abertos`). */
export const ListaVisao = Type.String({ pattern: '^[a-z0-9][a-z0-9._-]{0,79}$', description: 'a lista da visão (ex.: boletos, trade.disponiveis)' });

/** The filters: a JSON object (at most 100 fields; its JSON at most FILTROS_VISAO_MAX characters, checked by the command). */
const Filtros = Type.Record(Type.String({ maxLength: 60 }), Type.Unknown(), { maxProperties: 100, description: 'os filtros da lista (objeto JSON)' });
/**
 * The columns shown, by key, in the list's order (null: all of them). Bounded loosely here (what the server reads); the
 * command checks each key (CHAVE_COLUNA), the count (COLUNAS_VISAO_MAX) and repeats with a message that says which.
 */
const Colunas = Type.Union(
  // null first: Ajv's type coercion would otherwise turn null into [''] while trying the array
  [Type.Null(), Type.Array(Type.String({ maxLength: 200 }), { maxItems: 200 })],
  { description: 'as colunas mostradas (chaves), null: todas' },
);
const PorPagina = N(Int(1, 1000));

/** GET visoes?lista= */
export const VisoesQuery = Strict({ lista: ListaVisao });
/** POST visoes */
export const VisaoNova = Strict({
  lista: ListaVisao,
  nome: Type.String({ maxLength: 200 }),
  filtros: Filtros,
  colunas: Type.Optional(Colunas),
  ordem: Opt(OrdemVisao),
  porPagina: Opt(PorPagina),
  padrao: Type.Optional(Type.Boolean()),
  compartilhada: Type.Optional(Type.Boolean()),
});
export type VisaoNova = Static<typeof VisaoNova>;
/** PUT visoes/{id}: what changes (the rest stays) */
export const VisaoAlteracao = Strict({
  nome: Type.Optional(Type.String({ maxLength: 200 })),
  filtros: Type.Optional(Filtros),
  colunas: Type.Optional(Colunas),
  ordem: Opt(OrdemVisao),
  porPagina: Opt(PorPagina),
  compartilhada: Type.Optional(Type.Boolean()),
});
export type VisaoAlteracao = Static<typeof VisaoAlteracao>;
/** PUT visoes/{id}/padrao: on (the user's other default of the list stops being it) or off */
export const VisaoPadraoCorpo = Strict({ padrao: Type.Boolean() });

/** One view as a list of views shows it: the user's own (editable) and the ones shared with the user's profile type (read-only). */
export const Visao = Type.Object({
  id: Type.Integer(),
  lista: Type.String(),
  nome: Type.String(),
  filtros: Type.Record(Type.String(), Type.Unknown()),
  colunas: N(Type.Array(Type.String())),
  ordem: N(OrdemVisao),
  porPagina: N(Type.Integer()),
  /** the user's default of the list (only the user's own views) */
  padrao: Type.Boolean(),
  compartilhada: Type.Boolean(),
  /** the user's own: renamed, changed, deleted by the user; else shared by a colleague of the same profile type */
  propria: Type.Boolean(),
  dono: Type.String(),
  atualizadaEm: Type.String(),
});
export type Visao = Static<typeof Visao>;
export const VisoesAnswer = Answer(Type.Array(Visao));
/** POST visoes, PUT visoes/{id}, PUT visoes/{id}/padrao: the view as saved, and the message */
export const VisaoSalvaDados = Type.Object({ visao: Visao, mensagem: Type.String() });
export type VisaoSalvaDados = Static<typeof VisaoSalvaDados>;
export const VisaoSalvaAnswer = Answer(VisaoSalvaDados);
