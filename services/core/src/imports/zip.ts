import { inflateRawSync } from 'node:zlib';

/** One entry of a ZIP's central directory. */
export interface EntradaZip {
  nome: string;
  metodo: number;
  compactado: number;
  descompactado: number;
  deslocamento: number;
}

/** Entries of the ZIP in `b`, read from its central directory (end record searched from the end); null when it is none. */
export function entradasZip(b: Uint8Array): EntradaZip[] | null {
  const v = new DataView(b.buffer, b.byteOffset, b.byteLength);
  let eocd = -1;
  for (let i = b.length - 22; i >= Math.max(0, b.length - 22 - 0xffff); i--) {
    if (v.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const n = v.getUint16(eocd + 10, true);
  const inicio = v.getUint32(eocd + 16, true);
  if (n === 0xffff || inicio === 0xffffffff || inicio > eocd) return null;
  const out: EntradaZip[] = [];
  let p = inicio;
  const dec = new TextDecoder('utf-8');
  for (let k = 0; k < n; k++) {
    if (p + 46 > eocd || v.getUint32(p, true) !== 0x02014b50) return null;
    const tamNome = v.getUint16(p + 28, true);
    out.push({
      nome: dec.decode(b.subarray(p + 46, p + 46 + tamNome)),
      metodo: v.getUint16(p + 10, true),
      compactado: v.getUint32(p + 20, true),
      descompactado: v.getUint32(p + 24, true),
      deslocamento: v.getUint32(p + 42, true),
    });
    p += 46 + tamNome + v.getUint16(p + 30, true) + v.getUint16(p + 32, true);
  }
  return out;
}

/** Total uncompressed size allowed for a workbook (all parts together). */
export const DESCOMPACTADO_MAXIMO = 200 * 1024 * 1024;
/** Largest compression ratio accepted for a part bigger than 1 MiB (spreadsheets compress ~10-30×). */
export const RAZAO_MAXIMA = 200;

/** Whether the declared sizes look like a ZIP bomb: too large in total, or one large part compressed out of proportion. */
export function pareceBombaZip(entradas: readonly EntradaZip[]): boolean {
  let total = 0;
  for (const e of entradas) {
    total += e.descompactado;
    if (e.descompactado > 1024 * 1024 && e.descompactado > RAZAO_MAXIMA * Math.max(1, e.compactado)) return true;
  }
  return total > DESCOMPACTADO_MAXIMO;
}

/**
 * The bytes of one entry, inflated with the declared size as a hard cap (a part that inflates to more than it declared
 * is refused: the declared sizes are what `pareceBombaZip` checked). Null when it cannot be read.
 */
export function conteudoEntrada(b: Uint8Array, e: EntradaZip): Buffer | null {
  const v = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const p = e.deslocamento;
  if (p + 30 > b.length || v.getUint32(p, true) !== 0x04034b50) return null;
  const dados = p + 30 + v.getUint16(p + 26, true) + v.getUint16(p + 28, true);
  if (dados + e.compactado > b.length) return null;
  const bruto = b.subarray(dados, dados + e.compactado);
  if (e.metodo === 0) return Buffer.from(bruto);
  if (e.metodo !== 8) return null;
  try {
    return inflateRawSync(bruto, { maxOutputLength: Math.max(1, e.descompactado) });
  } catch {
    return null;
  }
}
