import { Suspense, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { expiryWarningDays } from '@portal/contracts/access/password';
import { msg } from '@portal/contracts/messages';
import { updateClaims } from '../shared/storage.ts';
import { useCelular } from '../shared/use-celular.ts';
import { useSessao } from '../features/access/hooks/use-sessao.ts';
import { menusOf, useSession } from './session-store.ts';
import { screenTitle, visibleMenus } from './menu-model.ts';
import { SideMenu } from './side-menu.tsx';
import { TopBar } from './top-bar.tsx';
import { PopupHomeDialog } from '../features/popups/components/popup-home-dialog.tsx';

/** The signed-in frame: side menu, top bar, password-expiry warning, the screen. */
export default function PrivateLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  const [avisoFechado, setAvisoFechado] = useState(false);
  // at phone width the menu is a drawer over the screen, closed until the top bar's 'Abrir menu' and again after each navigation
  const celular = useCelular();
  const [gaveta, setGaveta] = useState(false);
  useEffect(() => setGaveta(false), [pathname, celular]);
  const userId = session.auth?.userClaims.id ?? null;
  const sessao = useSessao(userId);

  useEffect(() => {
    if (sessao.data && sessao.data.userClaims.id === userId) updateClaims(sessao.data.userClaims);
  }, [sessao.data, userId]);

  const allMenus = menusOf(session);
  const menus = useMemo(() => visibleMenus(allMenus), [allMenus]);
  const title = screenTitle(allMenus, pathname);
  const dias = expiryWarningDays(session.auth?.userClaims.dataExpiraSenhaUtc, new Date());

  return (
    <div className={`private-shell${collapsed && !celular ? ' menu-collapsed' : ''}${celular ? ' shell-celular' : ''}`}>
      {(!celular || gaveta) && (
        <SideMenu
          key={userId ?? 0}
          menus={menus}
          allMenus={allMenus}
          collapsed={collapsed && !celular}
          onToggle={celular ? () => setGaveta(false) : () => setCollapsed((c) => !c)}
        />
      )}
      {celular && gaveta && <div className="gaveta-fundo" aria-hidden="true" onClick={() => setGaveta(false)} />}
      <div className="private-main">
        <TopBar title={title} onMenu={celular ? () => setGaveta(true) : undefined} />
        {dias !== null && !avisoFechado && (
          <div className="expiry-warning" role="status">
            <i className="pi pi-exclamation-triangle" aria-hidden="true" />
            <span>{msg.senhaExpiraEm(dias)}</span>
            <button type="button" className="link-button" onClick={() => setAvisoFechado(true)} aria-label="Fechar aviso">
              <i className="pi pi-times" />
            </button>
          </div>
        )}
        <main className="private-content">
          <Suspense fallback={<p className="loading">{msg.carregando}</p>}>
            <Outlet />
            <PopupHomeDialog />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
