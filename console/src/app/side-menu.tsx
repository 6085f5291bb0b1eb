import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import type { Menu } from '@portal/contracts/access/session';
import { permissionFor } from '@portal/contracts/access/guard';

/** The server-driven side menu: 240 px open, 46 px collapsed (icons only), current route highlighted. */
export function SideMenu({ menus, allMenus, collapsed, onToggle }: { menus: Menu[]; allMenus: Menu[]; collapsed: boolean; onToggle: () => void }) {
  const { pathname } = useLocation();
  const current = permissionFor(allMenus, pathname);
  const activeMenu = menus.find((m) => m.subMenu.some((s) => s.subMenuId === current?.subMenuId))?.menuId ?? null;
  const [open, setOpen] = useState<Set<number>>(() => new Set(activeMenu === null ? [] : [activeMenu]));

  const toggle = (id: number) => {
    if (collapsed) onToggle();
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id) && !collapsed) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  return (
    <nav className={`side-menu${collapsed ? ' collapsed' : ''}`} aria-label="Menu principal">
      <div className="side-menu-head">
        <Link to="/relatorios" className="side-logo" title="Relatórios">
          <img src="/logo.svg" alt="Portal de Distribuição" width={30} height={30} />
          {!collapsed && <span>Portal de Distribuição</span>}
        </Link>
      </div>
      <button
        type="button"
        className="side-toggle"
        onClick={onToggle}
        aria-label={collapsed ? 'Expandir menu' : 'Recolher menu'}
        title={collapsed ? 'Expandir menu' : 'Recolher menu'}
      >
        <i className={`pi ${collapsed ? 'pi-angle-double-right' : 'pi-angle-double-left'}`} />
      </button>
      <ul className="side-groups">
        {menus.map((m) => {
          const expanded = !collapsed && open.has(m.menuId);
          return (
            <li key={m.menuId} className={`side-group${m.menuId === activeMenu ? ' active' : ''}`}>
              <button type="button" className="side-group-head" onClick={() => toggle(m.menuId)} aria-expanded={expanded} title={m.descricaoMenu}>
                <i className={m.icone || 'pi pi-folder'} aria-hidden="true" />
                {!collapsed && <span className="side-group-label">{m.descricaoMenu}</span>}
                {!collapsed && <i className={`pi ${expanded ? 'pi-chevron-down' : 'pi-chevron-right'} side-chevron`} aria-hidden="true" />}
              </button>
              {expanded && (
                <ul className="side-items">
                  {m.subMenu.map((s) => (
                    <li key={s.subMenuId}>
                      <NavLink to={s.rotaUrl} className={() => `side-item${current?.subMenuId === s.subMenuId ? ' active' : ''}`}>
                        {s.descricaoSubMenu}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
