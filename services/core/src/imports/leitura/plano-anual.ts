import ExcelJS from 'exceljs';
import type { LinhaLida } from '../definicao.ts';
import { folhasDoXlsx } from './folhas-xlsx.ts';
import { MARCAS_PLANO_ANUAL } from '@portal/contracts/imports/abas/plano-anual';

/**
 * The Plano Anual layout (002 §5.3), read as a stream (ExcelJS WorkbookReader: one row in memory at a time): the
 * first 4 sheets (in the workbook's order) and hidden sheets are skipped; in each other sheet C4 holds the dealer
 * code and, from row 6 on, column C lists the model types under a brand heading ('Jaguar', 'Land Rover') with the
 * annual plan in column H. Blank rows and total rows (C starting with 'Total') are skipped. Each model row yields
 * `{ Aba, Dealer, Marca, Modelo, Plano }` with its row number in the sheet. Cells are read as their text (a formula
 * gives its cached result), never evaluated.
 */
const PLANILHAS_IGNORADAS = 4;

type Valor = ExcelJS.CellValue;
export function textoDaCelula(v: Valor): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if ('result' in v) return textoDaCelula((v.result ?? null) as Valor);
    if ('formula' in v || 'sharedFormula' in v) return '';
    if ('text' in v) return String(v.text);
    if ('error' in v) return '';
    return '';
  }
  return String(v);
}

const chave = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toUpperCase();

export async function* lerPlanoAnual(caminho: string, marcas: readonly string[] = MARCAS_PLANO_ANUAL): AsyncGenerator<LinhaLida> {
  // the sheet list first: the reader starts reading as soon as it exists, so no await may come between it and the loop
  const folhas = await folhasDoXlsx(caminho);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(caminho, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  // known before the sheets, whatever the order of the ZIP's entries (see folhasDoXlsx)
  if (folhas.length) (reader as unknown as { model?: { sheets: typeof folhas } }).model = { sheets: folhas };
  const marcasPorChave = new Map(marcas.map((m) => [chave(m), m]));
  for await (const ws of reader) {
    const planilha = ws as unknown as AsyncIterable<ExcelJS.Row> & { id?: number | string; name?: string; state?: string };
    // without the list (not a readable ZIP end), the sheet file's number stands for its position
    const ordem = folhas.length ? folhas.findIndex((f) => f.name === planilha.name) : Number(planilha.id ?? 0) - 1;
    const oculta = planilha.state === 'hidden' || planilha.state === 'veryHidden';
    if (ordem < PLANILHAS_IGNORADAS || oculta) {
      for await (const _ of planilha) void _; // drain the sheet's stream
      continue;
    }
    let dealer = '';
    let marca = '';
    for await (const row of planilha) {
      if (row.number === 4) dealer = textoDaCelula(row.getCell('C').value).trim();
      if (row.number < 6) continue;
      const c = textoDaCelula(row.getCell('C').value).trim();
      if (!c || /^total/i.test(chave(c))) continue;
      const m = marcasPorChave.get(chave(c));
      if (m) {
        marca = m;
        continue;
      }
      yield {
        numero: row.number,
        celulas: { Aba: planilha.name ?? '', Dealer: dealer, Marca: marca, Modelo: c, Plano: textoDaCelula(row.getCell('H').value).trim() },
      };
    }
  }
}
