import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Menu as PopupMenu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useQueryClient } from '@tanstack/react-query';
import { msg } from '@portal/contracts/messages';
import { tiposDoUsuario } from '@portal/contracts/notificacoes/tipos';
import { clearStorage, restorePrevious } from '../shared/storage.ts';
import { encerrarSessaoNoServidor } from '../shared/api-client.ts';
import { firstName } from '../shared/format.ts';
import { useAbertoUmaVez } from '../shared/use-aberto-uma-vez.ts';
import { SinoNotificacoes } from '../features/notificacoes/components/sino-notificacoes.tsx';
import { useSession } from './session-store.ts';

// the user menu's dialogs load on first use: their forms (password fields and rules, the preferences) were most of the
// signed-in frame's chunks, which every screen's first paint waited for
const MeuPerfilDialog = lazy(() => import('../features/access/components/meu-perfil-dialog.tsx').then((m) => ({ default: m.MeuPerfilDialog })));
const TrocarSenhaDialog = lazy(() => import('../features/access/components/trocar-senha-dialog.tsx').then((m) => ({ default: m.TrocarSenhaDialog })));
const PreferenciasNotificacoes = lazy(() =>
  import('../features/notificacoes/components/preferencias-notificacoes.tsx').then((m) => ({ default: m.PreferenciasNotificacoes })),
);

/** Top bar: current screen title, greeting, the notifications' bell, the comunicados' icon and the user dropdown. */
export function TopBar({ title, onMenu }: { title: string; /** at phone width: opens the menu's drawer */ onMenu?: () => void }) {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const menuRef = useRef<PopupMenu>(null);
  const [perfil, setPerfil] = useState(false);
  const [senha, setSenha] = useState(false);
  const comPerfil = useAbertoUmaVez(perfil);
  const comSenha = useAbertoUmaVez(senha);
  const claims = session.auth?.userClaims;
  if (!claims) return null;

  const items: MenuItem[] = [
    { label: 'Meu perfil', icon: 'pi pi-user', command: () => setPerfil(true) },
    { label: 'Trocar senha', icon: 'pi pi-key', command: () => setSenha(true) },
    ...(session.previous
      ? [
          {
            label: 'Retornar Espelho',
            icon: 'pi pi-replay',
            command: () => {
              queryClient.clear();
              encerrarSessaoNoServidor();
              if (restorePrevious()) navigate('/usersmanagment/0', { replace: true });
            },
          },
        ]
      : []),
    { separator: true },
    {
      label: 'Sair',
      icon: 'pi pi-sign-out',
      command: () => {
        queryClient.clear();
        encerrarSessaoNoServidor();
        clearStorage();
        navigate('/', { replace: true });
      },
    },
  ];

  return (
    <header className="top-bar">
      {onMenu && (
        <button type="button" className="top-icon" aria-label="Abrir menu" title="Abrir menu" onClick={onMenu}>
          <i className="pi pi-bars" aria-hidden="true" />
        </button>
      )}
      <h1 className="top-title">{title}</h1>
      {claims.espelho && (
        <span className="espelho-tag" title={`Acesso espelho iniciado por ${claims.espelho.adminNome}`}>
          <i className="pi pi-eye" aria-hidden="true" /> <span className="espelho-texto">Acesso espelho</span>
        </span>
      )}
      <div className="top-actions">
        <span className="greeting">{msg.saudacao(firstName(claims.nome))}</span>
        <SinoNotificacoes />
        <Link to="/comunicados" className="top-icon" aria-label="Comunicados" title="Comunicados">
          <i className="pi pi-megaphone" />
        </Link>
        <button type="button" className="top-user" aria-label="Menu do usuário" aria-haspopup="menu" onClick={(e) => menuRef.current?.toggle(e)}>
          <i className="pi pi-user" aria-hidden="true" />
          <i className="pi pi-angle-down" aria-hidden="true" />
        </button>
        <PopupMenu model={items} popup ref={menuRef} popupAlignment="right" />
      </div>
      <Suspense fallback={null}>
        {comPerfil && (
          <MeuPerfilDialog visible={perfil} onHide={() => setPerfil(false)}>
            <PreferenciasNotificacoes visible={perfil} tipos={tiposDoUsuario(claims)} />
          </MeuPerfilDialog>
        )}
        {comSenha && <TrocarSenhaDialog visible={senha} onHide={() => setSenha(false)} />}
      </Suspense>
    </header>
  );
}
