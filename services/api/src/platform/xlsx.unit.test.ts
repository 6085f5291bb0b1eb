import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import ExcelJS from 'exceljs';
import { brDateTime, safeCell, sendXlsx } from './xlsx.ts';

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

describe('sendXlsx', () => {
  it('writes a sheet a spreadsheet reads back: text with its edge spaces, escaped markup, numbers, booleans, empty cells', async () => {
    const app = Fastify();
    const rows = [
      { a: '  com espaços  ', b: 1.5, c: true },
      { a: 'sem espaços', b: null, c: false },
      { a: 'x & <y> "z"', b: -2, c: null },
      { a: '=1+1', b: 0, c: true },
    ];
    app.get('/x', (req, reply) =>
      sendXlsx(
        req,
        reply,
        'Teste',
        'Folha',
        [
          { header: 'A', value: (r: (typeof rows)[number]) => r.a },
          { header: 'B', value: (r) => r.b },
          { header: 'C', value: (r) => r.c },
        ],
        (async function* () {
          yield* rows;
        })(),
      ),
    );
    const res = await app.inject({ method: 'GET', url: '/x' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="PDD_Teste.xlsx"');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('Folha')!;
    const lidas = [2, 3, 4, 5].map((n) => [1, 2, 3].map((c) => ws.getRow(n).getCell(c).value));
    expect(ws.getRow(1).values).toEqual([undefined, 'A', 'B', 'C']);
    expect(lidas).toEqual([
      ['  com espaços  ', 1.5, true],
      ['sem espaços', null, false],
      ['x & <y> "z"', -2, null],
      ["'=1+1", 0, true],
    ]);
    await app.close();
  });
});
