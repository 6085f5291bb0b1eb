import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { extractText, getDocumentProxy } from 'unpdf';
import { bancoMsg } from '@portal/contracts/boletos/bank-messages';
import { formatarLinhaDigitavel, montarBoleto } from '@portal/contracts/boletos/febraban';
import { configuracaoBanco, type ConfiguracaoBanco, type RegistroBoleto, type TituloBoleto } from './adapter.ts';
import { ALTURA_BARRAS_MM, BARRA_ESTREITA_MM, MODULOS_CODIGO_BARRAS, codigoDeBarrasPng, formatarReais, gerarPdfBoleto, type DadosImpressao } from './pdf.ts';

const titulo: TituloBoleto = {
  boletoId: 123,
  valor: 187_654.32,
  vencimento: '2026-12-01',
  emissao: '2026-11-23',
  numeroDocumento: '000123/1',
  pagador: {
    nome: 'José da Conceição Araújo',
    documento: '52998224725',
    endereco: { logradouro: 'Rua Açaí', numero: '45', complemento: 'Apto 12', bairro: 'Pinheiros', cidade: 'São Paulo', uf: 'SP', cep: '05422000' },
  },
  instrucoes: ['Pedido 000123, parcela 1 de 2.', 'Não receber após o vencimento.'],
};

function dados(configuracao: ConfiguracaoBanco, ambiente: 'sandbox' | 'producao' = 'sandbox', t: TituloBoleto = titulo): DadosImpressao {
  const b = montarBoleto(configuracao.conta, t);
  const c = configuracao.conta;
  const registro: RegistroBoleto = {
    boletoId: t.boletoId,
    nossoNumero: b.nossoNumero,
    nossoNumeroImpresso: b.nossoNumeroImpresso,
    codigoBarras: b.codigoBarras,
    linhaDigitavel: b.linhaDigitavel,
    banco: c.banco,
    agencia: c.agencia,
    conta: c.conta,
    carteira: c.carteira,
    // 23:30 in Brasília on the 23rd: already the 24th in UTC, still the 23rd for the slip
    registradoEm: '2026-11-24T02:30:00.000Z',
  };
  return { registro, titulo: t, configuracao, ambiente };
}

const textoDoPdf = async (pdf: Buffer) => {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { totalPages, text } = await extractText(doc, { mergePages: true });
  return { totalPages, text: text.replace(/\s+/g, ' ') };
};

/** Interleaved 2 of 5 digit patterns (n narrow, w wide), 0 to 9. */
const I25 = ['nnwwn', 'wnnnw', 'nwnnw', 'wwnnn', 'nnwnw', 'wnwnn', 'nwwnn', 'nnnww', 'wnnwn', 'nwnwn'];

/** Reads one pixel row of a barcode image back into digits: start, pairs of digits (bars, then spaces), stop. */
function lerI25(escuro: boolean[]): { barras: number; estreita: number; larga: number; digitos: string; larguraTotal: number } {
  const ini = escuro.indexOf(true);
  const fim = escuro.lastIndexOf(true);
  const runs: number[] = [];
  for (let x = ini, atual = true, n = 0; x <= fim + 1; x++) {
    const v: boolean = x <= fim ? escuro[x]! : !atual;
    if (v === atual) n++;
    else {
      runs.push(n);
      atual = v;
      n = 1;
    }
  }
  const estreita = Math.min(...runs);
  const larga = Math.max(...runs);
  const tipo = runs.map((r) => (r > 2 * estreita ? 'w' : 'n')).join('');
  expect(tipo.slice(0, 4)).toBe('nnnn'); // start
  expect(tipo.slice(-3)).toBe('wnn'); // stop
  let digitos = '';
  for (let i = 4; i < tipo.length - 3; i += 10) {
    const par = tipo.slice(i, i + 10);
    const barras = [0, 2, 4, 6, 8].map((k) => par[k]).join('');
    const espacos = [1, 3, 5, 7, 9].map((k) => par[k]).join('');
    digitos += `${I25.indexOf(barras)}${I25.indexOf(espacos)}`;
  }
  return { barras: Math.ceil(runs.length / 2), estreita, larga, digitos, larguraTotal: fim - ini + 1 };
}

