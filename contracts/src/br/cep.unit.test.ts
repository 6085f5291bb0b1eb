import { describe, expect, it } from 'vitest';
import { cleanCep, FAIXAS_CEP_UF, formatCep, isValidCep, ufDoCep } from './cep.ts';

describe('CEP', () => {
  it('validates 8 digits, masked or not', () => {
    expect(isValidCep('01001-000')).toBe(true);
    expect(isValidCep('01001000')).toBe(true);
    expect(isValidCep('01.001-000')).toBe(true);
    expect(isValidCep('0100100')).toBe(false);
    expect(isValidCep('010010000')).toBe(false);
    expect(isValidCep('00000-000')).toBe(false);
    expect(isValidCep('01001-00A')).toBe(false);
    expect(isValidCep('')).toBe(false);
  });

  it('cleans and formats', () => {
    expect(cleanCep('01001-000')).toBe('01001000');
    expect(formatCep('01001000')).toBe('01001-000');
    expect(formatCep('123')).toBe('123');
  });

  it('finds the UF of a CEP from the public ranges', () => {
    expect(ufDoCep('01001-000')).toBe('SP');
    expect(ufDoCep('19999-999')).toBe('SP');
    expect(ufDoCep('20040-020')).toBe('RJ');
    expect(ufDoCep('30130-010')).toBe('MG');
    expect(ufDoCep('70040-010')).toBe('DF');
    expect(ufDoCep('72800-000')).toBe('GO');
    expect(ufDoCep('73000-000')).toBe('DF');
    expect(ufDoCep('74000-000')).toBe('GO');
    expect(ufDoCep('69300-000')).toBe('RR');
    expect(ufDoCep('69400-000')).toBe('AM');
    expect(ufDoCep('69900-000')).toBe('AC');
    expect(ufDoCep('68900-000')).toBe('AP');
    expect(ufDoCep('90010-000')).toBe('RS');
    expect(ufDoCep('99999-999')).toBe('RS');
    expect(ufDoCep('00999-999')).toBeNull();
    expect(ufDoCep('78950-000')).toBeNull();
    expect(ufDoCep('abc')).toBeNull();
  });

  it('the ranges do not overlap and name all 27 UFs', () => {
    const ordenadas = [...FAIXAS_CEP_UF].sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < ordenadas.length; i++) expect(ordenadas[i]![0]).toBeGreaterThan(ordenadas[i - 1]![1]);
    for (const [inicio, fim] of ordenadas) expect(fim).toBeGreaterThanOrEqual(inicio);
    expect(new Set(FAIXAS_CEP_UF.map((f) => f[2])).size).toBe(27);
  });
});
