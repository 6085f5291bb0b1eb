/**
 * Boletos, the bank side, each figure beside a bare baseline measured in the same run (this process runs nothing else):
 *  1. barcode + linha digitável per second — `montarBoleto`: nosso número from the boleto id, the bank's campo livre, the
 *     due-date factor, the módulo 11 general DV, the line's three módulo 10 DVs and its printed form — rotating over Itaú,
 *     Bradesco and Banco do Brasil; against a plain 44-digit string build (the same fields padded and joined, no check
 *     digit, no validation). Also reading a printed line back (`validarLinhaDigitavel`).
 *     Goal: ≥100,000/s.
 *  2. PDFs per second — `gerarPdfBoleto` (one A4 slip: both parts, the bwip-js Interleaved 2 of 5 barcode), one after
 *     another on this one core, with p50/p99 per PDF; against an empty pdfmake document with the same fonts, a document
 *     of one line of text (the cost of loading a standard font), and the barcode PNG alone.
 *     Goal: ≥20 PDFs/s, p99 <100 ms.
 * Each measure warms up for a second first. Run: pnpm bench:boletos [seconds per measure=5]
 */
import pdfmake from 'pdfmake';
import { montarBoleto, validarLinhaDigitavel, type ContaCobranca } from '@portal/contracts/boletos/febraban';
import { configuracaoBanco, type RegistroBoleto, type TituloBoleto } from '@portal/core/boletos/bank/adapter';
import { codigoDeBarrasPng, gerarPdfBoleto } from '@portal/core/boletos/bank/pdf';
import { summary } from './lib.ts';

const SECONDS = Number(process.argv[2] ?? 5);
const contas: ContaCobranca[] = [
  configuracaoBanco({}).conta,
  configuracaoBanco({ BOLETO_BANCO: '237', BOLETO_AGENCIA: '0278-0', BOLETO_CONTA: '0039232-4', BOLETO_CARTEIRA: '06' }).conta,
  configuracaoBanco({ BOLETO_BANCO: '001', BOLETO_AGENCIA: '1234-5', BOLETO_CONTA: '12345-6', BOLETO_CONVENIO: '7777777' }).conta,
];
const VENCIMENTOS = ['2025-02-21', '2025-02-22', '2026-12-01', '2027-06-30', '2049-07-10'];

/** Runs `op(i)` in batches for `seconds`, after a one-second warm-up; answers the count and the elapsed milliseconds. */
function medir(op: (i: number) => unknown, seconds: number): { ops: number; ms: number } {
  const lote = 1000;
  let i = 0;
  for (const fim = performance.now() + 1000; performance.now() < fim;) for (let k = 0; k < lote; k++) op(i++);
  let ops = 0;
  const t0 = performance.now();
  const fim = t0 + seconds * 1000;
  while (performance.now() < fim) {
    for (let k = 0; k < lote; k++) op(i++);
    ops += lote;
  }
  return { ops, ms: performance.now() - t0 };
}

async function medirAsync(op: (i: number) => Promise<unknown>, seconds: number): Promise<{ latencias: number[]; ms: number }> {
  let i = 0;
  for (const fim = performance.now() + 1000; performance.now() < fim;) await op(i++);
  const latencias: number[] = [];
  const t0 = performance.now();
  const fim = t0 + seconds * 1000;
  while (performance.now() < fim) {
    const a = performance.now();
    await op(i++);
    latencias.push(performance.now() - a);
  }
  return { latencias, ms: performance.now() - t0 };
}

const porSegundo = (r: { ops: number; ms: number }) => Math.round((r.ops / r.ms) * 1000);
let guarda = 0; // keeps the results alive

// 1. the numbers
const linhasProntas: string[] = [];
const numeros = medir((i) => {
  const b = montarBoleto(contas[i % 3]!, { boletoId: 1 + (i % 9_999_999), vencimento: VENCIMENTOS[i % 5]!, valor: 100 + (i % 100_000) / 100 });
  guarda += b.linhaDigitavelFormatada.length;
  if (linhasProntas.length < 1000) linhasProntas.push(b.linhaDigitavelFormatada);
}, SECONDS);
const campo = '1090000004250293013280000';
const bruto = medir((i) => {
  const s = `341${'9'}${String(1000 + (i % 9000))}${String(10_000 + (i % 100_000)).padStart(10, '0')}${campo}`;
  guarda += s.length;
}, SECONDS);
const leitura = medir((i) => {
  const v = validarLinhaDigitavel(linhasProntas[i % linhasProntas.length]!);
  if (!v.valida) throw new Error(v.erro);
  guarda += v.valorCentavos;
}, SECONDS);

