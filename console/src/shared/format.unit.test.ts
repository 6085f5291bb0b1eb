import { describe, expect, it } from 'vitest';
import { firstName, formatDateTime } from './format.ts';

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
});
