import { Type, type Static } from '@sinclair/typebox';

/** Answer shapes of the pop-up calls (spec 002 §3 Pop-up, §7.8). Dates are YYYY-MM-DD. */
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
