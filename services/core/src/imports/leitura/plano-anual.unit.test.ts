import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lerPlanoAnual } from './plano-anual.ts';
import { planilhaVerificada } from '../../storage/index.ts';
import type { LinhaLida } from '../definicao.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'plano-anual-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

function folhaDealer(wb: ExcelJS.Workbook, nome: string, codigo: string, linhas: (string | [string, unknown])[], estado?: 'hidden') {
  const ws = wb.addWorksheet(nome, estado ? { state: estado } : {});
  ws.getCell('A1').value = 'Plano Anual';
  ws.getCell('B4').value = 'Dealer:';
  ws.getCell('C4').value = codigo;
  linhas.forEach((l, i) => {
    const r = 6 + i;
    if (typeof l === 'string') ws.getCell(`C${r}`).value = l;
    else {
      ws.getCell(`C${r}`).value = l[0];
      ws.getCell(`H${r}`).value = l[1] as ExcelJS.CellValue;
    }
  });
}

async function gravar(nome: string, montar: (wb: ExcelJS.Workbook) => void) {
  const wb = new ExcelJS.Workbook();
  montar(wb);
  const caminho = join(dir, nome);
  // the whole file on disk before it is read (as an upload is): writeFile may resolve before the file is flushed
  await writeFile(caminho, Buffer.from(await wb.xlsx.writeBuffer()));
  return caminho;
}
async function ler(caminho: string) {
  const out: LinhaLida[] = [];
  for await (const l of lerPlanoAnual(await planilhaVerificada(await readFile(caminho)))) out.push(l);
  return out;
}

describe('lerPlanoAnual', () => {
  it('skips the first 4 sheets and hidden sheets; reads C4, the brand headings from C6 and the plan in column H', async () => {
    const caminho = await gravar('plano.xlsx', (wb) => {
      for (const n of ['Capa', 'Resumo', 'Premissas', 'Total']) folhaDealer(wb, n, 'NAO', [['Defender', 999]]);
      folhaDealer(wb, 'Morumbi', 'JLR001', [
        'Jaguar',
        ['F-PACE', 12],
        ['E-PACE', { formula: 'H6*2', result: 24 }],
        '',
        'Land Rover',
        ['Defender', '30'],
        ['Total Land Rover', 30],
        ['Range Rover', '=1+1'],
      ]);
      folhaDealer(wb, 'Oculta', 'JLR009', [['Defender', 5]], 'hidden');
      folhaDealer(wb, 'Jardins', 'JLR002', ['Land Rover', ['Discovery', 7]]);
    });
    const linhas = await ler(caminho);
    expect(linhas.map((l) => l.celulas)).toEqual([
      { Aba: 'Morumbi', Dealer: 'JLR001', Marca: 'Jaguar', Modelo: 'F-PACE', Plano: '12' },
      { Aba: 'Morumbi', Dealer: 'JLR001', Marca: 'Jaguar', Modelo: 'E-PACE', Plano: '24' },
      { Aba: 'Morumbi', Dealer: 'JLR001', Marca: 'Land Rover', Modelo: 'Defender', Plano: '30' },
      // formula-looking text stays text (the definition refuses it as a plan)
      { Aba: 'Morumbi', Dealer: 'JLR001', Marca: 'Land Rover', Modelo: 'Range Rover', Plano: '=1+1' },
      { Aba: 'Jardins', Dealer: 'JLR002', Marca: 'Land Rover', Modelo: 'Discovery', Plano: '7' },
    ]);
    expect(linhas.map((l) => l.numero)).toEqual([7, 8, 11, 13, 7]);
  });

  it('a workbook of only the 4 leading sheets yields nothing', async () => {
    const caminho = await gravar('vazio.xlsx', (wb) => {
      for (const n of ['A', 'B', 'C', 'D']) folhaDealer(wb, n, 'JLR001', ['Jaguar', ['F-PACE', 1]]);
    });
    expect(await ler(caminho)).toEqual([]);
  });
});
