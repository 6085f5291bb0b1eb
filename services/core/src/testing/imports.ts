import { createDeflateRaw, deflateRawSync } from 'node:zlib';
import { cabecalhoCentral, cabecalhoLocal, conteudoEntrada, entradasZip, fimDoZip } from '../storage/index.ts';
import ExcelJS from 'exceljs';

/** An xlsx with `linhas` (first = header) as text cells; `abas` extra sheets; `mesclar` merges A2:B2. */
export async function planilha(linhas: readonly (readonly (string | number)[])[], opts: { abas?: number; mesclar?: boolean } = {}): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Dados');
  for (const l of linhas) ws.addRow([...l]);
  if (opts.mesclar) ws.mergeCells('A2:B2');
  for (let i = 0; i < (opts.abas ?? 0); i++) wb.addWorksheet(`Extra ${i + 1}`).addRow(['x']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/**
 * Every sheet of an xlsx, in workbook order, with its rows as the text each cell shows (a downloaded report or template):
 * `linhas[n - 1]` is row n (an empty row is []).
 */
export async function folhas(bytes: Buffer): Promise<{ nome: string; linhas: string[][] }[]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  return wb.worksheets.map((ws) => {
    const linhas: string[][] = [];
    ws.eachRow((r) => {
      const v: string[] = [];
      r.eachCell({ includeEmpty: true }, (c, i) => (v[i - 1] = c.text));
      linhas[r.number - 1] = Array.from(v, (x) => x ?? '');
    });
    return { nome: ws.name, linhas: Array.from(linhas, (l) => l ?? []) };
  });
}

/** The workbook `bytes` with the cells of its sheet `folha` (0-based) set: address → text, null empties the cell. */
export async function comCelulas(bytes: Buffer, folha: number, celulas: Readonly<Record<string, string | null>>): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const ws = wb.worksheets[folha];
  if (!ws) throw new Error(`a pasta não tem a planilha ${folha + 1}`);
  for (const [endereco, valor] of Object.entries(celulas)) ws.getCell(endereco).value = valor;
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A CSV (`;`) of `linhas`, UTF-8 unless `latin1`. */
export function csv(linhas: readonly (readonly string[])[], opts: { latin1?: boolean } = {}): Buffer {
  const texto = linhas.map((l) => l.join(';')).join('\r\n') + '\r\n';
  return Buffer.from(texto, opts.latin1 ? 'latin1' : 'utf8');
}

const TABELA_CRC = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();
function crc32(b: Uint8Array): number {
  let c = 0xffffffff;
  for (const x of b) c = TABELA_CRC[(c ^ x) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/**
 * A ZIP of `entradas` (deflated), written by hand: the checks read its central directory. An entry may bring its
 * deflated bytes (`deflado`) and lie: `declarado` is the uncompressed size both directories state, and `descritor`
 * sets the data-descriptor flag with zero sizes in the local header (a streaming reader then inflates to the end).
 */
export function zip(entradas: readonly ({ nome: string } & ({ conteudo: Buffer } | { deflado: Buffer; declarado: number; descritor?: boolean }))[]): Buffer {
  const locais: Buffer[] = [];
  const centrais: Buffer[] = [];
  let deslocamento = 0;
  for (const e of entradas) {
    const nome = Buffer.from(e.nome, 'utf8');
    const dados = 'conteudo' in e ? deflateRawSync(e.conteudo) : e.deflado;
    const crc = 'conteudo' in e ? crc32(e.conteudo) : 0;
    const tamanho = 'conteudo' in e ? e.conteudo.length : e.declarado;
    const descritor = 'descritor' in e && e.descritor === true;
    const h = { nome, flags: descritor ? 0x08 : 0, metodo: 8, crc, comprimido: dados.length, tamanho };
    // with a data descriptor the local header leaves the CRC and sizes to it
    locais.push(cabecalhoLocal(descritor ? { ...h, crc: 0, comprimido: 0, tamanho: 0 } : h), nome, dados);
    if (descritor) {
      const d = Buffer.alloc(16);
      d.writeUInt32LE(0x08074b50, 0);
      d.writeUInt32LE(crc, 4);
      d.writeUInt32LE(dados.length, 8);
      d.writeUInt32LE(tamanho, 12);
      locais.push(d);
    }
    centrais.push(cabecalhoCentral(h, deslocamento), nome);
    deslocamento += 30 + nome.length + dados.length + (descritor ? 16 : 0);
  }
  const central = Buffer.concat(centrais);
  const fim = fimDoZip(entradas.length, central.length, deslocamento);
  return Buffer.concat([...locais, central, fim]);
}

/** A workbook-shaped ZIP whose one sheet inflates to 50 MB of spaces (kilobytes compressed): a ZIP bomb. */
export function bombaZip(): Buffer {
  const ct = Buffer.from('<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>');
  const sheet = Buffer.concat([Buffer.from('<worksheet><sheetData>'), Buffer.alloc(50 * 1024 * 1024, 0x20), Buffer.from('</sheetData></worksheet>')]);
  return zip([
    { nome: '[Content_Types].xml', conteudo: ct },
    { nome: 'xl/workbook.xml', conteudo: Buffer.from('<workbook/>') },
    { nome: 'xl/worksheets/sheet1.xml', conteudo: sheet },
  ]);
}

const bombas = new Map<string, Promise<Buffer>>();

/**
 * A ZIP bomb whose central directory lies: a real workbook (`base`, an xlsx exceljs wrote) whose first sheet is
 * replaced by a deflate stream of `mib` MiB of spaces inside <sheetData> (a few hundred KiB compressed), declared in
 * both directories as the original sheet's small size, with a data descriptor. Memoised: deflating it takes a moment.
 */
export function bombaQueMente(base: Buffer, mib = 300): Promise<Buffer> {
  const chave = `${mib}:${base.toString('base64')}`;
  let b = bombas.get(chave);
  if (!b) bombas.set(chave, (b = montarBomba(base, mib)));
  return b;
}
async function montarBomba(base: Buffer, mib: number): Promise<Buffer> {
  const deflado = await new Promise<Buffer>((resolve, reject) => {
    const partes: Buffer[] = [];
    const z = createDeflateRaw({ level: 9 });
    z.on('data', (c: Buffer) => partes.push(c));
    z.on('end', () => resolve(Buffer.concat(partes)));
    z.on('error', reject);
    const espacos = Buffer.alloc(1024 * 1024, 0x20);
    z.write('<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>');
    for (let i = 0; i < mib; i++) z.write(espacos);
    z.end('</sheetData></worksheet>');
  });
  const entradas = entradasZip(base)!;
  return zip(
    entradas.map((e) => {
      const conteudo = conteudoEntrada(base, e)!;
      return e.nome === 'xl/worksheets/sheet1.xml' ? { nome: e.nome, deflado, declarado: conteudo.length, descritor: true } : { nome: e.nome, conteudo };
    }),
  );
}

/** A Windows executable's first bytes, renamed to .xlsx by the test. */
export const executavel = (): Buffer => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(512, 0)]);
