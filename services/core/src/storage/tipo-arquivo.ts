import type { TipoArquivo } from '@portal/contracts/uploads/index';

/**
 * A file's type told by its content — never by its name or the type the browser claims. Pure: no I/O.
 *
 * - pdf: starts with `%PDF-1.` or `%PDF-2.`;
 * - png: the PNG signature followed by the IHDR chunk;
 * - jpeg: FF D8 FF and a marker byte;
 * - xlsx: a ZIP whose central directory (read from the end of the file, where readers read it) lists
 *   `[Content_Types].xml` and an `xl/` part, nothing encrypted, no macros (`xl/vbaProject.bin`), no absolute or `..` names;
 * - xml: UTF-8 text (BOM and declaration optional; a declared encoding must be UTF-8) whose root element is not HTML, SVG
 *   or MathML, with no DOCTYPE or entity declarations, no stylesheet instruction and no XHTML/SVG/MathML namespace;
 * - csv: any other UTF-8 text without NUL characters that does not start with markup (`<`) or a script line (`#!`).
 *
 * Everything else — executables (MZ, ELF, Mach-O: binary, so never text), HTML, SVG, a ZIP that is not a spreadsheet,
 * text in another encoding — is null. The file is read once, as it streams: `DetectorDeTipo` keeps only the first and
 * the last bytes and what it learnt of the text on the way; `detectarTipo` is the same over a whole buffer.
 */
export class DetectorDeTipo {
  private readonly inicio: Uint8Array;
  private noInicio = 0;
  private cauda: Uint8Array[] = [];
  private naCauda = 0;
  private total = 0;
  private texto = true;
  private readonly utf8 = new TextDecoder('utf-8', { fatal: true });
  private textoInicio = '';
  private resto = '';
  private marcacaoProibida = false;
  private semMarcacao = false;

  constructor(
    private readonly tamanhoInicio = 64 * 1024,
    private readonly tamanhoCauda = 256 * 1024,
  ) {
    this.inicio = new Uint8Array(tamanhoInicio);
  }

  /** Bytes read so far. */
  get tamanho(): number {
    return this.total;
  }

  update(chunk: Uint8Array): void {
    if (chunk.length === 0) return;
    this.total += chunk.length;
    if (this.noInicio < this.tamanhoInicio) {
      const n = Math.min(chunk.length, this.tamanhoInicio - this.noInicio);
      this.inicio.set(chunk.subarray(0, n), this.noInicio);
      this.noInicio += n;
    }
    this.cauda.push(chunk);
    this.naCauda += chunk.length;
    while (this.cauda.length > 1 && this.naCauda - this.cauda[0]!.length >= this.tamanhoCauda) this.naCauda -= this.cauda.shift()!.length;
    if (this.texto) this.lerTexto(chunk, false);
  }

  /** The type, once every byte has been given to `update`; null when it is none the portal accepts. */
  resultado(): TipoArquivo | null {
    if (this.total === 0) return null;
    if (this.texto) this.lerTexto(new Uint8Array(0), true);
    const h = this.inicio.subarray(0, this.noInicio);
    if (comeca(h, PDF_1) || comeca(h, PDF_2)) return 'pdf';
    if (comeca(h, PNG) && h.length >= 16 && ascii(h, 12, 4) === 'IHDR') return 'png';
    if (h.length >= 4 && h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff && h[3]! >= 0xc0 && h[3]! <= 0xfe) return 'jpeg';
    if (comeca(h, ZIP_LOCAL) || comeca(h, ZIP_VAZIO)) return ehPlanilha(juntar(this.cauda, this.naCauda), this.total) ? 'xlsx' : null;
    if (!this.texto) return null;
    const s = this.textoInicio.replace(/^\uFEFF/, '').trimStart();
    if (s === '') return null;
    if (s.startsWith('<')) return !this.marcacaoProibida && xmlAceitavel(s) && terminaEmMaiorQue(juntar(this.cauda, this.naCauda)) ? 'xml' : null;
    if (s.startsWith('#!')) return null;
    return 'csv';
  }

