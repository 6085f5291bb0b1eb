import { open } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';

export interface FolhaXlsx {
  name: string;
  id: number;
  state: string;
  rId: string;
}

const ENTRADA = 'xl/workbook.xml';
const LIMITE_WORKBOOK = 4 * 1024 * 1024;

/**
 * The sheets of an .xlsx in workbook order (name, state, relation id), read from `xl/workbook.xml` only: the ZIP's
 * central directory is located from its end record and that one small entry is inflated, so memory stays bounded
 * whatever the size of the sheets. ExcelJS's streaming reader needs this list before the sheets when a writer puts
 * `xl/workbook.xml` after them (ExcelJS itself does), and the Plano Anual layout needs the order and hidden flags.
 */
export async function folhasDoXlsx(caminho: string): Promise<FolhaXlsx[]> {
  const f = await open(caminho, 'r');
  try {
    const { size } = await f.stat();
    const cauda = Buffer.alloc(Math.min(size, 65_557));
    await f.read(cauda, 0, cauda.length, size - cauda.length);
    let fim = -1;
    for (let i = cauda.length - 22; i >= 0; i--)
      if (cauda.readUInt32LE(i) === 0x06054b50) {
        fim = i;
        break;
      }
    if (fim < 0) return [];
    const tamanhoCd = cauda.readUInt32LE(fim + 12);
    const inicioCd = cauda.readUInt32LE(fim + 16);
    if (inicioCd + tamanhoCd > size || tamanhoCd > 16 * 1024 * 1024) return [];
    const cd = Buffer.alloc(tamanhoCd);
    await f.read(cd, 0, tamanhoCd, inicioCd);
    for (let p = 0; p + 46 <= cd.length && cd.readUInt32LE(p) === 0x02014b50;) {
      const metodo = cd.readUInt16LE(p + 10);
      const comprimido = cd.readUInt32LE(p + 20);
      const nomeLen = cd.readUInt16LE(p + 28);
      const extraLen = cd.readUInt16LE(p + 30);
      const comentLen = cd.readUInt16LE(p + 32);
      const local = cd.readUInt32LE(p + 42);
      const nome = cd.toString('utf8', p + 46, p + 46 + nomeLen);
      p += 46 + nomeLen + extraLen + comentLen;
      if (nome !== ENTRADA) continue;
      if (comprimido > LIMITE_WORKBOOK) return [];
      const cab = Buffer.alloc(30);
      await f.read(cab, 0, 30, local);
      const dados = Buffer.alloc(comprimido);
      await f.read(dados, 0, comprimido, local + 30 + cab.readUInt16LE(26) + cab.readUInt16LE(28));
      const xml = (metodo === 8 ? inflateRawSync(dados, { maxOutputLength: 4 * LIMITE_WORKBOOK }) : dados).toString('utf8');
      return [...xml.matchAll(/<sheet\b([^>]*)\/?>/g)].map((m) => {
        const a = (n: string) => new RegExp(`(?:^|\\s)${n}="([^"]*)"`).exec(m[1]!)?.[1];
        return { name: desescapar(a('name') ?? ''), id: Number(a('sheetId') ?? 0), state: a('state') ?? 'visible', rId: a('r:id') ?? '' };
      });
    }
    return [];
  } finally {
    await f.close();
  }
}

const desescapar = (s: string) => s.replace(/&(lt|gt|quot|apos|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[e]!);
