/**
 * How a parser's time grows with its input, to tell linear from super-linear in a unit test: the time on an input of
 * size n and on one of 4n (best of a few runs each, so a busy machine inflates neither by much). Linear work gives a
 * ratio near 4, quadratic 16. Times under a millisecond tell nothing: the ratio is taken on at least `piso` ms.
 */
export interface Crescimento {
  ms: number;
  ms4: number;
  razao: number;
}

async function melhorDe(vezes: number, f: () => unknown) {
  let melhor = Infinity;
  for (let i = 0; i < vezes; i++) {
    const t0 = performance.now();
    await f();
    melhor = Math.min(melhor, performance.now() - t0);
  }
  return melhor;
}

export async function crescimento<T>(
  gerar: (n: number) => T,
  ler: (entrada: T) => unknown,
  n: number,
  opcoes: { vezes?: number; piso?: number } = {},
): Promise<Crescimento> {
  const vezes = opcoes.vezes ?? 3;
  const piso = opcoes.piso ?? 5;
  const a = gerar(n);
  const b = gerar(4 * n);
  const ms = await melhorDe(vezes, () => ler(a));
  const ms4 = await melhorDe(vezes, () => ler(b));
  return { ms, ms4, razao: Math.max(ms4, piso) / Math.max(ms, piso) };
}

/** `unidade` repeated to `tamanho` characters at least, between `antes` and `depois`. */
export const repetido = (antes: string, unidade: string, tamanho: number, depois = '') =>
  antes + unidade.repeat(Math.ceil(Math.max(0, tamanho - antes.length - depois.length) / unidade.length)) + depois;
