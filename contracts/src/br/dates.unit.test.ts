import { describe, expect, it } from 'vitest';
import { dataHoraEmSaoPaulo } from './dates.ts';

describe('dataHoraEmSaoPaulo', () => {
  it("shows an instant in São Paulo's time, with seconds when asked", () => {
    expect(dataHoraEmSaoPaulo('2026-11-27T15:04:05.000Z')).toBe('27/11/2026 12:04');
    expect(dataHoraEmSaoPaulo(new Date('2026-11-27T15:04:05.000Z'), true)).toBe('27/11/2026 12:04:05');
    // past midnight UTC is still the day before in São Paulo
    expect(dataHoraEmSaoPaulo('2026-01-01T02:30:00.000Z')).toBe('31/12/2025 23:30');
  });
});
