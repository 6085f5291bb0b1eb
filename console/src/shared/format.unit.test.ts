import { describe, expect, it } from 'vitest';
import { firstName, formatAnoFiscal, formatCicloAno, formatDateTime, formatKm, mascaraKm } from './format.ts';

describe('formatting', () => {
  it('writes dates as dd/MM/yyyy HH:mm in Brasília time, or the empty text', () => {
    expect(formatDateTime('2026-03-05T13:07:00Z')).toBe('05/03/2026 10:07');
    expect(formatDateTime(null, 'nunca')).toBe('nunca');
    expect(formatDateTime('não é data', 'nunca')).toBe('nunca');
  });

  it('greets by the first name', () => {
    expect(firstName('  Ana Administradora ')).toBe('Ana');
    expect(firstName('Diego')).toBe('Diego');
  });

  it("writes kilometres with the ' km' suffix and pt-BR thousands, or the empty text", () => {
    expect(formatKm('12500')).toBe('12.500 km');
    expect(formatKm(0)).toBe('0 km');
    expect(formatKm(999)).toBe('999 km');
    expect(formatKm(null)).toBe('-');
    expect(formatKm(' ', '')).toBe('');
    expect(formatKm('abc')).toBe('-');
  });

  it('masks kilometres as typed (thousands) and shows them with the km suffix', () => {
    expect(mascaraKm('12345')).toBe('12.345');
    expect(mascaraKm('1.234.567')).toBe('1.234.567');
    expect(mascaraKm('999')).toBe('999');
    expect(mascaraKm('0012a3')).toBe('123');
    expect(mascaraKm('0')).toBe('0');
    expect(mascaraKm('')).toBe('');
    expect(formatKm(12345)).toBe('12.345 km');
    expect(formatKm('1200')).toBe('1.200 km');
    expect(formatKm(0)).toBe('0 km');
    expect(formatKm(null)).toBe('-');
    expect(formatKm('', '—')).toBe('—');
  });

  it('writes the cycle year as YYCC and the fiscal year as its start and end years', () => {
    expect(formatCicloAno(2026, 5)).toBe('2605');
    expect(formatCicloAno(2030, 12)).toBe('3012');
    expect(formatCicloAno(2100, 1)).toBe('0001');
    expect(formatAnoFiscal(2027)).toBe('2026/2027');
    expect(formatAnoFiscal(2030)).toBe('2029/2030');
  });
});
