import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import ExcelJS from 'exceljs';

/** Every export is named with the product's acronym prefix: Portal de Distribuição → PDD_ (docs/decisions.md). */
export const EXPORT_PREFIX = 'PDD_';

export type CellValue = string | number | boolean | null | undefined;

export interface XlsxColumn<T> {
  header: string;
  width?: number;
  value: (row: T) => CellValue;
}

// characters that make a spreadsheet read a cell as a formula (or hide one): = + - @ tab CR LF
const FORMULA_START = /^[=+\-@\t\r\n]/;
// control characters XML 1.0 cannot carry
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/**
 * A cell value that no spreadsheet runs as a formula (OWASP "CSV injection"): text starting with = + - @ or a
 * control character gets a leading single quote; characters XML cannot carry are dropped. Numbers stay numbers.
 */
export function safeCell(v: CellValue): string | number | boolean | null {
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string') return v;
  // tested after the strip: '\u0001=HYPERLINK(…)' becomes '=HYPERLINK(…)' once the control character is dropped
  const clean = v.replace(INVALID_XML, '');
  return FORMULA_START.test(clean) ? `'${clean}` : clean;
}

/** dd/MM/yyyy HH:mm in Brazil, for date columns of exports. */
export function brDateTime(iso: string | null | undefined): string | null {
  if (!iso) return null;
  return new Date(iso)
    .toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' })
    .replace(',', '');
}

/**
 * Streams an .xlsx built with exceljs's streaming WorkbookWriter: rows are written (and committed) as they come
 * from `rows`, so a large export never sits in memory. `name` without prefix or extension (e.g. 'Usuarios').
 */
export function sendXlsx<T>(
  req: FastifyRequest,
  reply: FastifyReply,
  name: string,
  sheet: string,
  columns: XlsxColumn<T>[],
  rows: AsyncIterable<T>,
  opts: { semPrefixo?: boolean } = {},
): FastifyReply {
  // `semPrefixo`: the spec names the file itself (a home report cell is saved as {column}.xlsx)
  const filename = `${opts.semPrefixo ? '' : EXPORT_PREFIX}${name}.xlsx`;
  const out = new PassThrough();
  // no styles and fast compression: styles cost exceljs ~2.5× the time on 100,000-row exports (bench/vehicles-export)
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
    zip: { zlib: { level: 1 } },
  } as ConstructorParameters<typeof ExcelJS.stream.xlsx.WorkbookWriter>[0]);
  workbook.creator = 'Portal de Distribuição';
  const ws = workbook.addWorksheet(sheet.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width ?? Math.max(12, c.header.length + 2) }));
  void (async () => {
    try {
      let n = 0;
      for await (const row of rows) {
        ws.addRow(columns.map((c) => safeCell(c.value(row)))).commit();
        // give the event loop a turn every few rows: the zip's deflate runs asynchronously and only keeps up (and the
        // sheet's XML only leaves memory) if it gets one; every 200 rows left 100,000 rows' XML (~70 MB) waiting
        if (++n % 20 === 0) await (out.writableNeedDrain ? new Promise((r) => out.once('drain', r)) : new Promise((r) => setImmediate(r)));
      }
      ws.commit();
      await workbook.commit();
    } catch (err) {
      req.log.error({ err }, 'exportação interrompida');
      out.destroy(err as Error);
    }
  })();
  reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store');
  return reply.send(out);
}
