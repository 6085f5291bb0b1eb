import pdfmake from 'pdfmake';
import type { Content, ContentStack, ContentTable, TDocumentDefinitions } from 'pdfmake/interfaces.js';
import bwipjs from 'bwip-js';
import { dataBR, dataEmSaoPaulo } from '@portal/contracts/br/dates';
import { formatCnpj } from '@portal/contracts/br/cnpj';
import { bancoMsg } from '@portal/contracts/boletos/bank-messages';
import { formatarCodigoAcesso } from '@portal/contracts/boletos/codigo-acesso';
import {
  BANCOS,
  agenciaCodigoBeneficiario,
  formatarLinhaDigitavel,
  lerCodigoDeBarras,
  linhaDigitavel,
  validarCodigoDeBarras,
  valorEmCentavos,
  type ContaCobranca,
} from '@portal/contracts/boletos/febraban';
import { formatarDocumento, type BancoBoletos, type ConfiguracaoBanco, type EnderecoPagador, type RegistroBoleto, type TituloBoleto } from './adapter.ts';

/** What the slip prints: the bank's registration, the title it registered, and the beneficiary's account. */
export interface DadosImpressao {
  registro: RegistroBoleto;
  titulo: TituloBoleto;
  /** the beneficiary (name, CNPJ, address) and the account with its check digits */
  configuracao: ConfiguracaoBanco;
  /** 'sandbox' prints a notice and a watermark: the slip charges nothing */
  ambiente: 'sandbox' | 'producao';
  /** the 'Código de acesso' the buyer types at /gera-boleto for a second copy, printed on the payer's receipt */
  codigoAcesso?: string | null;
}

/** The print data of a boleto registered at `banco`. */
export const dadosImpressao = (banco: BancoBoletos, registro: RegistroBoleto, titulo: TituloBoleto, codigoAcesso: string | null = null): DadosImpressao => ({
  registro,
  titulo,
  configuracao: banco.configuracao,
  ambiente: banco.ambiente,
  codigoAcesso,
});

// ---- the barcode: Interleaved 2 of 5, FEBRABAN proportions

const PT_POR_MM = 72 / 25.4;
/** narrow element 0.43 mm, wide 3 × narrow, bars 13 mm high, 5 mm quiet zones */
export const BARRA_ESTREITA_MM = 0.43;
export const ALTURA_BARRAS_MM = 13;
export const ZONA_SILENCIO_MM = 5;
/** 44 digits × (2 wide + 3 narrow) × 2 + start (4 narrow) + stop (wide, narrow, narrow) = 405 narrow modules */
export const MODULOS_CODIGO_BARRAS = 405;
/** pixels per narrow module in the PNG: the image is drawn at 405 × 0.43 mm, so each module is exact whatever the printer */
const PX_POR_MODULO = 2;

/**
 * The barcode's image: an Interleaved 2 of 5 PNG of the 44 digits by bwip-js, one narrow module = 2 px, wide = 6 px
 * (ratio 1:3), no quiet zone or text (the slip places it). A few pixels high: the PDF stretches it to 13 mm.
 */
export async function codigoDeBarrasPng(codigoBarras: string): Promise<Buffer> {
  const v = validarCodigoDeBarras(codigoBarras);
  if (!v.valido) throw new Error(v.erro);
  // barratio/spaceratio 2: a wide element is 2 × (2 − 1) + 1 = 3 modules (BWIPP's rule)
  return bwipjs.toBuffer({
    bcid: 'interleaved2of5',
    text: codigoBarras,
    scaleX: PX_POR_MODULO,
    scaleY: 1,
    height: 2,
    includetext: false,
    backgroundcolor: 'FFFFFF',
    barratio: 2,
    spaceratio: 2,
  } as Parameters<typeof bwipjs.toBuffer>[0]);
}

// ---- formatting

/** Digits grouped by thousands with dots (a loop: the lookahead idiom rescans the digits from every position). */
function milhares(digitos: string): string {
  let out = '';
  for (let i = 0; i < digitos.length; i++) out += (i > 0 && (digitos.length - i) % 3 === 0 ? '.' : '') + digitos[i];
  return out;
}

/** R$ 1.234,56 (spaces are plain spaces, so the text reads the same everywhere) */
export function formatarReais(valor: number): string {
  const c = valorEmCentavos(valor);
  const inteiro = milhares(String(Math.floor(c / 100)));
  return `R$ ${inteiro},${String(c % 100).padStart(2, '0')}`;
}