  /** Validates UTF-8 as it streams (no NUL), keeps the beginning of the text and watches for markup the portal refuses. */
  private lerTexto(chunk: Uint8Array, fim: boolean) {
    try {
      if (chunk.includes(0)) throw new Error('NUL');
      const parte = fim ? this.utf8.decode() : this.utf8.decode(chunk, { stream: true });
      if (this.textoInicio.length < this.tamanhoInicio) this.textoInicio += parte.slice(0, this.tamanhoInicio - this.textoInicio.length);
      // the markers matter only to a document that starts with `<` (resultado): text that starts otherwise is only
      // checked for UTF-8 from there on (a 6 MB CSV: no lower-cased copy of it searched six times)
      if (this.semMarcacao || (this.semMarcacao = naoComecaComMarcacao(this.textoInicio))) return;
      // markers may straddle two chunks: search with the end of the previous part
      const janela = (this.resto + parte).toLowerCase();
      if (PROIBIDOS.some((p) => janela.includes(p))) this.marcacaoProibida = true;
      this.resto = janela.slice(-SOBREPOSICAO);
    } catch {
      this.texto = false;
      this.textoInicio = '';
      this.resto = '';
    }
  }
}

/** The text's first visible character is known and is not `<` (a BOM and leading white space skipped). */
const naoComecaComMarcacao = (inicio: string) => {
  const s = inicio.replace(/^\uFEFF/, '').trimStart();
  return s !== '' && !s.startsWith('<');
};

/** The type of a whole file in memory. */
export function detectarTipo(bytes: Uint8Array): TipoArquivo | null {
  const d = new DetectorDeTipo();
  d.update(bytes);
  return d.resultado();
}

const PDF_1 = bytesDe('%PDF-1.');
const PDF_2 = bytesDe('%PDF-2.');
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ZIP_LOCAL = Uint8Array.from([0x50, 0x4b, 0x03, 0x04]);
const ZIP_VAZIO = Uint8Array.from([0x50, 0x4b, 0x05, 0x06]);

/** Found anywhere in an XML document, it is refused (lower case; the search folds case). */
const PROIBIDOS = [
  '<!doctype',
  '<!entity',
  '<?xml-stylesheet',
  'http://www.w3.org/1999/xhtml',
  'http://www.w3.org/2000/svg',
  'http://www.w3.org/1998/math/mathml',
];
const SOBREPOSICAO = Math.max(...PROIBIDOS.map((p) => p.length));

/** Root elements that make a document a page a browser would render (HTML, SVG, MathML), whatever its declaration. */
const RAIZES_PROIBIDAS = new Set(
  (
    'html head body script style iframe frame frameset object embed applet svg math img image a div span p form input button ' +
    'textarea select table template link meta base title video audio canvas source picture noscript marquee xss details dialog ' +
    'section article main nav header footer h1 h2 h3 h4 h5 h6 ul ol li pre code b i u br hr center font'
  ).split(' '),
);

const XML_DECL =
  /^<\?xml\s+version\s*=\s*(["'])1\.\d\1(?:\s+encoding\s*=\s*(["'])([A-Za-z][A-Za-z0-9._-]*)\2)?(?:\s+standalone\s*=\s*(["'])(?:yes|no)\4)?\s*\?>/;
const RAIZ = /^<(?:([A-Za-z_][\w.-]*):)?([A-Za-z_][\w.-]*)(?=[\s/>])/;

/** The prolog and root element of a document that starts with `<`. */
function xmlAceitavel(texto: string): boolean {
  let s = texto;
  const decl = XML_DECL.exec(s);
  if (decl) {
    if (decl[3] && !/^utf-?8$/i.test(decl[3])) return false;
    s = s.slice(decl[0].length);
  } else if (/^<\?xml[\s?]/i.test(s)) return false;
  for (;;) {
    s = s.trimStart();
    if (s.startsWith('<!--')) {
      const fim = s.indexOf('-->', 4);
      if (fim < 0) return false;
      s = s.slice(fim + 3);
    } else if (s.startsWith('<?')) {
      const fim = s.indexOf('?>', 2);
      if (fim < 0) return false;
      s = s.slice(fim + 2);
    } else break;
  }
  const raiz = RAIZ.exec(s);
  if (!raiz) return false;
  return !RAIZES_PROIBIDAS.has(raiz[2]!.toLowerCase());
}

