import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { bombaQueMente, bombaZip, planilha, zip } from '../testing/imports.ts';
import { CompactadoAcimaDoLimite, LIMITES_PLANILHA, LIMITES_PLANILHA_EM_MEMORIA, planilhaVerificada, ZipIlegivel } from './planilha-verificada.ts';
import { entradasZip } from './zip.ts';
import { comoStream } from '../imports/leitura.ts';

const LINHAS = [
  ['Chassi', 'Pedido'],
  ['SALGA2BE0RA000001', '5100001'],
  ['SALGA2BE0RA000002', '5100002'],
];

async function linhasPorLoad(b: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(b as unknown as ArrayBuffer);
  const out: unknown[][] = [];
  wb.worksheets[0]!.eachRow((r) => out.push((r.values as unknown[]).slice(1)));
  return out;
}
async function linhasPorStream(b: Buffer) {
  const out: unknown[][] = [];
  for await (const ws of new ExcelJS.stream.xlsx.WorkbookReader(comoStream(b), { worksheets: 'emit', sharedStrings: 'cache' }))
    for await (const r of ws as unknown as AsyncIterable<ExcelJS.Row>) out.push((r.values as unknown[]).slice(1));
  return out;
}

describe('planilhaVerificada: the one ZIP guard before exceljs', () => {
  it('gives back the same workbook, read alike by the whole and the streaming reader', async () => {
    const original = await planilha(LINHAS);
    const verificada = await planilhaVerificada(original);
    expect(entradasZip(verificada)!.map((e) => e.nome)).toEqual(entradasZip(original)!.map((e) => e.nome));
    expect(await linhasPorLoad(verificada)).toEqual(LINHAS);
    expect(await linhasPorStream(verificada)).toEqual(LINHAS);
  });

  it('counts what a central directory that lies would hide: a bomb declared small is stopped at once, memory bounded', async () => {
    const bomba = await bombaQueMente(await planilha(LINHAS), 300);
    expect(bomba.length).toBeLessThan(1024 * 1024);
    // what the old check read: every declared size is small
    expect(Math.max(...entradasZip(bomba)!.map((e) => e.descompactado))).toBeLessThan(64 * 1024);
    for (const limites of [LIMITES_PLANILHA, LIMITES_PLANILHA_EM_MEMORIA]) {
      const rss = process.memoryUsage().rss;
      const t0 = performance.now();
      await expect(planilhaVerificada(bomba, limites)).rejects.toBeInstanceOf(CompactadoAcimaDoLimite);
      const ms = performance.now() - t0;
      const mais = (process.memoryUsage().rss - rss) / 1024 / 1024;
      console.info(`lying bomb (300 MiB), limit ${limites.total / 1024 / 1024} MiB: refused in ${ms.toFixed(0)} ms, rss +${mais.toFixed(0)} MiB`);
      expect(ms).toBeLessThan(2000);
      expect(mais).toBeLessThan(64);
    }
  });

  it('stops an honest bomb by its ratio, and a total over the limit whatever the ratio', async () => {
    await expect(planilhaVerificada(bombaZip())).rejects.toBeInstanceOf(CompactadoAcimaDoLimite);
    const original = await planilha(LINHAS);
    await expect(planilhaVerificada(original, { ...LIMITES_PLANILHA, total: 100 })).rejects.toBeInstanceOf(CompactadoAcimaDoLimite);
    await expect(planilhaVerificada(original, { ...LIMITES_PLANILHA, entradas: 2 })).rejects.toBeInstanceOf(CompactadoAcimaDoLimite);
  });

  it('refuses what it cannot count: no ZIP, a broken stream, an encrypted entry, an unknown method', async () => {
    await expect(planilhaVerificada(Buffer.from('PK não é zip'))).rejects.toBeInstanceOf(ZipIlegivel);
    const bom = zip([{ nome: 'a.xml', conteudo: Buffer.from('<a>'.repeat(1000)) }]);
    const quebrado = Buffer.from(bom);
    // the deflate stream cut short: its central directory still points at it
    const e = entradasZip(quebrado)!.at(0)!;
    quebrado.fill(0xff, 30 + 5, 30 + e.compactado);
    await expect(planilhaVerificada(quebrado)).rejects.toBeInstanceOf(ZipIlegivel);
    const cifrado = Buffer.from(bom);
    cifrado.writeUInt16LE(1, cifrado.length - 22 - 46 - 5 + 8);
    await expect(planilhaVerificada(cifrado)).rejects.toBeInstanceOf(ZipIlegivel);
    const outro = Buffer.from(bom);
    outro.writeUInt16LE(12, outro.length - 22 - 46 - 5 + 10);
    await expect(planilhaVerificada(outro)).rejects.toBeInstanceOf(ZipIlegivel);
  });
});
