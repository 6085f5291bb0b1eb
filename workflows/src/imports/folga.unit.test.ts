import { describe, expect, it } from 'vitest';
import { folgaDoAmbiente } from './activities.ts';

describe('IMPORTACAO_FOLGA', () => {
  it('is a number from 0 to 10; unset, negative or not a number is 0 (the import at full speed)', () => {
    expect(folgaDoAmbiente(undefined)).toBe(0);
    expect(folgaDoAmbiente('')).toBe(0);
    expect(folgaDoAmbiente('abc')).toBe(0);
    expect(folgaDoAmbiente('-1')).toBe(0);
    expect(folgaDoAmbiente('Infinity')).toBe(0);
    expect(folgaDoAmbiente('1')).toBe(1);
    expect(folgaDoAmbiente('0.5')).toBe(0.5);
    expect(folgaDoAmbiente('50')).toBe(10);
  });
});
