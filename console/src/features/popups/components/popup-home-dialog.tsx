import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { persisted, setShowPopup } from '../../../shared/storage.ts';
import { usePopupHome } from '../hooks/use-popup-home.ts';
import { PopupHtml } from './popup-html.tsx';

/**
 * The home's notice pop-ups (spec 000 §2): after sign-in, on /relatorios, the active pop-ups of the user's group,
 * one at a time; Fechar advances; after the last (or when there is none) the show-popup flag becomes false.
 */
export function PopupHomeDialog() {
  const userId = useSyncExternalStore(persisted.subscribe, () => persisted.get().auth?.userClaims.id ?? null);
  // another user signing in starts again from the first
  return <Sequence key={userId ?? 0} userId={userId} />;
}

function Sequence({ userId }: { userId: number | null }) {
  const { pathname } = useLocation();
  const mostrar = useSyncExternalStore(persisted.subscribe, () => persisted.get().mostrarPopup);
  const ativo = mostrar && pathname === '/relatorios' && userId !== null;
  const popups = usePopupHome(userId, ativo);
  const [indice, setIndice] = useState(0);
  const total = popups.data?.length;

  // past the last one (or none to show): the flag goes off
  useEffect(() => {
    if (ativo && total !== undefined && indice >= total) setShowPopup(false);
  }, [ativo, total, indice]);

  if (!ativo || !popups.data) return null;
  const atual = popups.data[indice];
  if (!atual) return null;
  const fechar = () => setIndice((i) => i + 1);
  return (
    <Dialog
      header={atual.titulo}
      visible
      onHide={fechar}
      modal
      closable={false}
      style={{ width: 'min(640px, 95vw)' }}
      className="home-popup"
      footer={<Button label="Fechar" icon="pi pi-times" onClick={fechar} autoFocus />}
      aria-label={`Aviso ${indice + 1} de ${popups.data.length}`}
    >
      <PopupHtml html={atual.texto} />
      <p className="muted home-popup-count">
        {indice + 1} de {popups.data.length}
      </p>
    </Dialog>
  );
}
