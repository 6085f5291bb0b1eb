import { useSyncExternalStore } from 'react';

/** The phone layout's breakpoint: at this width and below the shell, lists and dialogs take their phone form (app.css, shared/celular.css). */
export const LARGURA_CELULAR = 640;
const CONSULTA = `(max-width: ${LARGURA_CELULAR}px)`;

const assinar = (aviso: () => void) => {
  const m = window.matchMedia(CONSULTA);
  m.addEventListener('change', aviso);
  return () => m.removeEventListener('change', aviso);
};

/** The window is phone-sized now (outside React: what to load first). */
export const eCelular = () => typeof window !== 'undefined' && window.matchMedia(CONSULTA).matches;

/** True while the window is phone-sized: what CSS cannot change alone (the table's rows as cards, the menu as a drawer) asks this. */
export const useCelular = () => useSyncExternalStore(assinar, eCelular, () => false);

/** A PrimeReact DataTable's props at phone width: each row a card of its columns' titles and values. */
export const pilhaNoCelular = (celular: boolean) => (celular ? { responsiveLayout: 'stack' as const, breakpoint: `${LARGURA_CELULAR}px` } : {});