// 2. the PDFs
const cfg = configuracaoBanco({});
const titulo = (boletoId: number): TituloBoleto => ({
  boletoId,
  valor: 187_654.32,
  vencimento: '2026-12-01',
  emissao: '2026-11-23',
  numeroDocumento: `${String(boletoId).padStart(6, '0')}/1`,
  pagador: {
    nome: 'José da Conceição Araújo',
    documento: '52998224725',
    endereco: { logradouro: 'Rua Açaí', numero: '45', bairro: 'Pinheiros', cidade: 'São Paulo', uf: 'SP', cep: '05422000' },
  },
  instrucoes: [`Pedido ${boletoId}, parcela 1 de 2.`, 'Não receber após o vencimento.'],
});
const registro = (t: TituloBoleto): RegistroBoleto => {
  const b = montarBoleto(cfg.conta, t);
  const { nossoNumero, nossoNumeroImpresso, codigoBarras, linhaDigitavel } = b;
  const { banco, agencia, conta, carteira } = cfg.conta;
  return {
    boletoId: t.boletoId,
    nossoNumero,
    nossoNumeroImpresso,
    codigoBarras,
    linhaDigitavel,
    banco,
    agencia,
    conta,
    carteira,
    registradoEm: '2026-11-23T13:00:00.000Z',
  };
};
const pdfs = await medirAsync(async (i) => {
  const t = titulo(1 + i);
  const pdf = await gerarPdfBoleto({ registro: registro(t), titulo: t, configuracao: cfg, ambiente: 'sandbox' });
  guarda += pdf.length;
}, SECONDS);
const pdfmakeBruto = async (content: string[]) => {
  pdfmake.setFonts({ Helvetica: { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' } });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((p) => p.startsWith('Helvetica'));
  guarda += (await pdfmake.createPdf({ content, defaultStyle: { font: 'Helvetica' } }).getBuffer()).length;
};
const vazio = await medirAsync(() => pdfmakeBruto([]), SECONDS);
// one line of text: what loading a standard font (pdfkit parses its metrics for each document) costs
const umaLinha = await medirAsync(() => pdfmakeBruto(['Boleto']), SECONDS);
const codigos = linhasProntas
  .slice(0, 100)
  .map((l) => validarLinhaDigitavel(l))
  .map((v) => (v.valida ? v.codigoBarras : ''));
const png = await medirAsync(async (i) => {
  guarda += (await codigoDeBarrasPng(codigos[i % codigos.length]!)).length;
}, SECONDS);

const linhaPdf = summary('gerarPdfBoleto (A4, both parts, barcode)', pdfs.latencias, pdfs.ms);
const linhaVazio = summary('baseline: empty pdfmake document', vazio.latencias, vazio.ms);
const linhaTexto = summary('baseline: pdfmake, one line of text', umaLinha.latencias, umaLinha.ms);
const linhaPng = summary('barcode PNG alone (bwip-js)', png.latencias, png.ms);
console.table([
  { name: 'montarBoleto (barcode + linha, 3 banks)', ops: numeros.ops, seconds: +(numeros.ms / 1000).toFixed(2), perSecond: porSegundo(numeros) },
  { name: 'baseline: plain 44-digit string build', ops: bruto.ops, seconds: +(bruto.ms / 1000).toFixed(2), perSecond: porSegundo(bruto) },
  { name: 'validarLinhaDigitavel (printed line back)', ops: leitura.ops, seconds: +(leitura.ms / 1000).toFixed(2), perSecond: porSegundo(leitura) },
]);
console.table([linhaPdf, linhaVazio, linhaTexto, linhaPng]);
console.log(
  `barcode + linha digitável: ${porSegundo(numeros).toLocaleString('en')}/s (goal ≥100,000/s; the bare string build does ${porSegundo(bruto).toLocaleString('en')}/s, ` +
    `${(porSegundo(bruto) / porSegundo(numeros)).toFixed(1)}× more); reading a line back: ${porSegundo(leitura).toLocaleString('en')}/s`,
);
console.log(
  `PDFs: ${linhaPdf.perSecond}/s on one core, p50 ${linhaPdf.p50} ms, p99 ${linhaPdf.p99} ms (goal ≥20/s, p99 <100 ms); ` +
    `an empty pdfmake document: ${linhaVazio.perSecond}/s (p50 ${linhaVazio.p50} ms), one line of text: ${linhaTexto.perSecond}/s ` +
    `(p50 ${linhaTexto.p50} ms); the barcode PNG alone: p50 ${linhaPng.p50} ms`,
);
if (guarda === 0) console.log('');
