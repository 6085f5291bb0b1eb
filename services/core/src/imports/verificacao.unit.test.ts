import { describe, expect, it } from 'vitest';
import { impmsg } from '@portal/contracts/imports/messages';
import { abaVista } from '@portal/contracts/imports/abas/vista';
import { bombaQueMente, bombaZip, csv, executavel, planilha, zip } from '../testing/imports.ts';
import { verificarArquivo } from './verificacao.ts';
import { linhasCsv } from './leitura.ts';
import { comoStream } from './leitura.ts';

const CAB = abaVista.colunas.map((c) => c.nome);
const LINHA = ['SALGA2BE0RA000001', '5100001', 'Range Rover', 'P400 SE', '2026', 'Preto', 'Ebony', 'Stock', '15/01/2027'];
const recusa = async (b: Buffer, nome: string) => {
  try {
    await verificarArquivo(b, nome, abaVista);
  } catch (e) {
    return (e as { errors: string[] }).errors[0];
  }
  return null;
};

describe('import file checks (before anything is written)', () => {
  it('accepts a one-sheet xlsx and a UTF-8 csv with the header, counting the data rows', async () => {
    expect(await verificarArquivo(await planilha([CAB, LINHA, LINHA]), 'vista.xlsx', abaVista)).toEqual({ tipo: 'xlsx', total: 2 });
    expect(await verificarArquivo(csv([CAB, LINHA]), 'vista.CSV', abaVista)).toEqual({ tipo: 'csv', total: 1 });
  });
  it('refuses a wrong extension, a renamed executable, an empty file', async () => {
    expect(await recusa(await planilha([CAB, LINHA]), 'vista.xls')).toBe(impmsg.extensaoNaoPermitida(['xlsx', 'csv']));
    expect(await recusa(executavel(), 'vista.xlsx')).toBe(impmsg.conteudoNaoConfere);
    expect(await recusa(executavel(), 'vista.csv')).toBe(impmsg.conteudoNaoConfere);
    expect(await recusa(Buffer.alloc(0), 'vista.csv')).toBe(impmsg.arquivoVazio);
    // a zip that is not a workbook
    expect(await recusa(zip([{ nome: 'a.txt', conteudo: Buffer.from('oi') }]), 'vista.xlsx')).toBe(impmsg.conteudoNaoConfere);
  });
  it('refuses more than one sheet, merged cells, a missing header or column, no data rows', async () => {
    expect(await recusa(await planilha([CAB, LINHA], { abas: 1 }), 'v.xlsx')).toBe(impmsg.maisDeUmaAba);
    expect(await recusa(await planilha([CAB, LINHA], { mesclar: true }), 'v.xlsx')).toBe(impmsg.celulasMescladas);
    expect(await recusa(await planilha([LINHA, LINHA]), 'v.xlsx')).toBe(impmsg.semCabecalho);
    expect(await recusa(await planilha([CAB.filter((c) => c !== 'Pedido'), LINHA]), 'v.xlsx')).toBe(impmsg.colunaFaltando('Pedido'));
    expect(await recusa(await planilha([CAB]), 'v.xlsx')).toBe(impmsg.semLinhas);
  });
  it('refuses a ZIP bomb by the bytes it really inflates, whatever its central directory declares', async () => {
    const b = bombaZip();
    expect(b.length).toBeLessThan(200 * 1024);
    expect(await recusa(b, 'v.xlsx')).toBe(impmsg.compactacaoSuspeita);
    const t0 = performance.now();
    expect(await recusa(await bombaQueMente(await planilha([CAB, LINHA])), 'v.xlsx')).toBe(impmsg.compactacaoSuspeita);
    // it inflates up to the streamed imports' limit (200 MiB) before refusing: about a second alone, more on a loaded machine;
    // the memory it keeps meanwhile is checked in storage/planilha-verificada.unit.test.ts
    expect(performance.now() - t0).toBeLessThan(10_000);
  });
  it('refuses a CSV that is not UTF-8 with a clear message', async () => {
    expect(await recusa(csv([CAB, ['SALGA2BE0RA000001', 'São Paulo']], { latin1: true }), 'v.csv')).toBe(impmsg.csvNaoUtf8);
  });
  it('refuses a CSV record past the reader bounds (over 1,000 fields, or a field over 1 MiB) before assembling it', async () => {
    const cab = CAB.join(';');
    expect(await recusa(Buffer.from(`${cab}\n${'x;'.repeat(1_001)}\n`), 'v.csv')).toBe(impmsg.csvRegistroGrande);
    expect(await recusa(Buffer.from(`${cab}\n"${'x'.repeat(1_048_577)}"\n`), 'v.csv')).toBe(impmsg.csvRegistroGrande);
    // within them, a long quoted cell is read as it is
    const longa = [];
    for await (const l of linhasCsv(comoStream(Buffer.from(`a;b\n"${'y'.repeat(100_000)}";z\n`)))) longa.push(l);
    expect(longa[1]!.valores.map((v) => v.length)).toEqual([100_000, 1]);
  });
  it('reads CSV quotes, separators and keeps formula-like cells as text', async () => {
    const linhas = [];
    for await (const l of linhasCsv(comoStream(Buffer.from('\uFEFFa;b\r\n"x;1";"=1+1"\r\n\r\n"li""nha\ndois";@SUM\r\n')))) linhas.push(l);
    expect(linhas).toEqual([
      { numero: 1, valores: ['a', 'b'] },
      { numero: 2, valores: ['x;1', '=1+1'] },
      { numero: 4, valores: ['li"nha\ndois', '@SUM'] },
    ]);
  });
});

describe('a tab with its own layout (lerLinhas)', () => {
  it('skips the table checks (several sheets, no header) but keeps the content checks, counting the rows it reads', async () => {
    const aba = {
      ...abaVista,
      async *lerLinhas() {
        yield { numero: 7, celulas: { x: '1' } };
        yield { numero: 8, celulas: { x: '2' } };
      },
    };
    expect(await verificarArquivo(await planilha([['qualquer'], ['coisa']], { abas: 4 }), 'plano.xlsx', aba)).toEqual({ tipo: 'xlsx', total: 2 });
    await expect(verificarArquivo(bombaZip(), 'plano.xlsx', aba)).rejects.toMatchObject({ errors: [impmsg.compactacaoSuspeita] });
    const mentirosa = await bombaQueMente(await planilha([['qualquer'], ['coisa']]));
    await expect(verificarArquivo(mentirosa, 'plano.xlsx', aba)).rejects.toMatchObject({ errors: [impmsg.compactacaoSuspeita] });
    await expect(verificarArquivo(executavel(), 'plano.xlsx', aba)).rejects.toMatchObject({ errors: [impmsg.conteudoNaoConfere] });
  });
});
