import { inflateRawSync } from 'node:zlib';

/** One entry of a ZIP's central directory. */
export interface EntradaZip {
  nome: string;
  metodo: number;
  flags: number;
  crc: number;
  compactado: number;
  descompactado: number;
  deslocamento: number;
}

/** The end record's position, searched from the end of `b` (it may carry a comment of up to 64 KiB); -1 when none. */
function fimDoDiretorio(b: Uint8Array): number {
  const v = new DataView(b.buffer, b.byteOffset, b.byteLength);
  for (let i = b.length - 22; i >= Math.max(0, b.length - 22 - 0xffff); i--) if (v.getUint32(i, true) === 0x06054b50) return i;
  return -1;
}

/** Entries of the ZIP in `b`, read from its central directory; null when it is none (or ZIP64, or several disks). */
export function entradasZip(b: Uint8Array): EntradaZip[] | null {
  const v = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const eocd = fimDoDiretorio(b);
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
      flags: v.getUint16(p + 8, true),
      metodo: v.getUint16(p + 10, true),
      crc: v.getUint32(p + 16, true),
      compactado: v.getUint32(p + 20, true),
      descompactado: v.getUint32(p + 24, true),
      deslocamento: v.getUint32(p + 42, true),
    });
    p += 46 + tamNome + v.getUint16(p + 30, true) + v.getUint16(p + 32, true);
  }
  return out;
}

/** Where the stored bytes of entry `e` start (after its local header); null when the local header is not there. */
export function inicioDosDados(b: Uint8Array, e: EntradaZip): number | null {
  const v = new DataView(b.buffer, b.byteOffset, b.byteLength);
  const p = e.deslocamento;
  if (p + 30 > b.length || v.getUint32(p, true) !== 0x04034b50) return null;
  const dados = p + 30 + v.getUint16(p + 26, true) + v.getUint16(p + 28, true);
  return dados + e.compactado > b.length ? null : dados;
}

/**
 * The bytes of one entry, inflated with the declared size as a hard cap. Meant for a ZIP `planilhaVerificada` rebuilt
 * (its declared sizes are the ones counted); null when it cannot be read.
 */
export function conteudoEntrada(b: Uint8Array, e: EntradaZip): Buffer | null {
  const dados = inicioDosDados(b, e);
  if (dados === null) return null;
  const bruto = b.subarray(dados, dados + e.compactado);
  if (e.metodo === 0) return Buffer.from(bruto);
  if (e.metodo !== 8) return null;
  try {
    return inflateRawSync(bruto, { maxOutputLength: Math.max(1, e.descompactado) });
  } catch {
    return null;
  }
}

/** What a ZIP writer puts in an entry's two headers (APPNOTE 4.3.7, 4.3.12). */
export interface CabecalhoZip {
  nome: Buffer;
  flags: number;
  /** 0 stored, 8 deflated */
  metodo: number;
  /** DOS time and date; 0 when none */
  dataHora?: number;
  crc: number;
  comprimido: number;
  tamanho: number;
}

/** The local header (APPNOTE 4.3.7), the name after it. */
export function cabecalhoLocal(h: CabecalhoZip): Buffer {
  const l = Buffer.alloc(30);
  l.writeUInt32LE(0x04034b50, 0);
  l.writeUInt16LE(20, 4);
  l.writeUInt16LE(h.flags, 6);
  l.writeUInt16LE(h.metodo, 8);
  l.writeUInt32LE(h.dataHora ?? 0, 10);
  l.writeUInt32LE(h.crc, 14);
  l.writeUInt32LE(h.comprimido, 18);
  l.writeUInt32LE(h.tamanho, 22);
  l.writeUInt16LE(h.nome.length, 26);
  return l;
}

/** The central directory header (APPNOTE 4.3.12) of an entry whose local header starts at `deslocamento`, the name after it. */
export function cabecalhoCentral(h: CabecalhoZip, deslocamento: number): Buffer {
  const c = Buffer.alloc(46);
  c.writeUInt32LE(0x02014b50, 0);
  c.writeUInt16LE(20, 4);
  c.writeUInt16LE(20, 6);
  c.writeUInt16LE(h.flags, 8);
  c.writeUInt16LE(h.metodo, 10);
  c.writeUInt32LE(h.dataHora ?? 0, 12);
  c.writeUInt32LE(h.crc, 16);
  c.writeUInt32LE(h.comprimido, 20);
  c.writeUInt32LE(h.tamanho, 24);
  c.writeUInt16LE(h.nome.length, 28);
  c.writeUInt32LE(deslocamento, 42);
  return c;
}

/** The end of central directory record (APPNOTE 4.3.16): `entradas` entries, the directory's size and start, the comment's length. */
export function fimDoZip(entradas: number, tamanhoCentral: number, inicioCentral: number, tamanhoComentario = 0): Buffer {
  const fim = Buffer.alloc(22);
  fim.writeUInt32LE(0x06054b50, 0);
  fim.writeUInt16LE(entradas, 8);
  fim.writeUInt16LE(entradas, 10);
  fim.writeUInt32LE(tamanhoCentral, 12);
  fim.writeUInt32LE(inicioCentral, 16);
  fim.writeUInt16LE(tamanhoComentario, 20);
  return fim;
}
