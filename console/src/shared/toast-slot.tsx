import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useAbertoUmaVez } from './use-aberto-uma-vez.ts';
import { useDesenhadoNoOcio } from './ocioso.ts';
import { assinarEspera, toastEsperando } from './toasts.tsx';

// PrimeReact's Toast (with its transitions and icons) is a chunk of its own, out of the main one every first paint waits for
const Host = lazy(() => import('./toast-host.tsx'));

/** Mounted once by the app; every `toast.*` call lands here. The host loads once the page is idle, or at the first toast. */
export function ToastHost() {
  const aguardando = useSyncExternalStore(assinarEspera, toastEsperando);
  const montar = useAbertoUmaVez(useDesenhadoNoOcio() || aguardando);
  return montar ? (
    <Suspense fallback={null}>
      <Host />
    </Suspense>
  ) : null;
}
