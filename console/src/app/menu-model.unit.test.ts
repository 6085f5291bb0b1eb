import { describe, expect, it } from 'vitest';
import type { Menu, SubMenu } from '@portal/contracts/access/session';
import { screenTitle, visibleMenus } from './menu-model.ts';

const sub = (subMenuId: number, descricaoSubMenu: string, rotaUrl: string, over: Partial<SubMenu> = {}): SubMenu => ({
  subMenuId,
  descricaoSubMenu,
  rotaUrl,
  read: true,
  edit: false,
  visivel: true,
  ...over,
});

const menus: Menu[] = [
  { menuId: 1, descricaoMenu: 'HOME', icone: 'pi pi-home', viewer: true, subMenu: [sub(1, 'Relatórios', '/relatorios')] },
  {
    menuId: 2,
    descricaoMenu: 'COTA VEÍCULOS',
    icone: 'pi pi-car',
    viewer: true,
    subMenu: [
      sub(2, 'Faturamento', '/vehiclepocket'),
      sub(3, 'BOLSÃO NSC', '/vehiclepocket/bolsao'),
      sub(4, 'Trocas', '/trade', { read: false }),
      sub(5, 'Pipeline', '/pipeline', { visivel: false }),
    ],
  },
  { menuId: 3, descricaoMenu: 'AGED STOCK', icone: 'pi pi-clock', viewer: false, subMenu: [sub(6, 'Aged Stock', '/agedstock')] },
  { menuId: 4, descricaoMenu: 'SEMI NOVOS', icone: 'pi pi-verified', viewer: true, subMenu: [sub(7, 'KPI NSC', '/kpisapprovednsc', { read: false })] },
];

describe('side menu model', () => {
  it('shows only viewer menus, no HOME group, visible readable submenus, BOLSÃO NSC hidden, empty groups dropped', () => {
    expect(visibleMenus(menus).map((m) => [m.descricaoMenu, m.subMenu.map((s) => s.descricaoSubMenu)])).toEqual([['COTA VEÍCULOS', ['Faturamento']]]);
  });

  it('titles the screen with the submenu granting the route, in capitals', () => {
    expect(screenTitle(menus, '/relatorios')).toBe('RELATÓRIOS');
    expect(screenTitle(menus, '/vehiclepocket/bolsao')).toBe('BOLSÃO NSC');
    expect(screenTitle(menus, '/vehiclepocket')).toBe('FATURAMENTO');
    // no permission: the catalogue still names the screen
    expect(screenTitle(menus, '/trade')).toBe('TROCAS');
    expect(screenTitle(menus, '/nada')).toBe('');
  });
});
