import type { Static } from '@sinclair/typebox';
import type * as S from './schemas.ts';

/** Menu as the server sends it (spec 000 §3). */
export type SubMenu = Static<typeof S.SubMenu>;
export type Menu = Static<typeof S.Menu>;
export type UserClaims = Static<typeof S.UserClaims>;
export type LoginData = Static<typeof S.LoginData>;

export const HIDDEN_SUBMENUS = ['BOLSÃO NSC'];
export const HOME_MENU = 'HOME';
