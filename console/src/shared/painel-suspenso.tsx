import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useDesenhadoNoOcio } from './ocioso.ts';

/**
 * A panel hung under its button (the bell's), drawn in place with no portal, transition or measuring: once the page is idle
 * it is drawn hidden (`visibility: hidden`, out of the accessibility tree), so the tap that opens it only shows it — no
 * render of its parts, no layout. A press outside it or its button, or Escape, closes it (Escape gives the focus back to
 * the button). PrimeReact's OverlayPanel did the same with a portal, a transition and a layout read per open: 160 ms to the
 * next paint on a phone at 4× CPU (issue 28's INP goal is 100 ms).
 */
export function PainelSuspenso({
  aberto,
  onFechar,
  botao,
  rotulo,
  className,
  children,
}: {
  aberto: boolean;
  onFechar: () => void;
  /** the button that opens it: a press on it is its own (toggle), not outside */
  botao: RefObject<HTMLElement | null>;
  /** the dialog's name */
  rotulo: string;
  className?: string;
  children: ReactNode;
}) {
  const painel = useRef<HTMLElement>(null);
  const desenhado = useDesenhadoNoOcio();
  const fechar = useRef(onFechar);
  fechar.current = onFechar;
  useEffect(() => {
    if (!aberto) return;
    const fora = (e: PointerEvent) => {
      const alvo = e.target as Node;
      if (!painel.current?.contains(alvo) && !botao.current?.contains(alvo)) fechar.current();
    };
    const tecla = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      fechar.current();
      botao.current?.focus();
    };
    document.addEventListener('pointerdown', fora);
    document.addEventListener('keydown', tecla);
    return () => {
      document.removeEventListener('pointerdown', fora);
      document.removeEventListener('keydown', tecla);
    };
  }, [aberto, botao]);
  if (!aberto && !desenhado) return null;
  return (
    <section ref={painel} role="dialog" aria-label={rotulo} className={`painel-suspenso${aberto ? '' : ' painel-suspenso-fechado'} ${className ?? ''}`}>
      {children}
    </section>
  );
}
