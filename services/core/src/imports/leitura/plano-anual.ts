import ExcelJS from 'exceljs';
import type { LinhaLida } from '../definicao.ts';
import { MARCAS_PLANO_ANUAL } from '@portal/contracts/imports/abas/plano-anual';
import type { PlanilhaVerificada } from '../../storage/index.ts';

/**
 * The Plano Anual layout (002 §5.3), read with ExcelJS: the
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

export async function* lerPlanoAnual(planilha: PlanilhaVerificada, marcas: readonly string[] = MARCAS_PLANO_ANUAL): AsyncGenerator<LinhaLida> {
  // read whole: the sheets' order and hidden flags come from xl/workbook.xml, which writers (ExcelJS among them) put
  // after the sheets, so a streaming reader sees them only at the end (and its early workarounds lost sheets now and
  // then under load). Whole in memory, so the workbook comes through the ZIP guard with its in-memory limits.
  const wb = new ExcelJS.Workbook();
  // eslint-disable-next-line no-restricted-syntax -- a PlanilhaVerificada: the ZIP guard counted what it inflates
  await wb.xlsx.load(planilha as unknown as ArrayBuffer);
  const marcasPorChave = new Map(marcas.map((m) => [chave(m), m]));
  // `worksheets` is in the workbook's order (orderNo)
  for (const [ordem, planilha] of wb.worksheets.entries()) {
    if (ordem < PLANILHAS_IGNORADAS || planilha.state === 'hidden' || planilha.state === 'veryHidden') continue;
    const dealer = textoDaCelula(planilha.getCell('C4').value).trim();
    let marca = '';
    for (let numero = 6; numero <= planilha.rowCount; numero++) {
      const row = planilha.getRow(numero);
      const c = textoDaCelula(row.getCell('C').value).trim();
      if (!c || /^total/i.test(chave(c))) continue;
      const m = marcasPorChave.get(chave(c));
      if (m) {
        marca = m;
        continue;
      }
      yield { numero, celulas: { Aba: planilha.name, Dealer: dealer, Marca: marca, Modelo: c, Plano: textoDaCelula(row.getCell('H').value).trim() } };
    }
  }
}
