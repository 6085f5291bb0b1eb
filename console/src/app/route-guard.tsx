import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { permissionFor } from '@portal/contracts/access/guard';
import { ScreenPermissionContext } from '../shared/permission.ts';
import { menusOf, useSession } from './session-store.ts';
import { NoPermission } from './no-permission.tsx';

/**
 * Private routes: not signed in goes to / with the screen asked for (`?destino=`, opened after the sign-in: a
 * notification's e-mail links the record's screen); a forced password change goes to /alterarSenha first.
 */
export function RequireSession() {
  const session = useSession();
  const { pathname, search } = useLocation();
  if (!session.auth) return <Navigate to={{ pathname: '/', search: `?destino=${encodeURIComponent(pathname + search)}` }} replace />;
  if (session.auth.trocaSenhaObrigatoria) return <Navigate to="/alterarSenha" replace />;
  return <Outlet />;
}

/**
 * The route guard (spec 000 §4): the submenu granting this path decides; edit makes the screen editable. `tambem`: another
 * menu route that also grants the screen (the order screen is the order list's details).
 */
export function Guarded({ children, tambem }: { children: ReactNode; tambem?: string }) {
  const session = useSession();
  const { pathname } = useLocation();
  const granted = permissionFor(menusOf(session), pathname) ?? (tambem ? permissionFor(menusOf(session), tambem) : null);
  if (!granted) return <NoPermission />;
  return <ScreenPermissionContext.Provider value={{ editavel: granted.edit }}>{children}</ScreenPermissionContext.Provider>;
}
