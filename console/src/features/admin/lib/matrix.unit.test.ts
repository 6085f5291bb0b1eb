import { describe, expect, it } from 'vitest';
import type { MenuPermissao } from '@portal/contracts/admin/schemas';
import { matrixEntries, resetAll, toggleFuncao, toggleMenu, toggleSubMenu, withoutHome } from './matrix.ts';

const sub = (subMenuId: number, read = false, edit = false) => ({
  subMenuId,
  descricaoSubMenu: `S${subMenuId}`,
  rotaUrl: `/s${subMenuId}`,
  read,
  edit,
  grupoId: 1,
});
const menus: MenuPermissao[] = [
  { menuId: 1, descricaoMenu: 'HOME', read: true, edit: false, subMenu: [sub(1, true)] },
  { menuId: 2, descricaoMenu: 'GESTÃO PORTAL', read: false, edit: false, subMenu: [sub(10), sub(11, true)] },
];

describe('Menus do Sistema matrix (spec 000 §4)', () => {
  it('hides HOME', () => {
    expect(withoutHome(menus).map((m) => m.descricaoMenu)).toEqual(['GESTÃO PORTAL']);
  });
  it('Editar forces Visualizar; clearing Visualizar clears Editar; clearing Editar keeps Visualizar', () => {
    let m = toggleSubMenu(menus, 2, 10, 'edit', true);
    expect(m[1]!.subMenu[0]).toMatchObject({ read: true, edit: true });
    m = toggleSubMenu(m, 2, 10, 'read', false);
    expect(m[1]!.subMenu[0]).toMatchObject({ read: false, edit: false });
    m = toggleSubMenu(toggleSubMenu(m, 2, 10, 'edit', true), 2, 10, 'edit', false);
    expect(m[1]!.subMenu[0]).toMatchObject({ read: true, edit: false });
  });
  it('a menu-level toggle applies to every submenu, and the menu row sums them up', () => {
    const m = toggleMenu(menus, 2, 'edit', true);
    expect(m[1]!.subMenu.every((s) => s.read && s.edit)).toBe(true);
    expect(m[1]).toMatchObject({ read: true, edit: true });
    const off = toggleMenu(m, 2, 'read', false);
    expect(off[1]!.subMenu.every((s) => !s.read && !s.edit)).toBe(true);
    expect(toggleSubMenu(m, 2, 11, 'edit', false)[1]).toMatchObject({ read: true, edit: false });
  });
  it('changing the profile group resets all flags; the entries carry role, menu, submenu and group', () => {
    const r = resetAll(toggleMenu(menus, 2, 'edit', true));
    expect(r.flatMap((m) => m.subMenu).every((s) => !s.read && !s.edit)).toBe(true);
    expect(matrixEntries(withoutHome(r), 7, 3)).toEqual([
      { roleId: 7, menuId: 2, subMenuId: 10, read: false, edit: false, grupoId: 3 },
      { roleId: 7, menuId: 2, subMenuId: 11, read: false, edit: false, grupoId: 3 },
    ]);
  });
  it('function rights: Editar implies Visualizar, clearing Visualizar clears Editar', () => {
    expect(toggleFuncao({ r: false, u: false }, 'u', true)).toEqual({ r: true, u: true });
    expect(toggleFuncao({ r: true, u: true }, 'r', false)).toEqual({ r: false, u: false });
    expect(toggleFuncao({ r: true, u: true }, 'u', false)).toEqual({ r: true, u: false });
  });
});
