import ExcelJS from 'exceljs';

/** The first sheet of an .xlsx answer (an export's download), to read its header and rows. */
export async function primeiraAba(r: { rawPayload: Buffer }): Promise<ExcelJS.Worksheet> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
  return wb.worksheets[0]!;
}
