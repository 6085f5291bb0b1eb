import { describe, expect, it } from 'vitest';
import { textoInvalido } from './texto-seguro.ts';

describe('text PostgreSQL cannot keep', () => {
  it('finds a NUL or a lone surrogate in values and keys, wherever nested, and names the field', () => {
    expect(textoInvalido({ a: 'ok', b: ['x', 'y\u0000'] }, '')).toBe('b[1]');
    expect(textoInvalido({ nome: 'a\uD800b' }, '')).toBe('nome');
    expect(textoInvalido({ c: { '\uDC00': 1 } }, '')).toBe('c');
    expect(textoInvalido('\u0000', 'q')).toBe('q');
  });
  it('accepts any well-formed text: accents, emoji (surrogate pairs), control characters other than NUL', () => {
    expect(textoInvalido({ a: 'ção 𝒜😀', b: '\t\n\u0001', n: 1, z: null, t: true, l: [[['ok']]] }, '')).toBeNull();
    expect(textoInvalido(undefined, '')).toBeNull();
  });
  it('walks a body nested far beyond the stack without recursion, in linear time', () => {
    let fundo: unknown = 'x\u0000';
    for (let i = 0; i < 200_000; i++) fundo = [fundo];
    expect(textoInvalido(fundo, '')).toMatch(/^\[0\]/);
    const largo = Array.from({ length: 500_000 }, (_, i) => `texto ${i}`);
    const inicio = performance.now();
    expect(textoInvalido({ largo }, '')).toBeNull();
    expect(performance.now() - inicio).toBeLessThan(2_000);
  });
});
