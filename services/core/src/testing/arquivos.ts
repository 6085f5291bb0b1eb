import { crc32, deflateSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { cabecalhoCentral, cabecalhoLocal, fimDoZip } from '../storage/index.ts';

/**
 * Small real files for the upload tests, made on the spot: a PDF with a correct cross-reference table, a 1×1 PNG
 * (real chunks and CRCs), a 1×1 baseline JPEG, an .xlsx written by exceljs, ZIP archives, NF-e XML.
 */

export function pdf(texto = 'Nota fiscal de teste'): Buffer {
  const objetos = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    (() => {
      const s = `BT /F1 12 Tf 10 50 Td (${texto}) Tj ET`;
      return `<< /Length ${s.length} >>\nstream\n${s}\nendstream`;
    })(),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objetos.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objetos.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objetos.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

function chunkPng(tipo: string, dados: Buffer): Buffer {
  const t = Buffer.from(tipo, 'ascii');
  const len = Buffer.alloc(4);
  len.writeUInt32BE(dados.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([t, dados])));
  return Buffer.concat([len, t, dados, crc]);
}

export function png(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const linha = Buffer.from([0, 0xc8, 0x10, 0x2e]); // filter 0, one red pixel
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunkPng('IHDR', ihdr),
    chunkPng('IDAT', deflateSync(linha)),
    chunkPng('IEND', Buffer.alloc(0)),
  ]);
}

/** A 1×1 baseline JFIF JPEG. */
export function jpeg(): Buffer {
  return Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  );
}

export async function xlsx(linhas = 3): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Veículos');
  ws.addRow(['Chassi', 'Modelo', 'Preço']);
  for (let i = 0; i < linhas; i++) ws.addRow([`SALGA2BE0RA${String(100000 + i)}`, 'Range Rover Evoque', 350000 + i]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A ZIP (stored, no compression) with these entries, as any zip tool writes it. */
export function zip(entradas: Record<string, string | Buffer>, opcoes: { criptografado?: boolean; comentario?: string } = {}): Buffer {
  const locais: Buffer[] = [];
  const centrais: Buffer[] = [];
  let offset = 0;
  for (const [nome, conteudo] of Object.entries(entradas)) {
    const dados = Buffer.isBuffer(conteudo) ? conteudo : Buffer.from(conteudo, 'utf8');
    const n = Buffer.from(nome, 'utf8');
    const crc = crc32(dados);
    const flags = (opcoes.criptografado ? 0x1 : 0) | 0x800;
    const h = { nome: n, flags, metodo: 0, crc, comprimido: dados.length, tamanho: dados.length };
    const local = cabecalhoLocal(h);
    locais.push(local, n, dados);
    centrais.push(cabecalhoCentral(h, offset), n);
    offset += local.length + n.length + dados.length;
  }
  const cd = Buffer.concat(centrais);
  const comentario = Buffer.from(opcoes.comentario ?? '', 'utf8');
  const fim = fimDoZip(Object.keys(entradas).length, cd.length, offset, comentario.length);
  return Buffer.concat([...locais, cd, fim, comentario]);
}

export const nfe = (declaracao = true, bom = false) =>
  Buffer.from(
    (bom ? '\ufeff' : '') +
      (declaracao ? '<?xml version="1.0" encoding="UTF-8"?>\n' : '') +
      '<nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><NFe><infNFe Id="NFe35261112345678000195550010000012341000012345" versao="4.00">' +
      '<ide><cUF>35</cUF><natOp>VENDA DE VEÍCULO</natOp><mod>55</mod><serie>1</serie><nNF>1234</nNF></ide>' +
      '<emit><CNPJ>12345678000195</CNPJ><xNome>Jaguar Land Rover do Brasil</xNome></emit>' +
      '</infNFe></NFe></nfeProc>\n',
    'utf8',
  );

export const html = () =>
  Buffer.from('<!DOCTYPE html>\n<html><head><title>Boleto</title></head><body><script>fetch("/api/v1/participantes")</script></body></html>\n');

/** The start of a Windows executable: the MZ header, the DOS stub and the PE signature. */
export function exe(): Buffer {
  const b = Buffer.alloc(512);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
  b.write('PE\0\0', 0x80, 'latin1');
  return b;
}
