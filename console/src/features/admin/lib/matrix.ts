import { applyFuncaoRule, applyMatrixRule, type Flags } from '@portal/contracts/admin/rules';
import { HOME_MENU } from '@portal/contracts/access/session';
import type { MenuPermissao } from '@portal/contracts/admin/schemas';

/** The Menus do Sistema matrix as the form edits it: one cell per submenu (the menu row is all of its submenus). */
export type Matrix = MenuPermissao[];
export type Flag = keyof Flags;

/** HOME never shows (spec 000 §2). */
export const withoutHome = (menus: Matrix): Matrix => menus.filter((m) => m.descricaoMenu !== HOME_MENU);

/** One checkbox of a cell, through the shared rule: Editar forces Visualizar, clearing Visualizar clears Editar. */
export const toggleCell = (cell: Flags, flag: Flag, value: boolean): Flags => applyMatrixRule(cell, { ...cell, [flag]: value });

function summarise(m: MenuPermissao): MenuPermissao {
  const any = m.subMenu.length > 0;
  return { ...m, read: any && m.subMenu.every((s) => s.read), edit: any && m.subMenu.every((s) => s.edit) };
}

export function toggleSubMenu(menus: Matrix, menuId: number, subMenuId: number, flag: Flag, value: boolean): Matrix {
  return menus.map((m) =>
    m.menuId !== menuId ? m : summarise({ ...m, subMenu: m.subMenu.map((s) => (s.subMenuId === subMenuId ? { ...s, ...toggleCell(s, flag, value) } : s)) }),
  );
}

/** A menu-level toggle applies to all its submenus. */
export function toggleMenu(menus: Matrix, menuId: number, flag: Flag, value: boolean): Matrix {
  return menus.map((m) => (m.menuId !== menuId ? m : summarise({ ...m, subMenu: m.subMenu.map((s) => ({ ...s, ...toggleCell(s, flag, value) })) })));
}

/** Changing the profile group resets every flag to off. */
export const resetAll = (menus: Matrix): Matrix =>
  menus.map((m) => ({ ...m, read: false, edit: false, subMenu: m.subMenu.map((s) => ({ ...s, read: false, edit: false })) }));

/** The cells to send to PUT tipo-perfil/sub-menu. */
export const matrixEntries = (menus: Matrix, roleId: number, grupoId: number) =>
  menus.flatMap((m) => m.subMenu.map((s) => ({ roleId, menuId: m.menuId, subMenuId: s.subMenuId, read: s.read, edit: s.edit, grupoId })));

export interface FuncaoCell {
  r: boolean;
  u: boolean;
}
/** Function rights: Editar (u) implies Visualizar (r); clearing Visualizar clears Editar. */
export const toggleFuncao = (f: FuncaoCell, flag: 'r' | 'u', value: boolean): FuncaoCell =>
  flag === 'u' ? applyFuncaoRule({ r: f.r, u: value }) : value ? { r: true, u: f.u } : { r: false, u: false };