function linhasDoEndereco(e: EnderecoPagador | null | undefined): string[] {
  if (!e) return [];
  const rua = [[e.logradouro, e.numero].filter(Boolean).join(', '), e.complemento, e.bairro].filter(Boolean).join(' — ');
  const cep = e.cep && /^\d{8}$/.test(e.cep) ? `CEP ${e.cep.slice(0, 5)}-${e.cep.slice(5)}` : e.cep ? `CEP ${e.cep}` : '';
  const cidade = [e.cidade, e.uf].filter(Boolean).join('/');
  return [rua, [cep, cidade].filter(Boolean).join(' — ')].filter(Boolean);
}

// ---- layout

const LOCAL_PAGAMENTO = 'Pagável em qualquer banco ou correspondente bancário até o vencimento.';
const INSTRUCAO_PADRAO = 'Não receber após o vencimento.';

const rotulo = (text: string, alignment: 'left' | 'right' = 'left'): Content => ({ text, style: 'rotulo', alignment });
const campo = (titulo: string, valor: string | string[], opts: { alignment?: 'left' | 'right'; bold?: boolean } = {}): ContentStack => ({
  stack: [
    rotulo(titulo, opts.alignment),
    ...(Array.isArray(valor) ? valor : [valor]).map((t) => ({ text: t || ' ', style: opts.bold ? 'valorForte' : 'valor', alignment: opts.alignment })),
  ],
});
const vazio = (titulo: string) => campo(titulo, ' ', { alignment: 'right' });

/** Thin grid lines; the header's bank code box has its own heavier lines. */
const GRADE = {
  hLineWidth: () => 0.5,
  vLineWidth: (i: number, node: ContentTable) => (i === 0 || i === (node.table.widths?.length ?? 0) ? 0 : 0.5),
  paddingLeft: () => 3,
  paddingRight: () => 3,
  paddingTop: () => 1.5,
  paddingBottom: () => 1.5,
};

function cabecalho(d: DadosImpressao, direita: Content): Content {
  const banco = BANCOS[d.registro.banco];
  return {
    table: {
      widths: ['*', 62, 'auto'],
      body: [
        [
          { text: banco.nome, style: 'banco', margin: [0, 4, 0, 0] },
          { text: `${banco.codigo}-${banco.digito}`, style: 'codigoBanco', alignment: 'center' },
          direita,
        ],
      ],
    },
    layout: {
      hLineWidth: (i: number) => (i === 1 ? 1.2 : 0),
      vLineWidth: (i: number) => (i === 1 || i === 2 ? 1.2 : 0),
      paddingLeft: () => 4,
      paddingRight: () => 4,
      paddingTop: () => 2,
      paddingBottom: () => 2,
    },
  };
}

/**
 * The account the boleto was registered on: the configured one (with its check digits) when it is the same, otherwise
 * (the configuration changed since) the registration's own numbers — Itaú's DAC is recomputed, other banks print no DV.
 */
function contaDoRegistro(r: RegistroBoleto, cfg: ConfiguracaoBanco): ContaCobranca {
  const c = cfg.conta;
  if (c.banco === r.banco && c.agencia === r.agencia && c.conta === r.conta && c.carteira === r.carteira) return c;
  return { banco: r.banco, agencia: r.agencia, conta: r.conta, carteira: r.carteira, convenio: r.banco === '001' ? r.nossoNumero.slice(0, 7) : null };
}

