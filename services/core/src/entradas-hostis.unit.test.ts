import { describe, expect, it } from 'vitest';
import { lerNfeXml, LIMITES_NFE } from '@portal/contracts/comissoes/nfe-xml';
import { cleanCnpj, formatCnpj, isValidCnpj } from '@portal/contracts/br/cnpj';
import { cleanCpf, formatCpf, isValidCpf } from '@portal/contracts/br/cpf';
import { formatCep, isValidCep, ufDoCep } from '@portal/contracts/br/cep';
import { crescimento, repetido } from '@portal/contracts/testing/crescimento';
import { lotesCsv, comoStream } from './imports/leitura.ts';
import { detectarTipo, TAMANHO_MAXIMO_PADRAO, nomeSeguro } from './storage/index.ts';
import { isBlankHtml, sanitizePopupHtml } from './popups/sanitize.ts';
import { linhas } from './kernel/linhas.ts';
import { InvalidInput } from './kernel/index.ts';
import { MARCACOES_MAXIMAS } from '@portal/contracts/popups/rules';

/**
 * Issue "No single request can hurt the portal": every parser of uploaded or typed text, fed hostile shapes at the
 * upload limit (files: 10 MiB; JSON texts: the 1 MiB body limit), runs in linear time — the time at 4n is about four
 * times the time at n (quadratic would be sixteen) — and within an absolute bound on this shared machine.
 */
const ARQUIVO = TAMANHO_MAXIMO_PADRAO;
const CORPO_JSON = 1024 * 1024;
/** ratio at 4n over n: linear is ~4, quadratic ~16; the margin absorbs a machine shared by several test runs */
// the regex this replaced grew ×23 from n to 4n; under the load of a CI run a linear reader measured up to ×12
const RAZAO_MAXIMA = 14;
/**
 * The absolute bounds are a sanity check on a machine shared with PostgreSQL and the other test forks (the unit tier runs
 * beside the integration tier in CI): three times what one of these readers takes alone. Linearity is the ratio above.
 */
const FOLGA = 3;

type Caso<T> = [nome: string, gerar: (n: number) => T];

async function linear<T>(casos: Caso<T>[], ler: (x: T) => unknown, limite: number, teto: number) {
  for (const [nome, gerar] of casos) {
    const c = await crescimento(gerar, ler, limite / 4, { vezes: 5 });
    console.info(`${nome}: ${c.ms.toFixed(1)} ms at ${limite / 4}, ${c.ms4.toFixed(1)} ms at ${limite} (×${c.razao.toFixed(1)})`);
    expect(c.razao, nome).toBeLessThan(RAZAO_MAXIMA);
    expect(c.ms4, nome).toBeLessThan(teto * FOLGA);
  }
}

