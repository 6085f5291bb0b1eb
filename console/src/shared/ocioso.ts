import { startTransition, useEffect, useRef, useState } from 'react';

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

/**
 * Runs `f` in a task after the next frame is painted: what a tap shows at once (a fold closing) is painted first, and the
 * work it starts (a transition's render, sliced by React's scheduler into tasks that could run before that frame) after.
 */
export function depoisDaPintura(f: () => void) {
  requestAnimationFrame(() => setTimeout(f, 0));
}

/** Runs `f` once, when the page is first idle after `pronto` (not if the component is gone by then). */
export function useNoOcio(f: () => void, pronto = true) {
  const atual = useRef(f);
  atual.current = f;
  const feito = useRef(false);
  useEffect(() => {
    if (!pronto || feito.current) return;
    return quandoOcioso(() => {
      feito.current = true;
      atual.current();
    });
  }, [pronto]);
}
