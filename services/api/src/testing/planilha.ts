import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';

/** The first sheet of an .xlsx file as rows of cell values (the header first), for tests that download an export. */
export async function lerPlanilha(caminho: string): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await readFile(caminho)) as unknown as ArrayBuffer);
  const linhas: unknown[][] = [];
  wb.worksheets[0]!.eachRow((r) => linhas.push((r.values as unknown[]).slice(1)));
  return linhas;
}
