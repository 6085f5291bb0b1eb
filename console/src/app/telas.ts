import { isValidElement, lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { createRoutesFromChildren, matchRoutes } from 'react-router';

// ComponentType<any>, as React's own `lazy` takes it: a screen's props are its own
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Componente = ComponentType<any>;

/** A screen's lazy component that can also be asked for before it renders. */
export type Tela<T extends Componente> = LazyExoticComponent<T> & { precarregar: () => Promise<unknown> };

/** A lazy screen (its own chunk) whose import runs once, whether the render or `precarregarTelas` asks first. */
export function tela<T extends Componente>(carregar: () => Promise<{ default: T }>): Tela<T> {
  let importacao: Promise<{ default: T }> | undefined;
  const uma = () => (importacao ??= carregar());
  return Object.assign(lazy(uma), { precarregar: uma });
}

/**
 * Asks at once for the chunks of every screen on the route that `caminho` opens (the signed-in frame and the screen inside
 * it), instead of one after the other: a lazy screen inside a lazy frame is only asked for once the frame's chunk has run
 * and rendered, and on a phone at 4× CPU that wait was ~300 ms of the screen's first paint. Only the route's own chunks:
 * preloading every screen competed with the first render (docs/decisions.md "A dealer's day on a phone").
 */
export function precarregarTelas(rotas: ReactNode, caminho: string) {
  for (const m of matchRoutes(createRoutesFromChildren(rotas), caminho) ?? []) precarregarElemento(m.route.element);
}

/** The screens in an element's tree: its type, its children and the elements it hands as props (`acoes={<Botao />}`). */
function precarregarElemento(no: unknown) {
  if (Array.isArray(no)) return no.forEach(precarregarElemento);
  if (!isValidElement(no)) return;
  (no.type as Partial<Tela<Componente>>).precarregar?.().catch(() => {
    // a chunk that failed to load fails again, and is reported, when the screen renders
  });
  for (const v of Object.values(no.props as Record<string, unknown>)) precarregarElemento(v);
}
