import { describe, expect, it } from 'vitest';
import { DetectorDeTipo, detectarTipo, ehPlanilha } from './tipo-arquivo.ts';
import { exe, html, jpeg, nfe, pdf, png, xlsx, zip } from '../testing/arquivos.ts';

const texto = (s: string) => Buffer.from(s, 'utf8');

/** The same bytes fed in chunks of `n`: the streaming detector must agree with the whole-buffer one. */
function emPartes(bytes: Uint8Array, n: number) {
  const d = new DetectorDeTipo();
  for (let i = 0; i < bytes.length; i += n) d.update(bytes.subarray(i, i + n));
  return d.resultado();
}

describe('detectarTipo: types told by content', () => {
  it('recognises a real PDF, PNG and JPEG', () => {
    expect(detectarTipo(pdf())).toBe('pdf');
    expect(detectarTipo(Buffer.from('%PDF-2.0\n%%EOF\n'))).toBe('pdf');
    expect(detectarTipo(png())).toBe('png');
    expect(detectarTipo(jpeg())).toBe('jpeg');
  });

  it('recognises an .xlsx written by exceljs by its central directory', async () => {
    const planilha = await xlsx();
    expect(detectarTipo(planilha)).toBe('xlsx');
    // a large one, whose central directory lies past the first bytes: still read from the end, in any chunking
    const grande = await xlsx(20_000);
    expect(grande.length).toBeGreaterThan(300_000);
    expect(detectarTipo(grande)).toBe('xlsx');
    expect(emPartes(grande, 65_536)).toBe('xlsx');
    expect(emPartes(grande, 1_000)).toBe('xlsx');
  }, 60_000);

  it('recognises NF-e XML with and without declaration and BOM', () => {
    expect(detectarTipo(nfe(true, false))).toBe('xml');
    expect(detectarTipo(nfe(false, false))).toBe('xml');
    expect(detectarTipo(nfe(true, true))).toBe('xml');
    expect(detectarTipo(nfe(false, true))).toBe('xml');
    expect(detectarTipo(texto("<?xml version='1.0'?>\n<!-- exportado --><?proc x?>\n<NFe xmlns='http://www.portalfiscal.inf.br/nfe'/>"))).toBe('xml');
  });

  it('recognises CSV and plain UTF-8 text (BOM, accents, semicolons)', () => {
    expect(detectarTipo(texto('\ufeffChassi;Modelo;Preço\nSALGA2BE0RA100001;Evoque;350.000,00\n'))).toBe('csv');
    expect(detectarTipo(texto('chassi,cor\nSALGA2BE0RA100001,Azul Portofino\n'))).toBe('csv');
    expect(detectarTipo(texto('Observações do dealer: veículo com avaria leve.'))).toBe('csv');
  });

  it('refuses HTML, whatever its name says, and any markup a browser would render', () => {
    expect(detectarTipo(html())).toBeNull();
    for (const s of [
      '<html><body>oi</body></html>',
      '<HTML>',
      '  \n<script>alert(1)</script>',
      '<iframe src="https://x"></iframe>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<?xml version="1.0"?><doc xmlns:h="http://www.w3.org/1999/xhtml"><h:script>alert(1)</h:script></doc>',
      '<math xmlns="http://www.w3.org/1998/Math/MathML"></math>',
      '<?xml version="1.0"?><?xml-stylesheet type="text/xsl" href="x.xsl"?><NFe/>',
      '<?xml version="1.0"?><!DOCTYPE NFe [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><NFe>&xxe;</NFe>',
      '<?xml version="1.0" encoding="ISO-8859-1"?><NFe/>',
      '<?xml version="1.0"?><NFe>sem fim',
      '<?xml qualquer coisa?><NFe/>',
      '<NFe',
      '<>',
    ])
      expect(detectarTipo(texto(s)), s).toBeNull();
  });

  it('refuses executables and scripts', () => {
    expect(detectarTipo(exe())).toBeNull();
    expect(detectarTipo(Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(56)]))).toBeNull(); // ELF
    expect(detectarTipo(Buffer.concat([Buffer.from([0xcf, 0xfa, 0xed, 0xfe, 7, 0, 0, 1]), Buffer.alloc(24)]))).toBeNull(); // Mach-O
    expect(detectarTipo(texto('#!/bin/sh\nrm -rf /\n'))).toBeNull();
  });

  it('refuses a ZIP that is not a workbook, a macro workbook, an encrypted or lying archive', async () => {
    expect(detectarTipo(zip({ 'leiame.txt': 'oi' }))).toBeNull();
    expect(detectarTipo(zip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' }))).toBeNull();
    const minima = { '[Content_Types].xml': '<Types/>', '_rels/.rels': '<Relationships/>', 'xl/workbook.xml': '<workbook/>' };
    expect(detectarTipo(zip(minima))).toBe('xlsx');
    expect(detectarTipo(zip(minima, { comentario: 'gerado pelo sistema' }))).toBe('xlsx');
    expect(detectarTipo(zip({ ...minima, 'xl/vbaProject.bin': Buffer.alloc(10) }))).toBeNull();
    expect(detectarTipo(zip(minima, { criptografado: true }))).toBeNull();
    expect(detectarTipo(zip({ ...minima, '../../etc/cron.d/x': 'x' }))).toBeNull();
    const planilha = await xlsx();
    // bytes after the end record, a cut file, a central directory pointing elsewhere
    expect(detectarTipo(Buffer.concat([planilha, Buffer.from('lixo')]))).toBeNull();
    expect(detectarTipo(planilha.subarray(0, planilha.length - 30))).toBeNull();
    const torta = Buffer.from(planilha);
    torta.writeUInt32LE(torta.readUInt32LE(torta.length - 6) + 1, torta.length - 6);
    expect(detectarTipo(torta)).toBeNull();
  });

  it('refuses text that is not UTF-8, text with NUL, other images, empty and blank content', () => {
    expect(detectarTipo(Buffer.from('Chassi;Preço\n', 'latin1'))).toBeNull();
    expect(detectarTipo(Buffer.from('a,b\n\0c,d\n'))).toBeNull();
    expect(detectarTipo(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'))).toBeNull();
    expect(detectarTipo(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(detectarTipo(new Uint8Array(0))).toBeNull();
    expect(detectarTipo(texto(' \n\t '))).toBeNull();
    // a UTF-8 sequence cut at the very end is not valid text
    expect(detectarTipo(Buffer.from([0x61, 0x2c, 0x62, 0xc3]))).toBeNull();
  });

  it('gives the same answer however the bytes are chunked, also for markers that straddle two chunks', async () => {
    const amostras = [pdf(), png(), jpeg(), nfe(), nfe(false, true), html(), exe(), await xlsx(), texto('a;b\nç;ã\n'), zip({ 'a.txt': 'a' })];
    for (const a of amostras) for (const n of [1, 3, 7, 64, 4096]) expect(emPartes(a, n)).toBe(detectarTipo(a));
    // a namespace that makes the document XHTML, far past the first 64 KiB, split across two chunks
    const corpo = `<doc>${'<item>ok</item>'.repeat(10_000)}<x xmlns="http://www.w3.org/1999/xhtml"/></doc>`;
    const bytes = texto(corpo);
    expect(bytes.length).toBeGreaterThan(100_000);
    const corte = corpo.indexOf('w3.org/1999') + 3;
    const d = new DetectorDeTipo();
    d.update(bytes.subarray(0, corte));
    d.update(bytes.subarray(corte));
    expect(d.resultado()).toBeNull();
    expect(detectarTipo(texto(`<doc>${'<item>ok</item>'.repeat(10_000)}</doc>`))).toBe('xml');
    // a multi-byte character split between chunks is still valid text
    const acento = texto('preço;ação\n');
    expect(emPartes(acento, 1)).toBe('csv');
  });

  it('checks the rest of a text that does not start with markup for UTF-8 only, however it is chunked', () => {
    // markup inside a CSV is data, not a document: still text; bad UTF-8 far into it is still refused
    const csv = texto(`${'Modelo;Preço\n'}${'a;1\n'.repeat(50_000)}<!DOCTYPE html><svg xmlns="http://www.w3.org/2000/svg"/>\n`);
    for (const n of [1, 4096, 1 << 20]) expect(emPartes(csv, n)).toBe('csv');
    const invalido = Buffer.concat([texto(`Modelo;Preço\n${'a;1\n'.repeat(50_000)}`), Buffer.from([0xc3, 0x28, 0x0a])]);
    for (const n of [7, 4096]) expect(emPartes(invalido, n)).toBeNull();
    expect(detectarTipo(invalido)).toBeNull();
    // leading blank lines (and a BOM) before the first visible character: a document that starts with markup is still
    // searched, whatever chunk its `<` arrives in
    const xhtml = texto(`\uFEFF${' \n'.repeat(10)}<doc>${'<i>ok</i>'.repeat(20_000)}<x xmlns="http://www.w3.org/1999/xhtml"/></doc>`);
    for (const n of [1, 5, 4096]) expect(emPartes(xhtml, n)).toBeNull();
  });

  it('ehPlanilha reads only the end of the file', async () => {
    const planilha = await xlsx();
    expect(ehPlanilha(planilha, planilha.length)).toBe(true);
    expect(ehPlanilha(planilha.subarray(planilha.length - 2000), planilha.length)).toBe(true);
    // the central directory is not wholly in the bytes kept: refused rather than guessed
    expect(ehPlanilha(planilha.subarray(planilha.length - 40), planilha.length)).toBe(false);
  });
});
