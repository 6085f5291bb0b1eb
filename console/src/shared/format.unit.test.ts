import { describe, expect, it } from 'vitest';
import { firstName, formatDateTime, formatKm } from './format.ts';

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
});
