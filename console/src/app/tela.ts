import { isValidElement, lazy, type ComponentType, type ReactNode } from 'react';

/** A screen loaded on first use (React.lazy) that can also be asked for earlier (`precarregar`: the same chunk, loaded once). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any props
export function tela<T extends ComponentType<any>>(carregar: () => Promise<{ default: T }>) {
  return Object.assign(lazy(carregar), { precarregar: carregar });
}

/**
 * Asks for every screen chunk an element tree will need (the element and the elements in its props, children included),
 * without drawing it: the start loads the frame and the screen of the address at once instead of one after the other.
 */
export function precarregarElementos(no: ReactNode): void {
  if (Array.isArray(no)) {
    no.forEach(precarregarElementos);
    return;
  }
  if (!isValidElement(no)) return;
  const tipo = no.type as { precarregar?: () => Promise<unknown> };
  // a chunk that fails here fails again, and is reported, when the screen draws it
  tipo.precarregar?.().catch(() => undefined);
  for (const valor of Object.values(no.props as Record<string, unknown>)) precarregarElementos(valor as ReactNode);
}
