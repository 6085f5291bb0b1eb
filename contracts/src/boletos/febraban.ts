/**
 * The FEBRABAN "boleto de cobrança" numbers: the 44-digit barcode (Interleaved 2 of 5 content) and the 47-digit linha
 * digitável, with their check digits, the due-date factor and the banks' campo livre. Pure functions, no I/O, no
 * dependencies (Carta-Circular BCB 2.926/2000 and the banks' cobrança layouts).
 *
 * Barcode (positions 1-based):
 *   1-3 bank · 4 currency (9 = real) · 5 general check digit (módulo 11) · 6-9 due-date factor · 10-19 value in cents
 *   · 20-44 campo livre (25 digits, the bank's layout).
 * Linha digitável: field 1 = bank + currency + campo livre 1-5 + DV (módulo 10); field 2 = campo livre 6-15 + DV;
 * field 3 = campo livre 16-25 + DV; field 4 = the barcode's general DV; field 5 = factor + value.
 *
 * Due-date factor: days since 07/10/1997. It reached 9999 on 21/02/2025 and restarted at 1000 on 22/02/2025, so
 * it cycles 1000..9999 every 9000 days; reading a factor back needs a reference date ({@link dataDoFator}).
 *
 * Every function refuses bad input with an {@link ErroFebraban} carrying a pt-BR message.
 */
import { bancoMsg as m } from './bank-messages.ts';

/** A refusal of the FEBRABAN rules: the message is pt-BR and can be shown as is. */
export class ErroFebraban extends Error {
  override readonly name = 'ErroFebraban';
  constructor(
    message: string,
    /** the field refused, where there is one: agencia, conta, carteira, convenio… */
    readonly campo?: 'banco' | 'agencia' | 'conta' | 'carteira' | 'convenio',
  ) {
    super(message);
  }
}

// ---- dates and the due-date factor

const DIA_MS = 86_400_000;
const BASE_FATOR = Date.UTC(1997, 9, 7) / DIA_MS;
/** The factor cycles 1000..9999: 9000 days a cycle. */
export const CICLO_FATOR = 9000;
/** Reading a factor back: the date chosen is the one from 3000 days before the reference date to 5999 days after. */
const JANELA_ANTES = 3000;

/** Day number (days since 1970-01-01) of a real calendar date `yyyy-MM-dd`. */
function diaDe(data: string, campo = 'Data'): number {
  const r = /^(\d{4})-(\d{2})-(\d{2})$/.exec(typeof data === 'string' ? data : '');
  if (!r) throw new ErroFebraban(m.dataInvalida(campo, String(data)));
  const [a, mes, d] = [Number(r[1]), Number(r[2]), Number(r[3])];
  const t = Date.UTC(a, mes - 1, d);
  const back = new Date(t);
  if (back.getUTCFullYear() !== a || back.getUTCMonth() !== mes - 1 || back.getUTCDate() !== d) throw new ErroFebraban(m.dataInvalida(campo, data));
  return t / DIA_MS;
}
const dataDoDia = (dia: number) => new Date(dia * DIA_MS).toISOString().slice(0, 10);

/**
 * The due-date factor of `data` (yyyy-MM-dd): days since 07/10/1997, restarted at 1000 on 22/02/2025
 * (21/02/2025 → 9999, 22/02/2025 → 1000). Dates before 03/07/2000 (factor 1000 of the first cycle) are refused.
 */
export function fatorVencimento(data: string): number {
  const dias = diaDe(data, 'Data de vencimento') - BASE_FATOR;
  if (dias < 1000) throw new ErroFebraban(m.vencimentoAntesDoFator);
  return ((dias - 1000) % CICLO_FATOR) + 1000;
}

/**
 * The due date (yyyy-MM-dd) a factor denotes, read near `referencia` (yyyy-MM-dd, e.g. the issue date or today): of the
 * dates 9000 days apart that share the factor, the one from 3000 days before the reference to 5999 days after it.
 * A reference before the first cycle gives the first cycle's date. Factor 0000 (no due date) answers null.
 */
