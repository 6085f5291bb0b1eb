import { startTransition, useEffect, useState } from 'react';

/** Runs `f` when the page is idle (at most 1.5 s later); answers how to cancel it. */
function quandoOcioso(f: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const t = window.setTimeout(f, 200);
    return () => window.clearTimeout(t);
  }
  const h = window.requestIdleCallback(f, { timeout: 1500 });
  return () => window.cancelIdleCallback(h);
}

/**
 * False until the page is first idle, then true for good: a part nobody sees yet (a closed panel) is drawn then, hidden,
 * so that neither the first paint waits for it nor the tap that shows it draws it.
 */
export function useDesenhadoNoOcio(): boolean {
  const [desenhado, setDesenhado] = useState(false);
  useEffect(() => {
    if (desenhado) return;
    return quandoOcioso(() => startTransition(() => setDesenhado(true)));
  }, [desenhado]);
  return desenhado;
}