/** A well-formed document ends with its root's closing `>` (trailing whitespace aside). */
function terminaEmMaiorQue(fim: Uint8Array): boolean {
  for (let i = fim.length - 1; i >= 0; i--) {
    const b = fim[i]!;
    if (b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d) continue;
    return b === 0x3e;
  }
  return false;
}

// ---- ZIP (APPNOTE.TXT): the end-of-central-directory record and the central directory before it

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;

/**
 * Whether the ZIP whose last bytes are `cauda` (of a file of `total` bytes) is an xlsx workbook: one disk, no ZIP64,
 * the central directory right before its end record and wholly in `cauda`, every entry unencrypted with a relative name,
 * and among them `[Content_Types].xml` and an `xl/` part, but not the macro part.
 */
export function ehPlanilha(cauda: Uint8Array, total: number): boolean {
  const v = new DataView(cauda.buffer, cauda.byteOffset, cauda.byteLength);
  const base = total - cauda.length;
  let eocd = -1;
  for (let i = cauda.length - 22; i >= Math.max(0, cauda.length - 22 - 0xffff); i--) {
    if (v.getUint32(i, true) === EOCD && i + 22 + v.getUint16(i + 20, true) === cauda.length) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return false;
  const disco = v.getUint16(eocd + 4, true);
  const discoCentral = v.getUint16(eocd + 6, true);
  const noDisco = v.getUint16(eocd + 8, true);
  const entradas = v.getUint16(eocd + 10, true);
  const tamanhoCentral = v.getUint32(eocd + 12, true);
  const inicioCentral = v.getUint32(eocd + 16, true);
  if (disco !== 0 || discoCentral !== 0 || noDisco !== entradas || entradas === 0xffff || inicioCentral === 0xffffffff) return false;
  if (inicioCentral + tamanhoCentral !== base + eocd || inicioCentral < base) return false;
  const nomes: string[] = [];
  let p = inicioCentral - base;
  const decoder = new TextDecoder('utf-8');
  for (let n = 0; n < entradas; n++) {
    if (p + 46 > eocd || v.getUint32(p, true) !== CENTRAL) return false;
    const flags = v.getUint16(p + 8, true);
    const tamNome = v.getUint16(p + 28, true);
    const tamExtra = v.getUint16(p + 30, true);
    const tamComentario = v.getUint16(p + 32, true);
    if (flags & 0x1) return false;
    const fim = p + 46 + tamNome + tamExtra + tamComentario;
    if (fim > eocd) return false;
    const nome = decoder.decode(cauda.subarray(p + 46, p + 46 + tamNome));
    if (nome.startsWith('/') || nome.includes('\\') || nome.split('/').includes('..')) return false;
    nomes.push(nome);
    p = fim;
  }
  if (p !== eocd) return false;
  const emMinusculas = nomes.map((x) => x.toLowerCase());
  if (emMinusculas.includes('xl/vbaproject.bin')) return false;
  return nomes.includes('[Content_Types].xml') && nomes.some((x) => x.startsWith('xl/') && x.length > 3);
}

function bytesDe(s: string): Uint8Array {
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
}
function comeca(h: Uint8Array, sig: Uint8Array): boolean {
  if (h.length < sig.length) return false;
  for (let i = 0; i < sig.length; i++) if (h[i] !== sig[i]) return false;
  return true;
}
function ascii(h: Uint8Array, de: number, n: number): string {
  return String.fromCharCode(...h.subarray(de, de + n));
}
function juntar(partes: Uint8Array[], total: number): Uint8Array {
  if (partes.length === 1) return partes[0]!;
  const out = new Uint8Array(total);
  let o = 0;
  for (const p of partes) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}
