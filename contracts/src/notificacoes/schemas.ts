import { Type, type Static } from '@sinclair/typebox';
import { Answer, Int, PageNumber, Strict } from '../http/schemas.ts';
import { CANAIS, tiposNotificacao, type TipoNotificacao } from './tipos.ts';

/** Requests and answers of the notification calls: the bell, its panel and the preferences of Meu perfil. */
export const TipoNotificacaoSchema = Type.Union(tiposNotificacao.map((t) => Type.Literal(t)));
export const CanalSchema = Type.Union(CANAIS.map((c) => Type.Literal(c)));

/** one notification of the panel: `link` is the record's screen in the console */
export const Notificacao = Type.Object({
  id: Type.String(),
  tipo: TipoNotificacaoSchema,
  titulo: Type.String(),
  texto: Type.String(),
  link: Type.String(),
  criadoEm: Type.String(),
  lida: Type.Boolean(),
});
export type Notificacao = Static<typeof Notificacao>;

/** GET notificacoes */
export const NotificacoesQuery = Strict({ page: Type.Optional(PageNumber), per_page: Type.Optional(Int(1, 100)) });
export type NotificacoesQuery = Static<typeof NotificacoesQuery>;
export const NotificacoesPagina = Answer(Type.Object({ rows: Type.Array(Notificacao), page: Type.Integer(), total: Type.Integer(), naoLidas: Type.Integer() }));
export type NotificacoesPagina = Static<typeof NotificacoesPagina>;

/** GET notificacoes/contagem: the bell's badge (answers 304 to its own ETag) */
export const ContagemNotificacoes = Type.Object({ naoLidas: Type.Integer(), ultima: Type.Union([Type.String(), Type.Null()]) });
export type ContagemNotificacoes = Static<typeof ContagemNotificacoes>;
export const ContagemNotificacoesAnswer = Answer(ContagemNotificacoes);

/** PATCH notificacoes/{id}/lida */
/** A notification's id is its source event: `<stream>@<version>` (e.g. `troca-7@1`). */
export const NotificacaoParams = Strict({ id: Type.String({ pattern: '^[a-z-]+-[A-Za-z0-9-]+@[0-9]{1,9}$', maxLength: 200 }) });
/** PATCH notificacoes/lidas: answers how many were marked */
export const MarcadasAnswer = Answer(Type.Object({ marcadas: Type.Integer(), naoLidas: Type.Integer() }));

/**
 * GET/PUT notificacoes/preferencias: a channel per kind, and the daily digest (one e-mail a day with the day's unread
 * notifications instead of one e-mail each; left out of a PUT: unchanged)
 */
export const PreferenciasNotificacoes = Strict({
  canais: Strict(Object.fromEntries(tiposNotificacao.map((t) => [t, CanalSchema])) as Record<TipoNotificacao, typeof CanalSchema>),
  resumoDiario: Type.Optional(Type.Boolean()),
});
export type PreferenciasNotificacoes = Static<typeof PreferenciasNotificacoes>;
export const PreferenciasAnswer = Answer(PreferenciasNotificacoes);
