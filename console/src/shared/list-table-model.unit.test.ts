import { describe, expect, it } from 'vitest';
import { compararValores, detalhesDaLinha, linhasDaPagina, ordenarLinhas, relatorioDaPagina, type ColunaTabela } from './list-table-model.ts';

interface Linha {
  id: number;
  nome: string | null;
  dias: number | null;
}
const linhas: Linha[] = [
  { id: 1, nome: 'Évora', dias: 10 },
  { id: 2, nome: 'abacaxi', dias: 2 },
  { id: 3, nome: null, dias: 2 },
  { id: 4, nome: 'Pedido 10', dias: null },
  { id: 5, nome: 'Pedido 9', dias: 2 },
];
const coluna = (campo: keyof Linha, ordenarPor?: (r: Linha) => unknown): ColunaTabela<Linha> => ({ titulo: campo, valor: (r) => r[campo], campo, ordenarPor });
const ids = (rows: Linha[]) => rows.map((r) => r.id);

describe('the shared list table: sorting the rows it holds', () => {
  it('compares text the pt-BR way (accents and case aside, numbers inside text as numbers) and numbers as numbers', () => {
    expect(compararValores('abacaxi', 'Évora')).toBeLessThan(0);
    expect(compararValores('Pedido 9', 'Pedido 10')).toBeLessThan(0);
    expect(compararValores(9, 10)).toBeLessThan(0);
    // dates as they are shown (dd/MM/yyyy, with the time or not) by the day, not by the text
    expect(compararValores('31/01/2026', '01/02/2026')).toBeLessThan(0);
    expect(compararValores('02/12/2025 10:00', '01/01/2026 09:00')).toBeLessThan(0);
    expect(compararValores('01/01/2026 09:00', '01/01/2026 10:00')).toBeLessThan(0);
    expect(compararValores('x', null)).toBeLessThan(0);
  });

  it('sorts both ways with empty cells last and equal cells in their order (stable)', () => {
    expect(ids(ordenarLinhas(linhas, coluna('nome'), 'asc'))).toEqual([2, 1, 5, 4, 3]);
    expect(ids(ordenarLinhas(linhas, coluna('nome'), 'desc'))).toEqual([4, 5, 1, 2, 3]);
    expect(ids(ordenarLinhas(linhas, coluna('dias'), 'asc'))).toEqual([2, 3, 5, 1, 4]);
    expect(ids(ordenarLinhas(linhas, coluna('dias'), 'desc'))).toEqual([1, 2, 3, 5, 4]);
  });

  it('sorts a computed cell by what it says, and leaves the rows alone for a column without a key', () => {
    expect(
      ids(
        ordenarLinhas(
          linhas,
          coluna('id', (r) => -r.id),
          'asc',
        ),
      ),
    ).toEqual([5, 4, 3, 2, 1]);
    expect(ids(ordenarLinhas(linhas, { titulo: 'Ações', valor: () => null }, 'asc'))).toEqual([1, 2, 3, 4, 5]);
    expect(linhas.map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('the row-details modal (Detalhes)', () => {
  it('lists every column header with the row value, "-" for an empty one', () => {
    expect(detalhesDaLinha([coluna('id'), coluna('nome'), coluna('dias')], linhas[3]!)).toEqual([
      { titulo: 'id', valor: 4 },
      { titulo: 'nome', valor: 'Pedido 10' },
      { titulo: 'dias', valor: '-' },
    ]);
  });
});

describe("a phone's cards: the page and the paginator's report", () => {
  it('the rows held, paged', () => {
    expect(linhasDaPagina([1, 2, 3, 4, 5, 6, 7], { first: 5, rows: 5 })).toEqual([6, 7]);
    expect(linhasDaPagina([1, 2], { first: 0, rows: 5 })).toEqual([1, 2]);
  });
  it("'n–m de total' as the table's report, '0–0 de 0' when empty", () => {
    expect(relatorioDaPagina({ first: 0, rows: 5 }, 12)).toBe('1–5 de 12');
    expect(relatorioDaPagina({ first: 10, rows: 5 }, 12)).toBe('11–12 de 12');
    expect(relatorioDaPagina({ first: 0, rows: 5 }, 0)).toBe('0–0 de 0');
  });
});
