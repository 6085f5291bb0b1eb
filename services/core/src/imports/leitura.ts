import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/** One row of the sheet: its 1-based number in the file and its cells as text (index 0 = column A). */
export interface LinhaBruta {
  numero: number;
  valores: string[];
}

/**
 * A cell as text, never evaluated: a formula cell is read as its formula (`=…`, kept as text), dates as yyyy-mm-dd,
 * rich text joined, hyperlinks by their text, errors as their code.
 */
export function textoDaCelula(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? '' : v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (typeof o.formula === 'string') return `=${o.formula}`;
    if (typeof o.sharedFormula === 'string') return `=${o.sharedFormula}`;
    if (Array.isArray(o.richText))
      return (o.richText as { text?: string }[])
        .map((r) => r.text ?? '')
        .join('')
        .trim();
    if (typeof o.text === 'string') return o.text.trim();
    if (typeof o.error === 'string') return o.error;
  }
  return '';
}

/** The rows of the only sheet of an xlsx, streamed (ExcelJS WorkbookReader: shared strings cached, nothing else kept). */
export async function* linhasXlsx(origem: Readable): AsyncGenerator<LinhaBruta> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(origem, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
    entries: 'emit',
  });
  for await (const ws of reader) {
    for await (const row of ws as unknown as AsyncIterable<ExcelJS.Row>) {
      const vals = row.values as unknown[];
      const valores: string[] = [];
      for (let i = 1; i < vals.length; i++) valores.push(textoDaCelula(vals[i]));
      while (valores.length > 0 && valores[valores.length - 1] === '') valores.pop();
      if (valores.length > 0) yield { numero: row.number, valores };
    }
    return; // one sheet only (checked before)
  }
}

/** The separator of a CSV: `;` (Excel in pt-BR) when the header has more of them than commas. */
function separadorDe(cabecalho: string): string {
  const pv = cabecalho.split(';').length;
  const v = cabecalho.split(',').length;
  return pv >= v ? ';' : ',';
}

/**
 * The records of a UTF-8 CSV (RFC 4180 quotes, `;` or `,`), decoded as they stream with a fatal decoder: bytes that
 * are not UTF-8 throw `CsvNaoUtf8`. A BOM is skipped. Blank lines are skipped; numbers are the file's line numbers.
 */
export async function* linhasCsv(origem: AsyncIterable<Uint8Array>): AsyncGenerator<LinhaBruta> {
  const dec = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  let sep: string | null = null;
  let campo = '';
  let campos: string[] = [];
  let aspas = false;
  let linha = 1;
  let inicioRegistro = 1;
  let anteriorAspas = false;
  const fechar = function* (): Generator<LinhaBruta> {
    campos.push(campo);
    campo = '';
    const vals = campos.map((c) => c.trim());
    campos = [];
    while (vals.length > 0 && vals[vals.length - 1] === '') vals.pop();
    if (vals.length > 0) yield { numero: inicioRegistro, valores: vals };
  };
  const processar = function* (texto: string): Generator<LinhaBruta> {
    for (let i = 0; i < texto.length; i++) {
      const c = texto[i]!;
      if (sep === null) {
        const fim = texto.indexOf('\n', i);
        sep = separadorDe(fim < 0 ? texto.slice(i) : texto.slice(i, fim));
      }
      if (aspas) {
        if (c === '"') {
          aspas = false;
          anteriorAspas = true;
        } else {
          if (c === '\n') linha++;
          campo += c;
        }
        continue;
      }
      if (c === '"') {
        if (anteriorAspas) campo += '"';
        aspas = true;
        anteriorAspas = false;
        continue;
      }
      anteriorAspas = false;
      if (c === sep) {
        campos.push(campo);
        campo = '';
      } else if (c === '\n') {
        yield* fechar();
        linha++;
        inicioRegistro = linha;
      } else if (c !== '\r') campo += c;
    }
  };
  let primeiro = true;
  for await (const chunk of origem) {
    let texto: string;
    try {
      texto = dec.decode(chunk, { stream: true });
    } catch {
      throw new CsvNaoUtf8();
    }
    if (primeiro) {
      texto = texto.replace(/^\uFEFF/, '');
      primeiro = false;
    }
    yield* processar(texto);
  }
  try {
    yield* processar(dec.decode());
  } catch (e) {
    if (e instanceof TypeError) throw new CsvNaoUtf8();
    throw e;
  }
  if (campo !== '' || campos.length > 0) yield* fechar();
}

/** The CSV is not UTF-8. */
export class CsvNaoUtf8 extends Error {
  constructor() {
    super('csv não é UTF-8');
    this.name = 'CsvNaoUtf8';
  }
}

/** A buffer as a stream of chunks (the checks read the stored file from memory: it is at most the upload limit). */
export function comoStream(b: Uint8Array): Readable {
  return Readable.from([Buffer.from(b.buffer, b.byteOffset, b.byteLength)]);
}