describe('hostile input at the upload limit: linear time', () => {
  it('NF-e XML reader (the streaming SAX parser): linear up to its own size limit, and quick past it', async () => {
    const dentro = '<nfeProc><NFe><infNFe><ide>';
    const casos: Caso<string>[] = [
      ['comments opened and never closed (the issue’s file)', (n) => repetido('<nfeProc>', '<!--', n)],
      ['closed comments', (n) => repetido(dentro, '<!-- -->', n)],
      ['entities in a field', (n) => repetido(`${dentro}<nNF>`, '&lt;', n)],
      ['empty elements', (n) => repetido(dentro, '<x/>', n)],
      ['attributes', (n) => repetido(`${dentro}<x `, 'a="1" ', n)],
      ['one long text', (n) => repetido(`${dentro}<nNF>`, '9', n)],
      ['CDATA', (n) => repetido(`${dentro}<nNF>`, '<![CDATA[9]]>', n)],
    ];
    // the reader stops at LIMITES_NFE.tamanho: linearity is measured up to it, and a file at the upload limit costs no more
    await linear(casos, lerNfeXml, LIMITES_NFE.tamanho - 64 * 1024, 2000);
    for (const [nome, gerar] of casos) {
      const x = gerar(ARQUIVO);
      await new Promise((fim) => setTimeout(fim, 0));
      const t0 = performance.now();
      lerNfeXml(x);
      // the whole string at once, on a shared machine; the API feeds it in pieces between other requests
      expect(performance.now() - t0, nome).toBeLessThan(2000 * FOLGA);
    }
  }, 120_000);

  it('CSV reader', async () => {
    const ler = async (b: Buffer) => {
      try {
        for await (const _ of lotesCsv(comoStream(b)));
      } catch {
        // refusing is fine; the time is what is measured
      }
    };
    const casos: Caso<Buffer>[] = [
      ['one quoted field never closed', (n) => Buffer.from(repetido('a;b\n"', 'x', n))],
      ['escaped quotes', (n) => Buffer.from(repetido('a;b\n"', '""', n, '"\n'))],
      ['separators', (n) => Buffer.from(repetido('a;b\n', ';', n))],
      ['line ends', (n) => Buffer.from(repetido('a;b\n', '\r\n', n))],
      ['quoted fields on one long line', (n) => Buffer.from(repetido('a;b\n', '"x";', n))],
      ['quoted fields with line ends', (n) => Buffer.from(repetido('a;b\n', '"x\ny";', n))],
      ['one line without an end', (n) => Buffer.from(repetido('', 'a', n))],
    ];
    // 10 MiB of records, each an object of fields, on a machine shared with other runs: a quadratic reader takes minutes
    await linear(casos, ler, ARQUIVO, 5000);
  }, 120_000);

  it('upload type check (by content)', async () => {
    const casos: Caso<Buffer>[] = [
      ['a declaration with endless spaces', (n) => Buffer.from(repetido('<?xml version="1.0"', ' ', n))],
      ['a root tag with endless spaces', (n) => Buffer.from(repetido('<nfeProc', ' ', n, '>'))],
      ['comments', (n) => Buffer.from(repetido('', '<!--', n))],
      ['markup openers', (n) => Buffer.from(repetido('<a>', '<', n, '>'))],
      ['text', (n) => Buffer.from(repetido('', 'a;', n))],
      ['ZIP signatures', (n) => Buffer.from(repetido('PK\u0003\u0004', 'PK\u0005\u0006', n))],
    ];
    await linear(casos, detectarTipo, ARQUIVO, 3000);
  }, 120_000);

  it('pop-up HTML sanitiser', async () => {
    const casos: Caso<string>[] = [
      ['nested divs', (n) => repetido('', '<div>', n)],
      ['markup openers', (n) => repetido('<p>', '<', n)],
      ['comments', (n) => repetido('<p>', '<!--', n)],
      ['a style value', (n) => repetido('<p style="color: rgb(', ' ', n, '1,2,3x)">x</p>')],
      ['many styles', (n) => repetido('<p style="', 'color:red;', n, '">x</p>')],
      ['classes', (n) => repetido('<p class="', 'ql-a ', n, '">x</p>')],
      ['a link', (n) => repetido('<a href="', 'javascript:', n, '">x</a>')],
      ['entities', (n) => repetido('<p>', '&amp;', n)],
    ];
    // markup past MARCACOES_MAXIMAS is refused before parsing; the rest goes through sanitize-html
    const tentar = (f: (h: string) => unknown) => (h: string) => {
      try {
        f(h);
      } catch (e) {
        expect(e).toBeInstanceOf(InvalidInput);
      }
    };
    await linear(casos, tentar(sanitizePopupHtml), CORPO_JSON, 3000);
    await linear(casos, tentar(isBlankHtml), CORPO_JSON, 3000);
    // right under the limit, the parser's worst case (every tag left open) stays cheap
    const t0 = performance.now();
    sanitizePopupHtml('<div>'.repeat(MARCACOES_MAXIMAS));
    expect(performance.now() - t0).toBeLessThan(500 * FOLGA);
    expect(() => sanitizePopupHtml('<div>'.repeat(MARCACOES_MAXIMAS + 1))).toThrow(InvalidInput);
  }, 120_000);

  it('masks, check digits, file names and the Pedido/Chassi filters', async () => {
    const textos: Caso<string>[] = [
      ['digits', (n) => repetido('', '1', n)],
      ['dots and dashes', (n) => repetido('', '.-', n, 'x')],
      ['spaces and dots', (n) => repetido('a', ' .', n, 'b')],
      ['quotes', (n) => repetido('"', '"\'', n, 'x')],
      ['separators', (n) => repetido('', ',;\r\n', n, 'x')],
    ];
    const mascaras = (s: string) => [
      cleanCnpj(s),
      formatCnpj(s),
      isValidCnpj(s),
      cleanCpf(s),
      formatCpf(s),
      isValidCpf(s),
      formatCep(s),
      isValidCep(s),
      ufDoCep(s),
      nomeSeguro(s),
      linhas(s),
    ];
    await linear(textos, mascaras, CORPO_JSON, 3000);
  }, 120_000);
});
