import type { FuncaoClaim } from './functions.ts';

/** Menu as the server sends it (spec 000 §3). */
export interface SubMenu {
  subMenuId: number;
  descricaoSubMenu: string;
  rotaUrl: string;
  read: boolean;
  edit: boolean;
  visivel: boolean;
}
export interface Menu {
  menuId: number;
  descricaoMenu: string;
  icone: string;
  viewer: boolean;
  subMenu: SubMenu[];
}

export interface UserClaims {
  id: number;
  nome: string;
  email: string;
  grupoPerfil: number;
  dataExpiraSenhaUtc: string | null;
  claims: { type: 'role'; value: string; menus: Menu[] }[];
  concessionariaId: number | null;
  concessionariaGrupoId: number | null;
  processosGrupo: boolean;
  funcoes: FuncaoClaim[];
  /** set when this session is an acesso espelho */
  espelho: { adminId: number; adminNome: string } | null;
}

export interface LoginData {
  accessToken: string;
  userClaims: UserClaims;
  senhaTrocadaPorAdministrador: boolean;
  /** true when the password expired or an administrator set it: only the password change is allowed */
  trocaSenhaObrigatoria: boolean;
}

export const HIDDEN_SUBMENUS = ['BOLSÃO NSC'];
export const HOME_MENU = 'HOME';