function documento(d: DadosImpressao, barras: Buffer): TDocumentDefinitions {
  const { registro: r, titulo: t, configuracao: cfg } = d;
  const banco = BANCOS[r.banco];
  const linha = formatarLinhaDigitavel(r.linhaDigitavel);
  const valor = formatarReais(t.valor);
  const vencimento = dataBR(t.vencimento)!;
  const beneficiario = `${cfg.beneficiario.nome} — CNPJ ${formatCnpj(cfg.beneficiario.cnpj)}`;
  const agenciaCodigo = agenciaCodigoBeneficiario(contaDoRegistro(r, cfg));
  const pagador = `${t.pagador.nome} — ${t.pagador.documento.length === 11 ? 'CPF' : 'CNPJ'} ${formatarDocumento(t.pagador.documento)}`;
  const endereco = linhasDoEndereco(t.pagador.endereco);
  const emissao = dataBR(t.emissao)!;
  const processamento = dataBR(dataEmSaoPaulo(r.registradoEm))!;
  const instrucoes = t.instrucoes?.length ? t.instrucoes : [INSTRUCAO_PADRAO];
  const sandbox = d.ambiente === 'sandbox';

  const recibo: Content = {
    table: {
      widths: ['*', 70, 60, 90, 95],
      body: [
        [
          { ...campo('Beneficiário', [beneficiario, cfg.beneficiario.endereco ?? '']), colSpan: 3 },
          {},
          {},
          campo('Agência/Código do Beneficiário', agenciaCodigo),
          campo('Vencimento', vencimento, { alignment: 'right', bold: true }),
        ],
        [
          { ...campo('Pagador', pagador), colSpan: 3 },
          {},
          {},
          campo('Nosso Número', r.nossoNumeroImpresso),
          campo('(=) Valor do Documento', valor, { alignment: 'right', bold: true }),
        ],
        [
          campo('Nº do Documento', t.numeroDocumento),
          campo('Data do Documento', emissao),
          campo('Espécie Doc.', 'DM'),
          campo('Data Processamento', processamento),
          vazio('(=) Valor Cobrado'),
        ],
      ],
    },
    layout: GRADE,
  };

  const ficha: Content = {
    table: {
      widths: [78, 92, 52, 40, '*', 128],
      body: [
        [{ ...campo('Local de Pagamento', LOCAL_PAGAMENTO), colSpan: 5 }, {}, {}, {}, {}, campo('Vencimento', vencimento, { alignment: 'right', bold: true })],
        [
          { ...campo('Beneficiário', [beneficiario, cfg.beneficiario.endereco ?? '']), colSpan: 5 },
          {},
          {},
          {},
          {},
          campo('Agência/Código do Beneficiário', agenciaCodigo, { alignment: 'right' }),
        ],
        [
          campo('Data do Documento', emissao),
          campo('Nº do Documento', t.numeroDocumento),
          campo('Espécie Doc.', 'DM'),
          campo('Aceite', 'N'),
          campo('Data Processamento', processamento),
          campo('Nosso Número', r.nossoNumeroImpresso, { alignment: 'right' }),
        ],
        [
          campo('Uso do Banco', ' '),
          campo('Carteira', r.carteira),
          campo('Espécie', 'R$'),
          campo('Quantidade', ' '),
          campo('Valor', ' '),
          campo('(=) Valor do Documento', valor, { alignment: 'right', bold: true }),
        ],
        [
          {
            stack: [rotulo('Instruções (texto de responsabilidade do beneficiário)'), ...instrucoes.map((text) => ({ text, style: 'valor' }))],
            colSpan: 5,
            rowSpan: 5,
          },
          {},
          {},
          {},
          {},
          vazio('(-) Desconto / Abatimento'),
        ],
        [{}, {}, {}, {}, {}, vazio('(-) Outras Deduções')],
        [{}, {}, {}, {}, {}, vazio('(+) Mora / Multa')],
        [{}, {}, {}, {}, {}, vazio('(+) Outros Acréscimos')],
        [{}, {}, {}, {}, {}, vazio('(=) Valor Cobrado')],
        [{ ...campo('Pagador', [pagador, ...endereco]), colSpan: 6 }, {}, {}, {}, {}, {}],
        [{ ...campo('Sacador/Avalista', ' '), colSpan: 6 }, {}, {}, {}, {}, {}],
      ],
    },
    layout: GRADE,
  };

  const corte = (rotuloCorte: string): Content => ({
    stack: [
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 539, y2: 0, lineWidth: 0.5, dash: { length: 3, space: 2 } }], margin: [0, 6, 0, 1] },
      { text: rotuloCorte, style: 'rotulo', alignment: 'right' },
    ],
  });

  const content: Content[] = [];
  if (sandbox) content.push({ text: bancoMsg.avisoSandbox, style: 'aviso', margin: [0, 0, 0, 8] });
  content.push(
    { text: 'Recibo do Pagador', style: 'parte', alignment: 'right' },
    cabecalho(d, { text: linha, style: 'linha', margin: [0, 5, 0, 0] }),
    recibo,
    d.codigoAcesso
      ? {
          text: [
            { text: 'Código de acesso (segunda via do boleto no portal): ', style: 'rotulo' },
            { text: formatarCodigoAcesso(d.codigoAcesso), style: 'valorForte' },
          ],
          margin: [0, 3, 0, 0],
        }
      : { text: '' },
    { text: 'Autenticação Mecânica', style: 'rotulo', alignment: 'right', margin: [0, 2, 0, 36] },
    corte('Corte na linha pontilhada'),
    { text: ' ', margin: [0, 16, 0, 0] },
    cabecalho(d, { text: linha, style: 'linha', margin: [0, 5, 0, 0] }),
    ficha,
    { text: 'Autenticação Mecânica — Ficha de Compensação', style: 'rotulo', alignment: 'right', margin: [0, 2, 0, 4] },
    {
      image: `data:image/png;base64,${barras.toString('base64')}`,
      width: MODULOS_CODIGO_BARRAS * BARRA_ESTREITA_MM * PT_POR_MM,
      height: ALTURA_BARRAS_MM * PT_POR_MM,
      margin: [ZONA_SILENCIO_MM * PT_POR_MM, 0, 0, 0],
    },
    corte('Corte na linha pontilhada'),
  );

  return {
    pageSize: 'A4',
    pageMargins: [28, 28, 28, 28],
    info: {
      title: `Boleto ${r.boletoId}`,
      author: cfg.beneficiario.nome,
      subject: `Boleto ${banco.nome} — ${t.numeroDocumento} — vencimento ${vencimento}`,
      creator: 'Portal do Distribuidor',
      producer: 'Portal do Distribuidor',
    },
    language: 'pt-BR',
    watermark: sandbox ? { text: 'SEM VALOR — TESTE', fontSize: 72, opacity: 0.08, bold: true, angle: -30 } : undefined,
    defaultStyle: { font: 'Helvetica', fontSize: 8, lineHeight: 1.05 },
    styles: {
      rotulo: { fontSize: 5.5, color: '#333333' },
      valor: { fontSize: 8 },
      valorForte: { fontSize: 8.5, bold: true },
      banco: { fontSize: 10, bold: true },
      codigoBanco: { fontSize: 15, bold: true },
      linha: { fontSize: 10.5, bold: true },
      parte: { fontSize: 8, bold: true, margin: [0, 0, 0, 2] },
      aviso: { fontSize: 8, bold: true, color: '#B00020', alignment: 'center' },
    },
    content,
  };
}

