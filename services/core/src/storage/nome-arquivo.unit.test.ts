import { describe, expect, it } from 'vitest';
import { nomeParaDownload, nomeSeguro, tipoDoConteudo } from './nome-arquivo.ts';

describe('nomeSeguro: the name a user gave, safe to keep and to offer back', () => {
  it('keeps only the last path segment (no traversal, no folders of either system)', () => {
    expect(nomeSeguro('../../etc/passwd')).toBe('passwd');
    expect(nomeSeguro('..\\..\\windows\\system32\\cmd.exe')).toBe('cmd.exe');
    expect(nomeSeguro('C:\\Users\\ana\\Documents\\CNH Ana.pdf')).toBe('CNH Ana.pdf');
    expect(nomeSeguro('/tmp/../../comprovante.png')).toBe('comprovante.png');
    expect(nomeSeguro('documentos/')).toBe('arquivo');
  });

  it('drops control and bidirectional-override characters and the characters Windows forbids', () => {
    expect(nomeSeguro('fatura\u202Efdp.exe')).toBe('faturafdp.exe');
    expect(nomeSeguro('nota\u0000fiscal\u0007.pdf')).toBe('notafiscal.pdf');
    expect(nomeSeguro('nota\r\nfiscal.pdf')).toBe('nota fiscal.pdf');
    expect(nomeSeguro('contrato: "final" <v2>?.pdf')).toBe('contrato_ _final_ _v2__.pdf');
    expect(nomeSeguro('  ..oculto.pdf  ')).toBe('oculto.pdf');
    expect(nomeSeguro('relatório.pdf. . ')).toBe('relatório.pdf');
  });

  it('normalises to NFC, collapses blanks, and names what is left empty "arquivo"', () => {
    expect(nomeSeguro('Comprovante de Endereço.pdf'.normalize('NFD'))).toBe('Comprovante de Endereço.pdf');
    expect(nomeSeguro('RG   e\tCNH.pdf')).toBe('RG e CNH.pdf');
    expect(nomeSeguro('')).toBe('arquivo');
    expect(nomeSeguro(undefined)).toBe('arquivo');
    expect(nomeSeguro('...')).toBe('arquivo');
  });

  it('cuts long names at 200 characters keeping the extension', () => {
    const n = nomeSeguro(`${'ã'.repeat(300)}.pdf`);
    expect(n.length).toBe(200);
    expect(n.endsWith('ã.pdf')).toBe(true);
    expect(nomeSeguro('x'.repeat(500)).length).toBe(200);
  });
});

describe('nomeParaDownload: the extension of the type the content really is', () => {
  it('fixes a wrong known extension, appends a missing one, keeps a right one', () => {
    expect(nomeParaDownload('foto.pdf', 'png')).toBe('foto.png');
    expect(nomeParaDownload('contrato', 'pdf')).toBe('contrato.pdf');
    expect(nomeParaDownload('contrato.final', 'pdf')).toBe('contrato.final.pdf');
    expect(nomeParaDownload('NOTA.PDF', 'pdf')).toBe('NOTA.PDF');
    expect(nomeParaDownload('foto.jpeg', 'jpeg')).toBe('foto.jpeg');
    expect(nomeParaDownload('nfe.txt', 'xml')).toBe('nfe.xml');
    expect(nomeParaDownload('dados.txt', 'csv')).toBe('dados.txt');
    expect(nomeParaDownload('sem tipo', null)).toBe('sem tipo');
  });

  it('maps stored content types back to types', () => {
    expect(tipoDoConteudo('application/pdf')).toBe('pdf');
    expect(tipoDoConteudo('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')).toBe('xlsx');
    expect(tipoDoConteudo('text/html')).toBeNull();
  });
});
