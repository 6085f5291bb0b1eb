import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { persisted, setShowPopup } from '../../../shared/storage.ts';
import { usePopupHome } from '../hooks/use-popup-home.ts';

// the dialog loads when there is a pop-up to show (on /relatorios after the sign-in), not with the signed-in frame of every screen
const AvisoDaHome = lazy(() => import('./aviso-da-home.tsx'));

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
  return (
    <Suspense fallback={null}>
      <AvisoDaHome titulo={atual.titulo} texto={atual.texto} indice={indice} total={popups.data.length} onFechar={() => setIndice((i) => i + 1)} />
    </Suspense>
  );
}
