import { Fragment } from 'react';
import { Checkbox } from 'primereact/checkbox';
import { msg } from '@portal/contracts/messages';
import { toggleMenu, toggleSubMenu, type Flag, type Matrix } from '../lib/matrix.ts';

/** Menus do Sistema: per-menu and per-submenu Visualizar and Editar (HOME is not in `menus`). */
export function MenusMatrix({ menus, onChange, disabled }: { menus: Matrix; onChange: (m: Matrix) => void; disabled: boolean }) {
  const box = (id: string, label: string, checked: boolean, set: (v: boolean) => void) => (
    <Checkbox inputId={id} checked={checked} onChange={(e) => set(!!e.checked)} disabled={disabled} aria-label={label} />
  );
  const flagLabel = (f: Flag) => (f === 'read' ? 'Visualizar' : 'Editar');
  return (
    <table className="simple-table matrix-table" aria-label="Menus do Sistema">
      <thead>
        <tr>
          <th>Menu / Submenu</th>
          <th className="check-col">Visualizar</th>
          <th className="check-col">Editar</th>
        </tr>
      </thead>
      <tbody>
        {menus.length === 0 && (
          <tr>
            <td colSpan={3} className="muted">
              {msg.nenhumRegistro}
            </td>
          </tr>
        )}
        {menus.map((m) => (
          <Fragment key={m.menuId}>
            <tr className="matrix-menu">
              <th scope="row">{m.descricaoMenu}</th>
              {(['read', 'edit'] as const).map((f) => (
                <td key={f} className="check-col">
                  {box(`menu-${m.menuId}-${f}`, `${flagLabel(f)} ${m.descricaoMenu}`, m[f], (v) => onChange(toggleMenu(menus, m.menuId, f, v)))}
                </td>
              ))}
            </tr>
            {m.subMenu.map((s) => (
              <tr key={s.subMenuId} className="matrix-sub">
                <td>{s.descricaoSubMenu}</td>
                {(['read', 'edit'] as const).map((f) => (
                  <td key={f} className="check-col">
                    {box(`sub-${s.subMenuId}-${f}`, `${flagLabel(f)} ${m.descricaoMenu} / ${s.descricaoSubMenu}`, s[f], (v) =>
                      onChange(toggleSubMenu(menus, m.menuId, s.subMenuId, f, v)),
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </Fragment>
        ))}
      </tbody>
    </table>
  );
}
