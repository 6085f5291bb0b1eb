import { HIDDEN_SUBMENUS, HOME_MENU, type Menu } from '@portal/contracts/access/session';
import { permissionFor } from '@portal/contracts/access/guard';
import { MENU_CATALOG } from '@portal/contracts/access/catalog';

/** The side menu: menus with the viewer flag (HOME is not a group), submenus visible and readable, BOLSÃO NSC hidden. */
export function visibleMenus(menus: Menu[]): Menu[] {
  return menus
    .filter((m) => m.viewer && m.descricaoMenu !== HOME_MENU)
    .map((m) => ({ ...m, subMenu: m.subMenu.filter((s) => s.visivel && (s.read || s.edit) && !HIDDEN_SUBMENUS.includes(s.descricaoSubMenu)) }))
    .filter((m) => m.subMenu.length > 0);
}

/** The top bar's title: the submenu the current route belongs to. */
export function screenTitle(menus: Menu[], path: string): string {
  const granted = permissionFor(menus, path);
  if (granted) return granted.descricaoSubMenu.toLocaleUpperCase('pt-BR');
  for (const m of MENU_CATALOG) for (const s of m.submenus) if (path === s.rota || path.startsWith(`${s.rota}/`)) return s.descricao.toLocaleUpperCase('pt-BR');
  return '';
}