export function dataDoFator(fator: number, referencia: string): string | null {
  if (fator === 0) return null;
  if (!Number.isInteger(fator) || fator < 1000 || fator > 9999) throw new ErroFebraban(m.fatorInvalido);
  const ref = diaDe(referencia, 'Data de referência') - BASE_FATOR;
  const ciclo = Math.max(0, Math.ceil((ref - JANELA_ANTES - fator) / CICLO_FATOR));
  return dataDoDia(BASE_FATOR + fator + ciclo * CICLO_FATOR);
}

// ---- check digits

function digitos(numero: string): string {
  if (typeof numero !== 'string' || !/^\d+$/.test(numero)) throw new ErroFebraban(m.numeroApenasDigitos);
  return numero;
}

/** Módulo 10 (weights 2,1,2,1… from the right, the digits of each product summed): the linha digitável fields' DV and Itaú's DACs. */
export function modulo10(numero: string): number {
  const n = digitos(numero);
  let soma = 0;
  for (let i = n.length - 1, peso = 2; i >= 0; i--, peso = 3 - peso) {
    const p = (n.charCodeAt(i) - 48) * peso;
    soma += p > 9 ? p - 9 : p;
  }
  return (10 - (soma % 10)) % 10;
}

/** Módulo 11 of the barcode's general DV (weights 2..9 from the right): 11 − remainder, and 1 where that is 0, 10 or 11. */
export function modulo11(numero: string): number {
  const n = digitos(numero);
  let soma = 0;
  for (let i = n.length - 1, peso = 2; i >= 0; i--, peso = peso === 9 ? 2 : peso + 1) soma += (n.charCodeAt(i) - 48) * peso;
  const dv = 11 - (soma % 11);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

/** Bradesco's nosso número DV: módulo 11 with weights 2..7 over carteira + nosso número; remainder 0 → 0, 1 → P. */
export function dvNossoNumeroBradesco(carteira: string, nossoNumero: string): string {
  const n = digitos(carteira + nossoNumero);
  let soma = 0;
  for (let i = n.length - 1, peso = 2; i >= 0; i--, peso = peso === 7 ? 2 : peso + 1) soma += (n.charCodeAt(i) - 48) * peso;
  const r = soma % 11;
  return r === 0 ? '0' : r === 1 ? 'P' : String(11 - r);
}

// ---- values

/** The largest value a barcode carries: 10 digits of cents. */
export const VALOR_MAXIMO = 99_999_999.99;

/** Reais (a number with at most 2 decimals, 0.01 to 99,999,999.99) as integer cents. */
export function valorEmCentavos(valor: number): number {
  if (typeof valor !== 'number' || !Number.isFinite(valor)) throw new ErroFebraban(m.valorInvalido);
  const centavos = Math.round(valor * 100);
  if (Math.abs(valor * 100 - centavos) > 1e-6) throw new ErroFebraban(m.valorInvalido);
  if (centavos < 1 || centavos > 9_999_999_999) throw new ErroFebraban(m.valorForaDoLimite);
  return centavos;
}

// ---- banks and their campo livre

export type CodigoBanco = '001' | '237' | '341';

export interface BancoFebraban {
  codigo: CodigoBanco;
  /** the bank's own check digit, printed beside its code (341-7) */
  digito: string;
  nome: string;
  /** digits of the account number in the campo livre / on the slip */
  contaDigitos: number;
  /** digits of the carteira */
  carteiraDigitos: number;
  /** digits of the sequential part of the nosso número, the part derived from the boleto id */
  sequencialDigitos: number;
}

export const BANCOS: Readonly<Record<CodigoBanco, BancoFebraban>> = {
  '341': { codigo: '341', digito: '7', nome: 'Itaú Unibanco S.A.', contaDigitos: 5, carteiraDigitos: 3, sequencialDigitos: 8 },
  '237': { codigo: '237', digito: '2', nome: 'Banco Bradesco S.A.', contaDigitos: 7, carteiraDigitos: 2, sequencialDigitos: 11 },
  '001': { codigo: '001', digito: '9', nome: 'Banco do Brasil S.A.', contaDigitos: 8, carteiraDigitos: 2, sequencialDigitos: 10 },
};

export function bancoSuportado(codigo: string): BancoFebraban {
  const b = (BANCOS as Record<string, BancoFebraban | undefined>)[codigo];
  if (!b) throw new ErroFebraban(m.bancoNaoSuportado(String(codigo)), 'banco');
  return b;
}

/** The beneficiary's collection account at the bank (agência and conta without their DVs, which are separate). */
export interface ContaCobranca {
  banco: CodigoBanco;
  agencia: string;
  agenciaDv?: string | null;
  conta: string;
  contaDv?: string | null;
  carteira: string;
  /** Banco do Brasil only: the 7-digit convênio */
  convenio?: string | null;
}

type Conta = Required<ContaCobranca>;
const CONTA: Record<CodigoBanco, RegExp> = { '341': /^\d{1,5}$/, '237': /^\d{1,7}$/, '001': /^\d{1,8}$/ };
const NOSSO_NUMERO: Record<CodigoBanco, RegExp> = { '341': /^\d{8}$/, '237': /^\d{11}$/, '001': /^\d{17}$/ };

/** Itaú carteiras whose nosso número DAC leaves agência and conta out (the bank's layout, "carteiras escriturais e de cobrança direta"). */
const ITAU_DAC_SEM_AGENCIA = new Set(['126', '131', '146', '150', '168']);

const dvOpcional = (dv: string | null | undefined, campo: 'agencia' | 'conta') => {
  if (dv === undefined || dv === null || dv === '') return null;
  const d = String(dv).trim().toUpperCase();
  if (!/^[0-9XP]$/.test(d)) throw new ErroFebraban(m.digitoInvalido(campo === 'agencia' ? 'agência' : 'conta'), campo);
  return d;
};

/**
 * Checks and normalises a collection account: agência padded to 4 digits, conta and carteira to the bank's widths, the
 * Itaú conta DAC computed (and checked when given), the Banco do Brasil convênio required (7 digits).
 */
export function contaCobranca(c: ContaCobranca): Required<ContaCobranca> {
  const banco = bancoSuportado(c.banco);
  const agencia = String(c.agencia ?? '').trim();
  if (!/^\d{1,4}$/.test(agencia)) throw new ErroFebraban(m.agenciaInvalida, 'agencia');
  const conta = String(c.conta ?? '').trim();
  if (!CONTA[banco.codigo].test(conta)) throw new ErroFebraban(m.contaInvalida(banco.contaDigitos), 'conta');
  const carteira = String(c.carteira ?? '').trim();
  if (!/^\d+$/.test(carteira) || carteira.length > banco.carteiraDigitos) throw new ErroFebraban(m.carteiraInvalida(banco.carteiraDigitos), 'carteira');
  const n = {
    banco: banco.codigo,
    agencia: agencia.padStart(4, '0'),
    agenciaDv: dvOpcional(c.agenciaDv, 'agencia'),
    conta: conta.padStart(banco.contaDigitos, '0'),
    contaDv: dvOpcional(c.contaDv, 'conta'),
    carteira: carteira.padStart(banco.carteiraDigitos, '0'),
    convenio: null as string | null,
  };
  if (banco.codigo === '341') {
    const dac = String(modulo10(n.agencia + n.conta));
    if (n.contaDv !== null && n.contaDv !== dac) throw new ErroFebraban(m.contaDvInvalido(dac), 'conta');
    n.contaDv = dac;
  }
  if (banco.codigo === '001') {
    const convenio = String(c.convenio ?? '').trim();
    if (!/^\d{7}$/.test(convenio)) throw new ErroFebraban(m.convenioInvalido, 'convenio');
    n.convenio = convenio;
  }
  return n;
}

/**
 * The nosso número of a boleto, derived from its id alone (so registering the same boleto twice gives the same
 * number and the same line): the id, zero-padded to the bank's sequential width — Itaú 8 digits, Bradesco 11,
 * Banco do Brasil the convênio (7) followed by the id in 10 digits (17 in all). Check digits are not part of it.
 */
export const nossoNumeroDoBoleto = (conta: ContaCobranca, boletoId: number): string => sequencial(contaCobranca(conta), boletoId);

function sequencial(c: Conta, boletoId: number): string {
  const banco = BANCOS[c.banco];
  if (!Number.isSafeInteger(boletoId) || boletoId < 1) throw new ErroFebraban(m.boletoIdInvalido);
  const max = 10 ** banco.sequencialDigitos - 1;
  if (boletoId > max) throw new ErroFebraban(m.nossoNumeroForaDoLimite(max));
  const seq = String(boletoId).padStart(banco.sequencialDigitos, '0');
  return c.banco === '001' ? `${c.convenio}${seq}` : seq;
}

function nossoNumeroValido(c: Conta, nossoNumero: string): string {
  if (typeof nossoNumero !== 'string' || !NOSSO_NUMERO[c.banco].test(nossoNumero))
    throw new ErroFebraban(m.nossoNumeroInvalido(c.banco === '001' ? 17 : BANCOS[c.banco].sequencialDigitos));
  return nossoNumero;
}

/** Itaú's DAC of the nosso número (módulo 10 of agência + conta + carteira + nosso número; carteira + nosso número for some carteiras). */
export function dacNossoNumeroItau(conta: ContaCobranca, nossoNumero: string): number {
  const c = contaCobranca(conta);
  return dacItau(c, nossoNumeroValido(c, nossoNumero));
}
const dacItau = (c: Conta, nn: string) => modulo10(ITAU_DAC_SEM_AGENCIA.has(c.carteira) ? c.carteira + nn : c.agencia + c.conta + c.carteira + nn);

/**
 * The 25-digit campo livre of the bank's layout:
 * - Itaú 341: carteira (3) + nosso número (8) + DAC (1) + agência (4) + conta (5) + DAC agência/conta (1) + 000;
 * - Bradesco 237: agência (4) + carteira (2) + nosso número (11) + conta (7) + 0;
 * - Banco do Brasil 001, convênio of 7 digits: 000000 + nosso número (17 = convênio + 10) + carteira (2).
 */
export function campoLivre(conta: ContaCobranca, nossoNumero: string): string {
  const c = contaCobranca(conta);
  return livre(c, nossoNumeroValido(c, nossoNumero));
}
function livre(c: Conta, nn: string): string {
  switch (c.banco) {
    case '341':
      return `${c.carteira}${nn}${dacItau(c, nn)}${c.agencia}${c.conta}${c.contaDv}000`;
    case '237':
      return `${c.agencia}${c.carteira}${nn}${c.conta}0`;
    case '001':
      return `000000${nn}${c.carteira}`;
  }
}

/** The nosso número as the slip prints it: Itaú 109/12345678-9, Bradesco 09/00000000001-P, Banco do Brasil the 17 digits. */
export function nossoNumeroImpresso(conta: ContaCobranca, nossoNumero: string): string {
  const c = contaCobranca(conta);
  return impresso(c, nossoNumeroValido(c, nossoNumero));
}
function impresso(c: Conta, nn: string): string {
  switch (c.banco) {
    case '341':
      return `${c.carteira}/${nn}-${dacItau(c, nn)}`;
    case '237':
      return `${c.carteira}/${nn}-${dvNossoNumeroBradesco(c.carteira, nn)}`;
    case '001':
      return nn;
  }
}

/** "Agência/Código do Beneficiário" as the slip prints it: 0057/12345-6 (Itaú), 1234-5/0012345-6 (Bradesco, Banco do Brasil). */
export function agenciaCodigoBeneficiario(conta: ContaCobranca): string {
  const c = contaCobranca(conta);
  const com = (n: string, dv: string | null) => (dv === null ? n : `${n}-${dv}`);
  return c.banco === '341' ? `${c.agencia}/${c.conta}-${c.contaDv}` : `${com(c.agencia, c.agenciaDv)}/${com(c.conta, c.contaDv)}`;
}

// ---- barcode and linha digitável

export interface DadosCodigoBarras {
  /** 3-digit bank code */
  banco: string;
  /** currency code: 9 (real) is the only one accepted */
  moeda?: '9';
  /** due date, yyyy-MM-dd */
  vencimento: string;
  /** value in reais, 0.01 to 99,999,999.99 */
  valor: number;
  /** the bank's 25 digits */
  campoLivre: string;
}

/** The 44-digit barcode: bank, currency, general DV (módulo 11 of the other 43 digits), factor, value, campo livre. */
export function codigoDeBarras(d: DadosCodigoBarras): string {
  if (typeof d.banco !== 'string' || !/^\d{3}$/.test(d.banco)) throw new ErroFebraban(m.bancoInvalido);
  const moeda = d.moeda ?? '9';
  if (moeda !== '9') throw new ErroFebraban(m.moedaInvalida);
  if (typeof d.campoLivre !== 'string' || !/^\d{25}$/.test(d.campoLivre)) throw new ErroFebraban(m.campoLivreInvalido);
  return montarCodigo(d.banco, fatorVencimento(d.vencimento), valorEmCentavos(d.valor), d.campoLivre);
}
function montarCodigo(banco: string, fator: number, centavos: number, livre: string): string {
  const semDv = `${banco}9${String(fator).padStart(4, '0')}${String(centavos).padStart(10, '0')}${livre}`;
  return `${semDv.slice(0, 4)}${modulo11(semDv)}${semDv.slice(4)}`;
}

export type Validacao = { valido: true } | { valido: false; erro: string };

/** Checks a 44-digit barcode: only digits, currency 9 and the general check digit. */
export function validarCodigoDeBarras(codigo: string): Validacao {
  if (typeof codigo !== 'string' || !/^\d{44}$/.test(codigo)) return { valido: false, erro: m.codigoBarrasTamanho };
  if (codigo[3] !== '9') return { valido: false, erro: m.moedaInvalida };
  if (modulo11(codigo.slice(0, 4) + codigo.slice(5)) !== Number(codigo[4])) return { valido: false, erro: m.codigoBarrasDv };
  return { valido: true };
}

const exigirCodigo = (codigo: string) => {
  const v = validarCodigoDeBarras(codigo);
  if (!v.valido) throw new ErroFebraban(v.erro);
  return codigo;
};

/** The 47-digit linha digitável of a (valid) barcode, digits only. */
export const linhaDigitavel = (codigoBarras: string): string => linhaDe(exigirCodigo(codigoBarras));
function linhaDe(c: string): string {
  const livre = c.slice(19);
  const campo = (s: string) => s + modulo10(s);
  return campo(c.slice(0, 4) + livre.slice(0, 5)) + campo(livre.slice(5, 15)) + campo(livre.slice(15, 25)) + c[4] + c.slice(5, 19);
}

/** Strips the printed separators (dots and spaces) of a linha digitável; anything else but digits is refused. */
function limparLinha(linha: string): string {
  if (typeof linha !== 'string' || !/^[\d.\s]*$/.test(linha)) throw new ErroFebraban(m.linhaCaracteres);
  const d = linha.replace(/[.\s]/g, '');
  if (d.length !== 47) throw new ErroFebraban(m.linhaTamanho);
  return d;
}

/** AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEEEEEEEEEEE */
export const formatarLinhaDigitavel = (linha: string): string => formatar(limparLinha(linha));
function formatar(d: string): string {
  return `${d.slice(0, 5)}.${d.slice(5, 10)} ${d.slice(10, 15)}.${d.slice(15, 21)} ${d.slice(21, 26)}.${d.slice(26, 32)} ${d[32]} ${d.slice(33)}`;
}

const reconstruir = (d: string) => d.slice(0, 4) + d[32] + d.slice(33, 47) + d.slice(4, 9) + d.slice(10, 20) + d.slice(21, 31);

export type ValidacaoLinha =
  | { valida: true; linhaDigitavel: string; codigoBarras: string; banco: string; fatorVencimento: number; valorCentavos: number; campoLivre: string }
  | { valida: false; erro: string };

/**
 * Checks a linha digitável (digits, or as printed with dots and spaces): 47 digits, currency 9, the three fields'
 * módulo 10 DVs and the general módulo 11 DV of the barcode it stands for.
 */
export function validarLinhaDigitavel(linha: string): ValidacaoLinha {
  let d: string;
  try {
    d = limparLinha(linha);
  } catch (e) {
    return { valida: false, erro: (e as Error).message };
  }
  const campos: [string, string][] = [
    [d.slice(0, 9), d[9]!],
    [d.slice(10, 20), d[20]!],
    [d.slice(21, 31), d[31]!],
  ];
  for (const [i, [num, dv]] of campos.entries()) if (modulo10(num) !== Number(dv)) return { valida: false, erro: m.linhaCampoDv(i + 1) };
  const codigo = reconstruir(d);
  const v = validarCodigoDeBarras(codigo);
  if (!v.valido) return { valida: false, erro: v.erro === m.codigoBarrasDv ? m.linhaDvGeral : v.erro };
  return {
    valida: true,
    linhaDigitavel: d,
    codigoBarras: codigo,
    banco: codigo.slice(0, 3),
    fatorVencimento: Number(codigo.slice(5, 9)),
    valorCentavos: Number(codigo.slice(9, 19)),
    campoLivre: codigo.slice(19),
  };
}

/** The barcode a (valid) linha digitável stands for. */
export function codigoBarrasDaLinha(linha: string): string {
  const v = validarLinhaDigitavel(linha);
  if (!v.valida) throw new ErroFebraban(v.erro);
  return v.codigoBarras;
}

export interface LeituraCodigoBarras {
  banco: string;
  moeda: string;
  digito: number;
  fatorVencimento: number;
  /** yyyy-MM-dd read near the reference date; null for factor 0000 (no due date) */
  vencimento: string | null;
  valorCentavos: number;
  /** reais */
  valor: number;
  campoLivre: string;
}

/** The fields of a (valid) barcode, the due date read near `referencia` (yyyy-MM-dd). */
export function lerCodigoDeBarras(codigoBarras: string, referencia: string): LeituraCodigoBarras {
  const c = exigirCodigo(codigoBarras);
  const fator = Number(c.slice(5, 9));
  const centavos = Number(c.slice(9, 19));
  return {
    banco: c.slice(0, 3),
    moeda: c[3]!,
    digito: Number(c[4]),
    fatorVencimento: fator,
    vencimento: fator === 0 ? null : fator < 1000 ? dataDoDia(BASE_FATOR + fator) : dataDoFator(fator, referencia),
    valorCentavos: centavos,
    valor: centavos / 100,
    campoLivre: c.slice(19),
  };
}

// ---- one boleto, end to end

export interface BoletoFebraban {
  nossoNumero: string;
  nossoNumeroImpresso: string;
  campoLivre: string;
  codigoBarras: string;
  linhaDigitavel: string;
  linhaDigitavelFormatada: string;
}

/** The numbers of one boleto of `conta`: nosso número from the id, campo livre, barcode and linha digitável. Deterministic. */
export function montarBoleto(conta: ContaCobranca, t: { boletoId: number; vencimento: string; valor: number }): BoletoFebraban {
  const c = contaCobranca(conta);
  const fator = fatorVencimento(t.vencimento);
  const centavos = valorEmCentavos(t.valor);
  const nossoNumero = sequencial(c, t.boletoId);
  const campo = livre(c, nossoNumero);
  const codigo = montarCodigo(c.banco, fator, centavos, campo);
  const linha = linhaDe(codigo);
  return {
    nossoNumero,
    nossoNumeroImpresso: impresso(c, nossoNumero),
    campoLivre: campo,
    codigoBarras: codigo,
    linhaDigitavel: linha,
    linhaDigitavelFormatada: formatar(linha),
  };
}
