import { createInflateRaw } from 'node:zlib';
import { cabecalhoCentral, cabecalhoLocal, entradasZip, fimDoZip, inicioDosDados, type EntradaZip } from './zip.ts';

/** How far a ZIP may inflate: in total, per entry against its compressed size (above 1 MiB), and how many entries. */
export interface LimitesDescompactacao {
  total: number;
  razao: number;
  entradas: number;
}

/**
 * A workbook read as it streams (the imports: one row at a time, shared strings cached): spreadsheets compress
 * ~10-30×, so 10 MiB of upload is at most ~200 MiB of XML.
 */
export const LIMITES_PLANILHA: LimitesDescompactacao = { total: 200 * 1024 * 1024, razao: 200, entradas: 10_000 };
/**
 * A workbook loaded whole (exceljs `Workbook`: an object per cell, several times the XML's size in memory, parsed on
 * the API's thread): the order call of the whole network, a production plan or a Plano Anual of every dealer is a
 * few MiB of XML; 16 MiB leaves room and bounds the memory and the time one upload can take.
 */
export const LIMITES_PLANILHA_EM_MEMORIA: LimitesDescompactacao = { ...LIMITES_PLANILHA, total: 16 * 1024 * 1024 };

/** The ZIP inflates past its limits (a ZIP bomb, whatever sizes it declares). */
export class CompactadoAcimaDoLimite extends Error {
  constructor() {
    super('arquivo compactado acima do limite');
    this.name = 'CompactadoAcimaDoLimite';
  }
}
/** Not a ZIP the guard can read (no central directory, a missing local header, encryption, an unknown method, a broken stream). */
export class ZipIlegivel extends Error {
  constructor() {
    super('zip ilegível');
    this.name = 'ZipIlegivel';
  }
}

const UM_MIB = 1024 * 1024;

/** A workbook that went through `planilhaVerificada`: the only kind the spreadsheet readers take. */
export type PlanilhaVerificada = Buffer & { readonly __planilhaVerificada: unique symbol };

/**
 * The one door through which an uploaded spreadsheet reaches a ZIP reader (exceljs). The sizes a ZIP declares are the
 * attacker's word: the central directory may say 1 KiB while the local entry inflates to gigabytes, and readers differ
 * on which of the two they trust. So every entry's stored bytes (located by the central directory) are inflated here,
 * as a stream whose output is only counted and dropped (memory stays a few chunks; the work runs on libuv's pool, not
 * on the event loop), and the first byte past the limits stops it (`CompactadoAcimaDoLimite`). What the caller gets is
 * a new ZIP of those same stored bytes with the sizes just counted, both in the local headers and in the central
 * directory, and no data descriptors: any reader, by either directory, inflates exactly what was counted.
 */
export async function planilhaVerificada(bytes: Uint8Array, limites: LimitesDescompactacao = LIMITES_PLANILHA): Promise<PlanilhaVerificada> {
  const entradas = entradasZip(bytes);
  if (!entradas || entradas.length === 0) throw new ZipIlegivel();
  if (entradas.length > limites.entradas) throw new CompactadoAcimaDoLimite();
  let total = 0;
  const partes: Parte[] = [];
  for (const e of entradas) {
    // bit 0: encrypted; bit 6: strong encryption
    if (e.flags & 0x41) throw new ZipIlegivel();
    const inicio = inicioDosDados(bytes, e);
    if (inicio === null) throw new ZipIlegivel();
    const dados = bytes.subarray(inicio, inicio + e.compactado);
    const teto = Math.min(limites.total - total, Math.max(UM_MIB, limites.razao * Math.max(1, dados.length)));
    let tamanho: number;
    if (e.metodo === 0) {
      tamanho = dados.length;
      if (tamanho > teto) throw new CompactadoAcimaDoLimite();
    } else if (e.metodo === 8) tamanho = await contarInflado(dados, teto);
    else throw new ZipIlegivel();
    total += tamanho;
    partes.push({ e, dataHora: new DataView(bytes.buffer, bytes.byteOffset + e.deslocamento + 10, 4).getUint32(0, true), dados, tamanho });
  }
  return montarZip(partes) as PlanilhaVerificada;
}

/** Bytes `dados` inflate to, counted as they come out; past `teto` the inflater is stopped. */
function contarInflado(dados: Uint8Array, teto: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const z = createInflateRaw({ chunkSize: 64 * 1024 });
    let n = 0;
    let decidido = false;
    const decidir = (f: () => void) => {
      if (decidido) return;
      decidido = true;
      f();
    };
    z.on('data', (c: Buffer) => {
      n += c.length;
      if (n > teto) {
        z.destroy();
        decidir(() => reject(new CompactadoAcimaDoLimite()));
      }
    });
    z.on('end', () => decidir(() => resolve(n)));
    z.on('error', () => decidir(() => reject(new ZipIlegivel())));
    z.end(dados);
  });
}

interface Parte {
  e: EntradaZip;
  /** the local header's DOS time and date, kept */
  dataHora: number;
  dados: Uint8Array;
  tamanho: number;
}

/** A ZIP of the parts' stored bytes, every size the counted one (APPNOTE 4.3.7, 4.3.12, 4.3.16). */
function montarZip(partes: readonly Parte[]): Buffer {
  const saida: Uint8Array[] = [];
  const centrais: Buffer[] = [];
  let deslocamento = 0;
  for (const { e, dataHora, dados, tamanho } of partes) {
    const nome = Buffer.from(e.nome, 'utf8');
    // only the UTF-8 names flag survives: no data descriptor (bit 3), nothing else a reader might act on
    const flags = e.flags & 0x0800;
    const h = { nome, flags, metodo: e.metodo, dataHora, crc: e.crc, comprimido: dados.length, tamanho };
    saida.push(cabecalhoLocal(h), nome, dados);
    centrais.push(cabecalhoCentral(h, deslocamento), nome);
    deslocamento += 30 + nome.length + dados.length;
  }
  const central = Buffer.concat(centrais);
  const fim = fimDoZip(partes.length, central.length, deslocamento);
  return Buffer.concat([...saida, central, fim]);
}
