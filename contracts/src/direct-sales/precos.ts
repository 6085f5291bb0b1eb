import { TIPO_PAGAMENTO, TIPO_PARCELA, type NomeTipoParcela, type TipoDescontoId, type TipoParcelaId } from './referencias.ts';

/**
 * The price and boleto rules of the order screen (spec §9), pure, shared by the order command and the screen.
 *
 * Money is computed in whole cents and answered in reais with 2 decimals; percents carry 3 decimals (the screen shows
 * commission and discount with 3). Rounding is the commercial one, half away from zero, applied once: to the discount's
 * value (so precoEspecial = precoPublicoFinal − discount, both exact in cents) and to the commission's value.
 */

/** Percent decimals: the screen shows and the policy stores commission and discount with 3. */
export const CASAS_PERCENTUAL = 3;

/** Reais to whole cents, immune to binary fractions (1.005 is 101 cents, not 100). */
function centavos(valor: number, campo: string): bigint {
  if (!Number.isFinite(valor) || valor < 0) throw new RangeError(`${campo} deve ser um valor não negativo.`);
  return BigInt(Math.round(Number((valor * 100).toPrecision(15))));
}
/** A percent (0..100) to thousandths of a percent. */
function milesimos(percentual: number, campo: string): bigint {
  if (!Number.isFinite(percentual) || percentual < 0 || percentual > 100) throw new RangeError(`${campo} deve estar entre 0 e 100.`);
  return BigInt(Math.round(Number((percentual * 1000).toPrecision(15))));
}
/** n / d rounded half away from zero (n, d ≥ 0, d > 0). */
const divArredondada = (n: bigint, d: bigint) => (2n * n + d) / (2n * d);
const reais = (c: bigint) => Number(c) / 100;

/** precoPublicoFinal = precoPublico + precoOpcional (spec §3), in cents. */
export const precoPublicoFinal = (precoPublico: number, precoOpcional: number): number =>
  reais(centavos(precoPublico, 'O preço público') + centavos(precoOpcional, 'O preço dos opcionais'));

/** Special price = final public price minus the discount percent (spec §9); the discount's value is rounded to the cent. */
export function precoEspecial(precoPublicoFinalValor: number, descontoPercent: number): number {
  const base = centavos(precoPublicoFinalValor, 'O preço público final');
  const desconto = divArredondada(base * milesimos(descontoPercent, 'O desconto'), 100_000n);
  return reais(base - desconto);
}

/** Commission value = special price × commission percent / 100 (spec §9), rounded to the cent. */
export function valorComissao(precoEspecialValor: number, percentualComissao: number): number {
  return reais(divArredondada(centavos(precoEspecialValor, 'O preço especial') * milesimos(percentualComissao, 'A comissão'), 100_000n));
}

/** A percent with the screen's 3 decimals (half away from zero). */
export const arredondarPercentual = (v: number): number => (Math.round(Number((Math.abs(v) * 1000).toPrecision(15))) / 1000) * Math.sign(v) || 0;

/** 5.25 → '5,250' (pt-BR, 3 decimals, no thousands grouping). */
export const formatarPercentual = (v: number): string => arredondarPercentual(v).toFixed(CASAS_PERCENTUAL).replace('.', ',');

/** The commission percentage is typed by the user only with discount type D4 (spec §5.1); otherwise it comes from the policy. */
export const comissaoEditavel = (tipoDesconto: TipoDescontoId | null | undefined): boolean => tipoDesconto === 5;

/** The parcel selector: 1 and 2, and 3 unless the payment is À vista (spec §9). */
export const opcoesParcelas = (tipoPagamento: number): number[] => (tipoPagamento === TIPO_PAGAMENTO.aVista ? [1, 2] : [1, 2, 3]);

const idParcela = (t: TipoParcelaId | NomeTipoParcela): TipoParcelaId => (t === 'Total' ? TIPO_PARCELA.total : t === 'Parcial' ? TIPO_PARCELA.parcial : t);

/**
 * How many active boletos an order may have (spec §9): 1 for À vista, Total, in a single installment; 2 for À vista,
 * Parcial, in 2 parcels; otherwise 3. `tipoParcela` is the id (1 Total, 2 Parcial) or the boleto's name for it.
 * Cancelled boletos (status 4) do not count against it.
 */
export function maximoBoletos(tipoPagamento: number, tipoParcela: TipoParcelaId | NomeTipoParcela, parcelas: number): 1 | 2 | 3 {
  const parcela = idParcela(tipoParcela);
  if (tipoPagamento === TIPO_PAGAMENTO.aVista && parcela === TIPO_PARCELA.total && parcelas === 1) return 1;
  if (tipoPagamento === TIPO_PAGAMENTO.aVista && parcela === TIPO_PARCELA.parcial && parcelas === 2) return 2;
  return 3;
}
