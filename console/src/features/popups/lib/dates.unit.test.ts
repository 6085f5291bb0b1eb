import { describe, expect, it } from 'vitest';
import { parsePopupDate } from '@portal/contracts/popups/rules';
import { formatDate, fromIsoDate, toApiDate } from './dates.ts';

describe('pop-up dates', () => {
  it('shows dd/MM/yyyy and sends YYYY/MM/DD that the shared rule reads back', () => {
    expect(formatDate('2026-11-30')).toBe('30/11/2026');
    expect(formatDate(null)).toBe('-');
    const d = fromIsoDate('2026-02-03')!;
    expect(toApiDate(d)).toBe('2026/02/03');
    expect(parsePopupDate(toApiDate(d))).toBe('2026-02-03');
    expect(toApiDate(null)).toBeNull();
  });
});
