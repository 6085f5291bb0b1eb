import { describe, expect, it } from 'vitest';
import { brDateTime, safeCell } from './xlsx.ts';

describe('safeCell', () => {
  it('prefixes a single quote to text a spreadsheet would run as a formula', () => {
    for (const v of ['=1+1', '+1', '-1+1', '@SUM(A1)', '\t=1', '\r=1', '\n=1']) expect(safeCell(v)).toBe(`'${v}`);
  });
  it('leaves plain text, numbers and booleans alone; drops characters XML cannot carry', () => {
    expect(safeCell('Autostar = bom')).toBe('Autostar = bom');
    expect(safeCell(-5)).toBe(-5);
    expect(safeCell(true)).toBe(true);
    expect(safeCell(null)).toBeNull();
    expect(safeCell('a\u0000b\u0007c')).toBe('abc');
  });
  it('escapes a formula that a dropped control character was hiding', () => {
    expect(safeCell('\u0001=HYPERLINK("http://x","clique")')).toBe(`'=HYPERLINK("http://x","clique")`);
    expect(safeCell('\u0000\u0008+1')).toBe(`'+1`);
  });
  it('formats dates dd/MM/yyyy HH:mm in Brazil', () => {
    expect(brDateTime('2026-11-22T15:04:00Z')).toBe('22/11/2026 12:04');
    expect(brDateTime(null)).toBeNull();
  });
});
