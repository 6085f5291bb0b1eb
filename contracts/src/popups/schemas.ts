import { Type, type Static } from '@sinclair/typebox';
import { Answer, Id, Int, Opt, PageOf, Ref, Strict, Text } from '../http/schemas.ts';

/** Requests and answers of the pop-up calls (spec 002 §3 Pop-up, §7.8). Dates are YYYY-MM-DD. */
const Grupos = Type.Array(Type.Object({ grupoId: Type.Integer(), nome: Type.String() }));
const Base = {
  id: Type.Integer(),
  titulo: Type.String(),
  ordem: Type.Integer(),
  status: Type.Integer(),
  periodoDe: Type.String(),
  periodoAte: Type.String(),
};

/** GET popup (rows) */
export const PopupLinha = Type.Object({ ...Base, grupos: Grupos });
/** GET popup/{id} */
export const Popup = Type.Object({ ...Base, texto: Type.String(), grupos: Grupos });
export type Popup = Static<typeof Popup>;
/** GET popup/sininho (rows): the text only of active ones */
export const Comunicado = Type.Object({ ...Base, texto: Type.Union([Type.String(), Type.Null()]) });
/** GET popup/sininho/{id} */
export const ComunicadoTexto = Type.Object({ ...Base, texto: Type.String() });
/** GET popup/home */
export const PopupHome = Type.Object({ ...Base, texto: Type.String() });
export type PopupHome = Static<typeof PopupHome>;
export type PopupLinha = Static<typeof PopupLinha>;
export type Comunicado = Static<typeof Comunicado>;
export type ComunicadoTexto = Static<typeof ComunicadoTexto>;
export const PopupsHomeAnswer = Answer(Type.Array(PopupHome));
export const ComunicadosPagina = PageOf(Comunicado);
export const ComunicadoTextoAnswer = Answer(ComunicadoTexto);
export const PopupsPagina = PageOf(PopupLinha);
export const PopupAnswer = Answer(Popup);

/** POST popup, PUT popup/{id}: the form (HTML text, sanitised by the server) */
export const PopupEnviado = Strict({
  id: Opt(Ref),
  titulo: Opt(Text()),
  texto: Opt(Type.String({ maxLength: 200_000 })),
  ordem: Opt(Int(-1_000_000, 1_000_000)),
  status: Opt(Type.Union([Int(0, 1), Type.Boolean()])),
  periodoDe: Opt(Type.String({ maxLength: 30 })),
  periodoAte: Opt(Type.String({ maxLength: 30 })),
  grupos: Opt(Type.Array(Strict({ grupoId: Id, nome: Type.Optional(Text()) }), { maxItems: 20 })),
});
export type PopupEnviado = Static<typeof PopupEnviado>;