/** PDF's 14 standard fonts: nothing is read from disk or downloaded, and every pt-BR letter is in their encoding. */
const FONTES = {
  Helvetica: { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' },
};
/** pdfmake asks its local-file policy about font names too: only these names pass, no path does */
const NOMES_FONTES = new Set(Object.values(FONTES.Helvetica));

/** Checks that the registration's numbers agree with each other and with the title before printing anything. */
function conferir(d: DadosImpressao): void {
  const { registro: r, titulo: t } = d;
  const v = validarCodigoDeBarras(r.codigoBarras);
  if (!v.valido) throw new Error(`Boleto ${r.boletoId}: ${v.erro}`);
  if (linhaDigitavel(r.codigoBarras) !== r.linhaDigitavel) throw new Error(`Boleto ${r.boletoId}: a linha digitável não corresponde ao código de barras.`);
  const lido = lerCodigoDeBarras(r.codigoBarras, t.emissao);
  if (lido.banco !== r.banco || lido.valorCentavos !== valorEmCentavos(t.valor) || lido.vencimento !== t.vencimento)
    throw new Error(`Boleto ${r.boletoId}: o código de barras não corresponde ao valor, ao vencimento ou ao banco do título.`);
}

/**
 * The boleto's PDF (one A4 page, `Boleto_{id}.pdf`): the payer's receipt ("Recibo do Pagador") and, below the cut
 * line, the compensation form ("Ficha de Compensação") with the bank code box, the formatted linha digitável, the
 * FEBRABAN fields and the Interleaved 2 of 5 barcode. Built with pdfmake and bwip-js; no file or URL is ever read.
 */
export async function gerarPdfBoleto(dados: DadosImpressao): Promise<Buffer> {
  conferir(dados);
  const barras = await codigoDeBarrasPng(dados.registro.codigoBarras);
  // pdfmake is one shared instance: state its fonts and deny every URL and local file (but the standard fonts' names) on each use
  pdfmake.setFonts(FONTES);
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((caminho) => NOMES_FONTES.has(caminho));
  return pdfmake.createPdf(documento(dados, barras)).getBuffer();
}
