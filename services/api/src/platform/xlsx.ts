import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import archiver from 'archiver';

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
 * Streams an .xlsx: the sheet's XML is written as text straight from `rows` into a zip (archiver, fast deflate), with
 * backpressure, so a large export never sits in memory and builds no per-cell objects (exceljs's streaming writer spent
 * most of a 100,000-row export building and collecting them: bench/vehicles-export). Cells are inline strings, numbers
 * and booleans; the header row is frozen. `name` without prefix or extension (e.g. 'Usuarios').
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
  const zip = archiver('zip', { zlib: { level: 1 } });
  zip.on('error', (err) => out.destroy(err));
  zip.pipe(out);
  for (const [nome, xml] of partesFixas(sheet.slice(0, 31))) zip.append(xml, { name: nome });
  const folha = new PassThrough({ highWaterMark: 1 << 16 });
  zip.append(folha, { name: 'xl/worksheets/sheet1.xml' });
  void zip.finalize().catch(() => undefined);
  // the client went away (or the answer ended): stop reading rows
  let fechado = false;
  const fechou = new Promise<void>((r) =>
    out.once('close', () => {
      fechado = true;
      folha.destroy();
      r();
    }),
  );
  const escrever = async (texto: string) => {
    if (!folha.write(texto)) await Promise.race([once(folha, 'drain'), fechou]);
  };
  const letras = columns.map((_, i) => coluna(i));
  void (async () => {
    try {
      const larguras = columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width ?? Math.max(12, c.header.length + 2)}" customWidth="1"/>`);
      let buf =
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${NS}"><sheetViews><sheetView workbookViewId="0">` +
        `<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>` +
        `<cols>${larguras.join('')}</cols><sheetData>${linha(
          1,
          letras,
          columns.map((c) => c.header),
        )}`;
      let n = 1;
      for await (const row of rows) {
        if (fechado) return;
        buf += linha(
          ++n,
          letras,
          columns.map((c) => safeCell(c.value(row))),
        );
        if (buf.length >= 1 << 16) {
          await escrever(buf);
          buf = '';
        }
      }
      await escrever(buf + '</sheetData></worksheet>');
      folha.end();
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

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** A (0) … Z, AA … */
function coluna(i: number): string {
  let s = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

const escapar = (t: string) => (/[&<>]/.test(t) ? t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;') : t);

/**
 * Text that starts or ends with white space needs xml:space="preserve" to keep it; the rest goes without (a fifth of the
 * sheet's bytes, and of the deflate and checksum work, on a vehicle export).
 */
const bordaEmBranco = (t: string) => t.length > 0 && (t.charCodeAt(0) <= 32 || t.charCodeAt(t.length - 1) <= 32);

function linha(r: number, letras: string[], valores: (string | number | boolean | null)[]): string {
  let x = `<row r="${r}">`;
  for (let i = 0; i < valores.length; i++) {
    const v = valores[i];
    if (v === null || v === undefined) continue;
    const ref = `${letras[i]}${r}`;
    if (typeof v === 'number' && Number.isFinite(v)) x += `<c r="${ref}"><v>${v}</v></c>`;
    else if (typeof v === 'boolean') x += `<c r="${ref}" t="b"><v>${v ? 1 : 0}</v></c>`;
    else {
      const t = String(v);
      x += `<c r="${ref}" t="inlineStr"><is><t${bordaEmBranco(t) ? ' xml:space="preserve"' : ''}>${escapar(t)}</t></is></c>`;
    }
  }
  return x + '</row>';
}

/** Every part of the package but the sheet's data. */
function partesFixas(folha: string): [string, string][] {
  const nome = escapar(folha).replace(/"/g, '&quot;');
  return [
    [
      '[Content_Types].xml',
      `${XML}<Types xmlns="${PKG}/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
        `<Default Extension="xml" ContentType="application/xml"/>` +
        `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
        `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>` +
        `<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>` +
        `<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `${XML}<Relationships xmlns="${PKG}/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/>` +
        `<Relationship Id="rId2" Type="${PKG}/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>`,
    ],
    [
      'docProps/core.xml',
      `${XML}<cp:coreProperties xmlns:cp="${PKG}/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Portal de Distribuição</dc:creator></cp:coreProperties>`,
    ],
    [
      'xl/workbook.xml',
      `${XML}<workbook xmlns="${NS}" xmlns:r="${REL}"><bookViews><workbookView/></bookViews><sheets><sheet name="${nome}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML}<Relationships xmlns="${PKG}/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
    ],
    [
      'xl/styles.xml',
      `${XML}<styleSheet xmlns="${NS}"><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>` +
        `<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>` +
        `<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>` +
        `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
        `<cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs>` +
        `<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`,
    ],
  ];
}