/** The PDF's images (pdfkit writes the PNG's pixels as raw RGB, deflated) and where the page draws them. */
function imagensDoPdf(pdf: Buffer) {
  const s = pdf.toString('latin1');
  const imagens: { largura: number; altura: number; rgb: Buffer }[] = [];
  const desenhos: { largura: number; altura: number }[] = [];
  for (const m of s.matchAll(/<<([^]*?)>>\s*stream\r?\n/g)) {
    const inicio = m.index + m[0].length;
    const corpo = pdf.subarray(inicio, s.indexOf('endstream', inicio));
    if (!m[1]!.includes('/FlateDecode')) continue;
    const dados = inflateSync(corpo);
    if (/\/Subtype \/Image/.test(m[1]!) && /\/DeviceRGB/.test(m[1]!))
      imagens.push({ largura: Number(/\/Width (\d+)/.exec(m[1]!)![1]), altura: Number(/\/Height (\d+)/.exec(m[1]!)![1]), rgb: dados });
    for (const d of dados.toString('latin1').matchAll(/([-\d.]+) 0 0 ([-\d.]+) [-\d.]+ [-\d.]+ cm\s*\/I\d+ Do/g))
      desenhos.push({ largura: Number(d[1]), altura: Math.abs(Number(d[2])) });
  }
  return { imagens, desenhos };
}

const MM = 72 / 25.4;

