import { describe, expect, it } from 'vitest';
import { dataHoraEmSaoPaulo, ultimoDiaDaSemanaAte } from './dates.ts';

describe('dataHoraEmSaoPaulo', () => {
  it("shows an instant in São Paulo's time, with seconds when asked", () => {
    expect(dataHoraEmSaoPaulo('2026-11-27T15:04:05.000Z')).toBe('27/11/2026 12:04');
    expect(dataHoraEmSaoPaulo(new Date('2026-11-27T15:04:05.000Z'), true)).toBe('27/11/2026 12:04:05');
    // past midnight UTC is still the day before in São Paulo
    expect(dataHoraEmSaoPaulo('2026-01-01T02:30:00.000Z')).toBe('31/12/2025 23:30');
  });
});

describe('ultimoDiaDaSemanaAte', () => {
  it('keeps a weekday and takes a Saturday or Sunday back to its Friday', () => {
    expect(ultimoDiaDaSemanaAte('2026-11-27')).toBe('2026-11-27'); // Friday
    expect(ultimoDiaDaSemanaAte('2026-11-28')).toBe('2026-11-27'); // Saturday
    expect(ultimoDiaDaSemanaAte('2026-11-29')).toBe('2026-11-27'); // Sunday
    expect(ultimoDiaDaSemanaAte('2026-03-01')).toBe('2026-02-27'); // across a month
  });
});
