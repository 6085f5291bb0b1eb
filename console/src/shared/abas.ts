import { useDeferredValue, useState } from 'react';

/**
 * A tab bar whose header follows a click at once while the chosen tab's content is rendered in a transition
 * (`useDeferredValue`): the click paints in the next frame instead of after the new tab's filters and table have mounted
 * (INP, bench/console-vitals), and a second click before that render ends interrupts it. Render each panel's content
 * only when `conteudo` is its index, with the TabView rendering every panel (not `renderActiveOnly`).
 */
export function useAbas(inicial: number | (() => number) = 0) {
  const [aba, setAba] = useState(inicial);
  const conteudo = useDeferredValue(aba);
  return { aba, setAba, conteudo };
}
