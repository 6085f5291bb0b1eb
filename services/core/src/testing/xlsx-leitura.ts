import ExcelJS from 'exceljs';

/** The rows of an .xlsx's first sheet (header first), each cell's value, for the export tests (browser downloads included). */
export async function linhasXlsx(conteudo: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(conteudo as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  if (!ws) return [];
  const out: unknown[][] = [];
  ws.eachRow({ includeEmpty: false }, (row) => {
    const v = row.values as unknown[];
    out.push(v.slice(1));
  });
  return out;
}
