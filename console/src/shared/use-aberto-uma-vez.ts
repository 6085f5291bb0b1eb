import { useState } from 'react';

/**
 * True from the first time `aberto` is, for good: a dialog loaded on first use (its own chunk, React.lazy) mounts then and
 * stays mounted, so closing it keeps its closing animation and opening it again loads nothing.
 */
export function useAbertoUmaVez(aberto: boolean): boolean {
  const [visto, setVisto] = useState(aberto);
  if (aberto && !visto) setVisto(true);
  return visto || aberto;
}
