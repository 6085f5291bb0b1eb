/**
 * How a parser's time grows with its input, to tell linear from super-linear in a unit test: the time on an input of
 * size n and on one of 4n (best of a few runs each, the sizes alternating, so a busy machine inflates neither by much). Linear work gives a
 * ratio near 4, quadratic 16. Times under a millisecond tell nothing: the ratio is taken on at least `piso` ms.
 */
export interface Crescimento {
  ms: number;
  ms4: number;
  razao: number;
}

async function medir(f: () => unknown) {
  // a turn of the event loop before each run: the test runner's messages get through however long the runs are
  await new Promise((fim) => setTimeout(fim, 0));
  const t0 = performance.now();
  await f();
  return performance.now() - t0;
}

export async function crescimento<T>(
  gerar: (n: number) => T,
  ler: (entrada: T) => unknown,
  n: number,
  opcoes: { vezes?: number; piso?: number } = {},
): Promise<Crescimento> {
  const vezes = opcoes.vezes ?? 3;
  // below 20 ms the ratio is the machine's noise (a quadratic reader at the upload limit takes seconds, far above it)
  const piso = opcoes.piso ?? 20;
  const a = gerar(n);
  const b = gerar(4 * n);
  // the two sizes alternate, so a burst of load on the machine falls on both rather than on one
  let ms = Infinity;
  let ms4 = Infinity;
  for (let i = 0; i < vezes; i++) {
    ms = Math.min(ms, await medir(() => ler(a)));
    ms4 = Math.min(ms4, await medir(() => ler(b)));
  }
  return { ms, ms4, razao: Math.max(ms4, piso) / Math.max(ms, piso) };
}

/** `unidade` repeated to `tamanho` characters at least, between `antes` and `depois`. */
export const repetido = (antes: string, unidade: string, tamanho: number, depois = '') =>
  antes + unidade.repeat(Math.ceil(Math.max(0, tamanho - antes.length - depois.length) / unidade.length)) + depois;
