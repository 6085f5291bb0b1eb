import { describe, expect, it } from 'vitest';
import { jsonCanonico, mesmoJson } from './json-canonico.ts';

/** A small pseudo-random generator (fixed seed): the same cases on every run. */
function gerador(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

function valor(r: () => number, fundo: number): unknown {
  const t = Math.floor(r() * (fundo > 0 ? 9 : 6));
  switch (t) {
    case 0:
      return null;
    case 1:
      return undefined;
    case 2:
      return Math.floor(r() * 3);
    case 3:
      return ['a', 'b', '1', ''][Math.floor(r() * 4)];
    case 4:
      return r() < 0.5;
    case 5:
      return [0, -0, 1.5, Number.NaN][Math.floor(r() * 4)];
    case 6:
    case 7: {
      const o: Record<string, unknown> = {};
      for (const k of ['x', 'y', 'z'].filter(() => r() < 0.6)) o[k] = valor(r, fundo - 1);
      return o;
    }
    default:
      return Array.from({ length: Math.floor(r() * 3) }, () => valor(r, fundo - 1));
  }
}

/** The same keys in the reverse order, as a jsonb column may give them back. */
function reordenado(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(reordenado);
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.keys(v)
        .reverse()
        .map((k) => [k, reordenado((v as Record<string, unknown>)[k])]),
    );
  return v;
}

describe('mesmoJson', () => {
  it('answers exactly whether the canonical texts are equal, over many generated pairs', () => {
    const r = gerador(7);
    let iguais = 0;
    for (let i = 0; i < 20_000; i++) {
      const a = valor(r, 3);
      const b = r() < 0.4 ? reordenado(a) : valor(r, 3);
      const esperado = jsonCanonico(a) === jsonCanonico(b);
      if (esperado) iguais++;
      expect(mesmoJson(a, b), `${jsonCanonico(a)} × ${jsonCanonico(b)}`).toBe(esperado);
      expect(mesmoJson(b, a)).toBe(esperado);
    }
    // both answers are exercised
    expect(iguais).toBeGreaterThan(5000);
    expect(iguais).toBeLessThan(18_000);
  });

  it('ignores key order and undefined fields; tells null from an absent field, and 1 from "1"', () => {
    expect(mesmoJson({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toBe(true);
    expect(mesmoJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(mesmoJson({ a: null }, {})).toBe(false);
    expect(mesmoJson({ a: 1 }, { a: '1' })).toBe(false);
    expect(mesmoJson([undefined], [null])).toBe(true);
    expect(mesmoJson([1, 2], [2, 1])).toBe(false);
  });
});