describe('the boleto PDF', () => {
  const cfg = configuracaoBanco({});

  it('is one A4 page with both parts of the slip, in pt-BR, with the formatted line and the value in reais', async () => {
    const d = dados(cfg);
    const pdf = await gerarPdfBoleto(d);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { totalPages, text } = await textoDoPdf(pdf);
    expect(totalPages).toBe(1);
    const linha = formatarLinhaDigitavel(d.registro.linhaDigitavel);
    expect(linha).toMatch(/^34191\.09008 \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    // the line is printed on the receipt and on the compensation form
    expect(text.split(linha)).toHaveLength(3);
    for (const trecho of [
      'Recibo do Pagador',
      'Ficha de Compensação',
      'Itaú Unibanco S.A. 341-7',
      'Local de Pagamento',
      'Pagável em qualquer banco',
      'Vencimento 01/12/2026',
      'Importadora Britânica de Veículos Ltda. (demonstração) — CNPJ 11.222.333/0001-81',
      'Agência/Código do Beneficiário 1500/04521-4',
      'Data do Documento 23/11/2026',
      'Nº do Documento 000123/1',
      'Espécie Doc. DM',
      'Aceite N',
      'Data Processamento 23/11/2026',
      `Nosso Número ${d.registro.nossoNumeroImpresso}`,
      'Carteira 109',
      '(=) Valor do Documento R$ 187.654,32',
      'Pedido 000123, parcela 1 de 2.',
      'José da Conceição Araújo — CPF 529.982.247-25',
      'Rua Açaí, 45 — Apto 12 — Pinheiros',
      'CEP 05422-000 — São Paulo/SP',
      'Autenticação Mecânica',
      'Corte na linha pontilhada',
      bancoMsg.avisoSandbox,
    ])
      expect(text).toContain(trecho);
  });

  it('draws the Interleaved 2 of 5 barcode at FEBRABAN size, and its pixels read back as the 44 digits', async () => {
    const d = dados(cfg);
    const pdf = await gerarPdfBoleto(d);
    const { imagens, desenhos } = imagensDoPdf(pdf);
    expect(desenhos).toHaveLength(1);
    // 405 modules of 0.43 mm = 174.15 mm long, 13 mm high
    expect(desenhos[0]!.largura / MM).toBeCloseTo(MODULOS_CODIGO_BARRAS * BARRA_ESTREITA_MM, 2);
    expect(desenhos[0]!.altura / MM).toBeCloseTo(ALTURA_BARRAS_MM, 2);
    expect(imagens).toHaveLength(1);
    const { largura, altura, rgb } = imagens[0]!;
    expect(rgb.length).toBe(largura * altura * 3);
    const y = Math.floor(altura / 2);
    const linhaPixels = Array.from({ length: largura }, (_, x) => rgb[(y * largura + x) * 3]! < 128);
    const lido = lerI25(linhaPixels);
    expect(lido.digitos).toBe(d.registro.codigoBarras);
    expect(lido.barras).toBe(114);
    expect(lido.larga / lido.estreita).toBe(3);
    expect(lido.larguraTotal).toBe(MODULOS_CODIGO_BARRAS * lido.estreita);
  });

  it('the barcode PNG has 114 bars, ratio 1:3, 405 modules, and decodes to the barcode digits (every bank)', async () => {
    const contas = [
      cfg,
      configuracaoBanco({ BOLETO_BANCO: '237', BOLETO_AGENCIA: '0278-0', BOLETO_CONTA: '0039232-4', BOLETO_CARTEIRA: '06' }),
      configuracaoBanco({ BOLETO_BANCO: '001', BOLETO_AGENCIA: '1234-5', BOLETO_CONTA: '12345-6', BOLETO_CONVENIO: '7777777' }),
    ];
    for (const c of contas) {
      const { registro } = dados(c);
      const png = PNG.sync.read(await codigoDeBarrasPng(registro.codigoBarras));
      expect(png.width).toBe(MODULOS_CODIGO_BARRAS * 2);
      const y = Math.floor(png.height / 2);
      const escuro = Array.from({ length: png.width }, (_, x) => png.data[(y * png.width + x) * 4]! < 128 && png.data[(y * png.width + x) * 4 + 3]! > 128);
      const lido = lerI25(escuro);
      expect(lido).toMatchObject({ digitos: registro.codigoBarras, barras: 114, estreita: 2, larga: 6, larguraTotal: 810 });
    }
    await expect(codigoDeBarrasPng('123')).rejects.toThrow(bancoMsg.codigoBarrasTamanho);
  });

  it('a real bank prints no test notice; Bradesco prints agência-DV/conta-DV and its nosso número DV', async () => {
    const bradesco = configuracaoBanco({ BOLETO_BANCO: '237', BOLETO_AGENCIA: '0278-0', BOLETO_CONTA: '0039232-4', BOLETO_CARTEIRA: '06' });
    const d = dados(bradesco, 'producao', { ...titulo, valor: 1234.56, instrucoes: [] });
    const { text } = await textoDoPdf(await gerarPdfBoleto(d));
    expect(text).not.toContain('DOCUMENTO DE TESTE');
    expect(text).not.toContain('SEM VALOR');
    expect(text).toContain('Banco Bradesco S.A. 237-2');
    expect(text).toContain('0278-0/0039232-4');
    expect(text).toContain(`Nosso Número ${d.registro.nossoNumeroImpresso}`);
    expect(d.registro.nossoNumeroImpresso).toMatch(/^06\/00000000123-[0-9P]$/);
    expect(text).toContain('R$ 1.234,56');
    // no instruction given: the default one
    expect(text).toContain('Não receber após o vencimento.');
    expect(text).toContain(formatarLinhaDigitavel(d.registro.linhaDigitavel));
  });

  it('prints the Código de acesso of /gera-boleto on the payer’s receipt, in groups of four; none when not given', async () => {
    const d = dados(cfg);
    const { text } = await textoDoPdf(await gerarPdfBoleto({ ...d, codigoAcesso: 'K7Q29XMD4TRA' }));
    expect(text).toContain('Código de acesso (segunda via do boleto no portal): K7Q2-9XMD-4TRA');
    expect((await textoDoPdf(await gerarPdfBoleto(d))).text).not.toContain('Código de acesso');
  });

  it('a boleto registered on an earlier account prints that account, not the one configured now', async () => {
    const antes = dados(configuracaoBanco({ BOLETO_AGENCIA: '0293', BOLETO_CONTA: '01328' }));
    const { text } = await textoDoPdf(await gerarPdfBoleto({ ...antes, configuracao: cfg }));
    expect(text).toContain('Agência/Código do Beneficiário 0293/01328-0');
    expect(text).not.toContain('1500/04521');
    const bb = dados(configuracaoBanco({ BOLETO_BANCO: '001', BOLETO_AGENCIA: '1234-5', BOLETO_CONTA: '12345-6', BOLETO_CONVENIO: '7777777' }));
    const { text: textoBb } = await textoDoPdf(await gerarPdfBoleto({ ...bb, configuracao: cfg }));
    expect(textoBb).toContain('Banco do Brasil S.A. 001-9');
    expect(textoBb).toContain('1234/00012345');
    expect(textoBb).toContain('Nosso Número 77777770000000123');
  });

  it('refuses to print numbers that disagree with each other or with the title', async () => {
    const d = dados(cfg);
    const outra = dados(cfg, 'sandbox', { ...titulo, boletoId: 124 });
    await expect(gerarPdfBoleto({ ...d, registro: { ...d.registro, linhaDigitavel: outra.registro.linhaDigitavel } })).rejects.toThrow(
      'a linha digitável não corresponde ao código de barras',
    );
    await expect(gerarPdfBoleto({ ...d, titulo: { ...titulo, valor: 10 } })).rejects.toThrow('o código de barras não corresponde');
    await expect(gerarPdfBoleto({ ...d, titulo: { ...titulo, vencimento: '2026-12-02' } })).rejects.toThrow('o código de barras não corresponde');
    const dvErrado = d.registro.codigoBarras.slice(0, 4) + ((Number(d.registro.codigoBarras[4]) + 1) % 10) + d.registro.codigoBarras.slice(5);
    await expect(gerarPdfBoleto({ ...d, registro: { ...d.registro, codigoBarras: dvErrado } })).rejects.toThrow(bancoMsg.codigoBarrasDv);
  });

  it('formats reais the Brazilian way', () => {
    expect(formatarReais(0.01)).toBe('R$ 0,01');
    expect(formatarReais(1234.5)).toBe('R$ 1.234,50');
    expect(formatarReais(99_999_999.99)).toBe('R$ 99.999.999,99');
    expect(formatarReais(1_000_000)).toBe('R$ 1.000.000,00');
  });
});
