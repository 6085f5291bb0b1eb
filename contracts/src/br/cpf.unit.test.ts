import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cleanCpf, cpfCheckDigits, formatCpf, isValidCpf } from './cpf.ts';

describe('CPF', () => {
  it('accepts valid CPFs, masked or not', () => {
    // published examples: the Receita's check-digit rule gives 25 for 529.982.247 and 35 for 111.444.777
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('111.444.777-35')).toBe(true);
    expect(isValidCpf(' 111.444.777-35 ')).toBe(true);
    // a remainder below 2 gives the digit 0 (first and second digit)
    expect(cpfCheckDigits('123456789')).toBe('09');
    expect(isValidCpf('123.456.789-09')).toBe(true);
  });

  it('refuses wrong check digits, wrong lengths, repeated digits and letters', () => {
    expect(isValidCpf('529.982.247-26')).toBe(false);
    expect(isValidCpf('529.982.247-15')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247250')).toBe(false);
    expect(isValidCpf('')).toBe(false);
    for (let d = 0; d <= 9; d++) expect(isValidCpf(String(d).repeat(11)), `${d} repetido`).toBe(false);
    expect(isValidCpf('529.982.247-2A')).toBe(false);
    expect(isValidCpf('52998224725x')).toBe(false);
  });

  it('every generated CPF validates, and a changed check digit is refused', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), fc.integer({ min: 9, max: 10 }), fc.integer({ min: 1, max: 9 }), (base, pos, delta) => {
        const cpf = base + cpfCheckDigits(base);
        if (/^(\d)\1{10}$/.test(cpf)) return expect(isValidCpf(cpf)).toBe(false);
        expect(isValidCpf(cpf)).toBe(true);
        expect(isValidCpf(formatCpf(cpf))).toBe(true);
        const trocado = cpf.slice(0, pos) + String((Number(cpf[pos]) + delta) % 10) + cpf.slice(pos + 1);
        expect(isValidCpf(trocado)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('cleans and formats', () => {
    expect(cleanCpf('529.982.247-25')).toBe('52998224725');
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('529.982.247-25')).toBe('529.982.247-25');
    expect(formatCpf('123')).toBe('123');
    expect(() => cpfCheckDigits('12345678')).toThrow(RangeError);
  });
});
