import { Readable } from 'node:stream';
import { setImmediate as proximaVolta } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { impmsg } from '@portal/contracts/imports/messages';
import { InvalidInput } from '../kernel/index.ts';
import {
  CompactadoAcimaDoLimite,
  LIMITES_PLANILHA,
  planilhaVerificada,
  ZipIlegivel,
  type LimitesDescompactacao,
  type PlanilhaVerificada,
} from '../storage/index.ts';

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

/**
 * An uploaded workbook through the ZIP guard (`planilhaVerificada`: the bytes it really inflates are counted), with the
 * imports' messages: past the limits, 'compactação suspeita'; a ZIP it cannot read, an unreadable spreadsheet.
 */
export async function planilhaDoArquivo(bytes: Uint8Array, limites: LimitesDescompactacao = LIMITES_PLANILHA): Promise<PlanilhaVerificada> {
  try {
    return await planilhaVerificada(bytes, limites);
  } catch (e) {
    if (e instanceof CompactadoAcimaDoLimite) throw new InvalidInput(impmsg.compactacaoSuspeita);
    if (e instanceof ZipIlegivel) throw new InvalidInput(impmsg.planilhaIlegivel);
    throw e;
  }
}

/** The rows of the only sheet of an xlsx, streamed (ExcelJS WorkbookReader: shared strings cached, nothing else kept). */
export async function* linhasXlsx(planilha: PlanilhaVerificada): AsyncGenerator<LinhaBruta> {
  // eslint-disable-next-line no-restricted-syntax -- a PlanilhaVerificada: the ZIP guard counted what it inflates
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(comoStream(planilha), {
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

/** Records per batch of the batch readers (one await per batch, not per record). */
export const LINHAS_POR_LOTE = 1000;

/** The records of a UTF-8 CSV one by one (`lotesCsv`). */
export async function* linhasCsv(origem: AsyncIterable<Uint8Array>): AsyncGenerator<LinhaBruta> {
  for await (const lote of lotesCsv(origem)) yield* lote;
}

/** The rows of an xlsx (`linhasXlsx`) in batches of `LINHAS_POR_LOTE`. */
export async function* lotesXlsx(planilha: PlanilhaVerificada): AsyncGenerator<LinhaBruta[]> {
  let lote: LinhaBruta[] = [];
  for await (const l of linhasXlsx(planilha)) {
    lote.push(l);
    if (lote.length >= LINHAS_POR_LOTE) {
      yield lote;
      lote = [];
    }
  }
  if (lote.length) yield lote;
}

/**
 * The records of a UTF-8 CSV (RFC 4180 quotes, `;` or `,`) in batches of up to `LINHAS_POR_LOTE`, decoded as they stream
 * with a fatal decoder: bytes that are not UTF-8 throw `CsvNaoUtf8`. A BOM is skipped (by the decoder). Blank lines are
 * skipped; numbers are the file's line numbers.
 */
export async function* lotesCsv(origem: AsyncIterable<Uint8Array>): AsyncGenerator<LinhaBruta[]> {
  const dec = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  let sep: string | null = null;
  let campo = '';
  let campos: string[] = [];
  let aspas = false;
  let linha = 1;
  let inicioRegistro = 1;
  let anteriorAspas = false;
  /** the record that ends here, or null when it is blank */
  const fechar = (): LinhaBruta | null => {
    campos.push(campo);
    campo = '';
    const vals = campos.map((c) => c.trim());
    campos = [];
    while (vals.length > 0 && vals[vals.length - 1] === '') vals.pop();
    return vals.length > 0 ? { numero: inicioRegistro, valores: vals } : null;
  };
  // outside quotes the parser jumps from one special character to the next (the separator, a quote, a line end, a
  // carriage return) and inside quotes to the closing quote, copying the runs between them whole
  let especial = /[;\n"\r]/g;
  const processar = function* (texto: string): Generator<LinhaBruta> {
    const n = texto.length;
    let i = 0;
    let proximaAspa = -1;
    // the next line end at or after a position, found once and kept until passed: searched afresh for every quoted
    // field, a line of 10 MiB of `"x";` was rescanned to its end 2.6 million times
    let proximaQuebra = -1;
    const quebraDesde = (de: number) => {
      if (proximaQuebra !== -2 && proximaQuebra < de) {
        proximaQuebra = texto.indexOf('\n', de);
        if (proximaQuebra === -1) proximaQuebra = -2; // none left in this text
      }
      return proximaQuebra;
    };
    while (i < n) {
      if (sep === null) {
        const fim = texto.indexOf('\n', i);
        sep = separadorDe(fim < 0 ? texto.slice(i) : texto.slice(i, fim));
        especial = sep === ';' ? /[;\n"\r]/g : /[,\n"\r]/g;
      }
      // a whole line without quotes at the start of a record: split at once
      if (!aspas && campo === '' && campos.length === 0) {
        const fimLinha = quebraDesde(i);
        if (proximaAspa !== -2 && proximaAspa < i) {
          proximaAspa = texto.indexOf('"', i);
          if (proximaAspa === -1) proximaAspa = -2; // none left in this text
        }
        if (fimLinha >= 0 && (proximaAspa === -2 || proximaAspa > fimLinha)) {
          let t = texto.slice(i, fimLinha);
          if (t.includes('\r')) t = t.replaceAll('\r', '');
          const vals = t.split(sep).map((c) => c.trim());
          if (vals.length > CAMPOS_MAXIMOS) throw new CsvRegistroGrande();
          while (vals.length > 0 && vals[vals.length - 1] === '') vals.pop();
          if (vals.length > 0) yield { numero: inicioRegistro, valores: vals };
          linha++;
          inicioRegistro = linha;
          anteriorAspas = false;
          i = fimLinha + 1;
          continue;
        }
      }
      if (aspas) {
        const j = texto.indexOf('"', i);
        const fim = j < 0 ? n : j;
        for (let k = quebraDesde(i); k >= 0 && k < fim; k = quebraDesde(k + 1)) linha++;
        campo += texto.slice(i, fim);
        conferirCampo(campo);
        if (j < 0) return;
        aspas = false;
        anteriorAspas = true;
        i = j + 1;
        continue;
      }
      especial.lastIndex = i;
      const m = especial.exec(texto);
      const j = m ? m.index : n;
      if (j > i) {
        campo += texto.slice(i, j);
        conferirCampo(campo);
        anteriorAspas = false;
      }
      if (!m) return;
      const c = texto[j];
      if (c === '"') {
        if (anteriorAspas) campo += '"';
        aspas = true;
        anteriorAspas = false;
      } else {
        anteriorAspas = false;
        if (c === sep) {
          campos.push(campo);
          if (campos.length > CAMPOS_MAXIMOS) throw new CsvRegistroGrande();
          campo = '';
        } else if (c === '\n') {
          const r = fechar();
          if (r) yield r;
          linha++;
          inicioRegistro = linha;
        } // a carriage return outside quotes is dropped
      }
      i = j + 1;
    }
  };
  // the text before the first line end, kept until it is whole: the separator is decided on the whole header
  let cabecalho = '';
  let lote: LinhaBruta[] = [];
  for await (const chunk of origem) {
    let texto: string;
    try {
      texto = dec.decode(chunk, { stream: true });
    } catch {
      throw new CsvNaoUtf8();
    }
    if (sep === null) {
      cabecalho += texto;
      if (!texto.includes('\n')) continue;
      texto = cabecalho;
      cabecalho = '';
    }
    for (const r of processar(texto)) {
      lote.push(r);
      if (lote.length >= LINHAS_POR_LOTE) {
        yield lote;
        lote = [];
      }
    }
    // a macrotask turn (awaiting the stream only queues microtasks): requests waiting on the API's thread go first
    await proximaVolta();
  }
  let resto: string;
  try {
    resto = cabecalho + dec.decode();
  } catch (e) {
    if (e instanceof TypeError) throw new CsvNaoUtf8();
    throw e;
  }
  for (const r of processar(resto)) lote.push(r);
  const ultimo = campo !== '' || campos.length > 0 ? fechar() : null;
  if (ultimo) lote.push(ultimo);
  if (lote.length) yield lote;
}

/**
 * A record past these is no row of any tab (the widest has a few dozen columns; a spreadsheet cell holds 32,767
 * characters): the reader stops there instead of assembling it. A 10 MiB field, or a line of millions of fields, built
 * and trimmed at its end held the API's thread for 100–200 ms in one turn.
 */
export const CAMPOS_MAXIMOS = 1_000;
export const CARACTERES_MAXIMOS_DO_CAMPO = 1_048_576;

/** A CSV record past `CAMPOS_MAXIMOS` fields or a field past `CARACTERES_MAXIMOS_DO_CAMPO` characters. */
export class CsvRegistroGrande extends Error {
  constructor() {
    super('registro csv grande demais');
    this.name = 'CsvRegistroGrande';
  }
}
const conferirCampo = (campo: string) => {
  if (campo.length > CARACTERES_MAXIMOS_DO_CAMPO) throw new CsvRegistroGrande();
};

/** The CSV is not UTF-8. */
export class CsvNaoUtf8 extends Error {
  constructor() {
    super('csv não é UTF-8');
    this.name = 'CsvNaoUtf8';
  }
}

/** Bytes a reader takes between two turns of the event loop (the CSV reader: a few milliseconds of work). */
const PEDACO = 64 * 1024;

/**
 * A buffer as a stream of 64 KiB chunks (the checks read the stored file from memory: it is at most the upload limit).
 * Chunks, not one piece: the CSV reader yields to the event loop after each, so a 10 MiB file checked on the API's
 * thread does not hold other requests for its whole parse.
 */
export function comoStream(b: Uint8Array): Readable {
  const buf = Buffer.from(b.buffer, b.byteOffset, b.byteLength);
  return Readable.from(
    (function* () {
      for (let i = 0; i < buf.length; i += PEDACO) yield buf.subarray(i, i + PEDACO);
    })(),
  );
}
