import { cleanCnpj, formatCnpj, isValidCnpj } from '@portal/contracts/br/cnpj';
import { bancoMsg } from '@portal/contracts/boletos/bank-messages';
import {
  BANCOS,
  ErroFebraban,
  bancoSuportado,
  contaCobranca,
  fatorVencimento,
  valorEmCentavos,
  type CodigoBanco,
  type ContaCobranca,
} from '@portal/contracts/boletos/febraban';
import { InvalidInput } from '../../kernel/index.ts';

/**
 * The bank behind the boletos. Every bank the portal issues through implements {@link BancoBoletos}: the sandbox bank
 * that ships (`sandbox.ts`, a bank inside the portal that can be told a boleto was paid) and, later, a real bank's
 * API client. The boleto aggregate, its routes and its Temporal workflow call only this interface.
 */
export interface BancoBoletos {
  /** the bank's compensation code (341, 237, 001) */
  readonly codigo: CodigoBanco;
  readonly nome: string;
  /** 'sandbox': nothing is really charged, and the slip says so */
  readonly ambiente: 'sandbox' | 'producao';
  /** the beneficiary's account and name, printed on the slip */
  readonly configuracao: ConfiguracaoBanco;
  /**
   * Registers a title and answers its numbers. Idempotent by boleto id: a second call (a retry, or two at once) answers
   * the first registration; the same id with another value, due date or payer is refused (409).
   */
  registrar(t: TituloBoleto): Promise<RegistroBoleto>;
  /** What the bank knows of a boleto; null when it was never registered. */
  consultar(boletoId: number): Promise<SituacaoBoleto | null>;
  /** Writes a title off (cancelled boleto, reissue): it can no longer be paid. Idempotent; a paid title is refused (422). */
  baixar(boletoId: number, motivo: string): Promise<void>;
  /**
   * Payments the bank learned of from `instante` on (inclusive), oldest first: the reconciliation sweep's source. Optional:
   * a bank that only notifies (webhook, CNAB return file) feeds the same sweep another way.
   */
  titulosPagosDesde?(instante: Date | string, limite?: number): Promise<SituacaoBoleto[]>;
}

export interface EnderecoPagador {
  logradouro?: string | null;
  numero?: string | null;
  complemento?: string | null;
  bairro?: string | null;
  cidade?: string | null;
  uf?: string | null;
  cep?: string | null;
}

export interface PagadorBoleto {
  nome: string;
  /** CPF (11 digits) or CNPJ (14), with or without its mask */
  documento: string;
  endereco?: EnderecoPagador | null;
}

/** What the portal asks the bank to charge. */
export interface TituloBoleto {
  boletoId: number;
  /** reais, 0.01 to 99,999,999.99 */
  valor: number;
  /** yyyy-MM-dd */
  vencimento: string;
  /** issue date, yyyy-MM-dd */
  emissao: string;
  pagador: PagadorBoleto;
  /** "Nº do documento": the order code and the parcela, e.g. 000123/2 (up to 15 characters) */
  numeroDocumento: string;
  /** instructions to the cashier, up to 5 lines of 90 characters */
  instrucoes?: string[];
}

/** The bank's answer to a registration: the numbers printed on the slip. */
export interface RegistroBoleto {
  boletoId: number;
  /** digits, without check digits: what the barcode's campo livre carries */
  nossoNumero: string;
  /** as printed (109/00000042-5) */
  nossoNumeroImpresso: string;
  /** 44 digits */
  codigoBarras: string;
  /** 47 digits */
  linhaDigitavel: string;
  banco: CodigoBanco;
  agencia: string;
  conta: string;
  carteira: string;
  /** ISO instant */
  registradoEm: string;
}

export type SituacaoTitulo = 'registrado' | 'pago' | 'baixado';

export interface SituacaoBoleto extends RegistroBoleto {
  situacao: SituacaoTitulo;
  valor: number;
  vencimento: string;
  pagador: PagadorBoleto;
  /** the payment's instant (ISO), as the bank reports it */
  pagoEm: string | null;
  valorPago: number | null;
  /** when the bank learned of the payment (ISO): the reconciliation cursor */
  pagamentoInformadoEm: string | null;
  baixadoEm: string | null;
  motivoBaixa: string | null;
}

export interface Beneficiario {
  nome: string;
  /** 14 characters, no mask */
  cnpj: string;
  endereco: string | null;
}

export interface ConfiguracaoBanco {
  conta: Required<ContaCobranca>;
  beneficiario: Beneficiario;
}

// ---- configuration

/** Demo defaults: a fictitious importer at a fictitious Itaú account (the sandbox charges nothing). */
export const BANCO_PADRAO = {
  BOLETO_BANCO: '341',
  BOLETO_AGENCIA: '1500',
  BOLETO_CONTA: '04521',
  BOLETO_BENEFICIARIO_NOME: 'Importadora Britânica de Veículos Ltda. (demonstração)',
  BOLETO_BENEFICIARIO_CNPJ: '11.222.333/0001-81',
  BOLETO_BENEFICIARIO_ENDERECO: 'Rua dos Importadores, 100 — Bela Vista — São Paulo/SP — CEP 01310-000',
} as const;
const CARTEIRA_PADRAO: Record<CodigoBanco, string> = { '341': '109', '237': '09', '001': '17' };
const CONVENIO_PADRAO = '1234567';

type Env = Record<string, string | undefined>;

/** `1234-5` → ['1234', '5']; `1234` → ['1234', null] */
const comDigito = (v: string): [string, string | null] => {
  const r = /^\s*(\d+)\s*-\s*([0-9Xx]|[Pp])\s*$/.exec(v);
  return r ? [r[1]!, r[2]!.toUpperCase()] : [v.trim(), null];
};

/** Which variable a refusal of the account check is about, for the start-up message. */
const VARIAVEL: Record<NonNullable<ErroFebraban['campo']>, string> = {
  banco: 'BOLETO_BANCO',
  agencia: 'BOLETO_AGENCIA',
  conta: 'BOLETO_CONTA',
  carteira: 'BOLETO_CARTEIRA',
  convenio: 'BOLETO_CONVENIO',
};

/**
 * The bank account boletos are issued on, from the environment: BOLETO_BANCO (341 Itaú, 237 Bradesco, 001 Banco do
 * Brasil), BOLETO_AGENCIA and BOLETO_CONTA (each optionally with `-DV`), BOLETO_CARTEIRA, BOLETO_CONVENIO (Banco do
 * Brasil), BOLETO_BENEFICIARIO_NOME, BOLETO_BENEFICIARIO_CNPJ, BOLETO_BENEFICIARIO_ENDERECO. What is not set takes the
 * demo defaults ({@link BANCO_PADRAO}). A bad value stops the start with a pt-BR message naming the variable.
 */
export function configuracaoBanco(env: Env = process.env): ConfiguracaoBanco {
  const v = (k: keyof typeof BANCO_PADRAO | 'BOLETO_CARTEIRA' | 'BOLETO_CONVENIO', padrao: string | null) => {
    const x = env[k]?.trim();
    return x ? x : padrao;
  };
  const erro = (variavel: string, detalhe: string) => new Error(bancoMsg.configuracaoInvalida(variavel, detalhe));
  const codigo = v('BOLETO_BANCO', BANCO_PADRAO.BOLETO_BANCO)!;
  let banco;
  try {
    banco = bancoSuportado(codigo.padStart(3, '0'));
  } catch (e) {
    throw erro('BOLETO_BANCO', (e as Error).message);
  }
  const [agencia, agenciaDv] = comDigito(v('BOLETO_AGENCIA', BANCO_PADRAO.BOLETO_AGENCIA)!);
  const [conta, contaDv] = comDigito(v('BOLETO_CONTA', BANCO_PADRAO.BOLETO_CONTA)!);
  let c: Required<ContaCobranca>;
  try {
    c = contaCobranca({
      banco: banco.codigo,
      agencia,
      agenciaDv,
      conta,
      contaDv,
      carteira: v('BOLETO_CARTEIRA', CARTEIRA_PADRAO[banco.codigo])!,
      convenio: banco.codigo === '001' ? v('BOLETO_CONVENIO', CONVENIO_PADRAO) : null,
    });
  } catch (e) {
    if (!(e instanceof ErroFebraban)) throw e;
    throw erro(e.campo ? VARIAVEL[e.campo] : 'BOLETO_CONTA', e.message);
  }
  const nome = v('BOLETO_BENEFICIARIO_NOME', BANCO_PADRAO.BOLETO_BENEFICIARIO_NOME)!;
  if (nome.length > 120) throw erro('BOLETO_BENEFICIARIO_NOME', bancoMsg.beneficiarioNomeLongo);
  const cnpj = cleanCnpj(v('BOLETO_BENEFICIARIO_CNPJ', BANCO_PADRAO.BOLETO_BENEFICIARIO_CNPJ)!);
  if (!isValidCnpj(cnpj)) throw erro('BOLETO_BENEFICIARIO_CNPJ', bancoMsg.beneficiarioCnpjInvalido);
  return { conta: c, beneficiario: { nome, cnpj, endereco: v('BOLETO_BENEFICIARIO_ENDERECO', BANCO_PADRAO.BOLETO_BENEFICIARIO_ENDERECO) } };
}

export const nomeDoBanco = (codigo: CodigoBanco) => BANCOS[codigo].nome;

// ---- the title: checked before any bank sees it

const CPF_REPETIDO = /^(\d)\1{10}$/;
/** CPF check digits (Receita Federal): weights 10..2 and 11..2, remainder < 2 → 0. */
export function cpfValido(cpf: string): boolean {
  if (!/^\d{11}$/.test(cpf) || CPF_REPETIDO.test(cpf)) return false;
  const dv = (n: number) => {
    let soma = 0;
    for (let i = 0; i < n; i++) soma += (cpf.charCodeAt(i) - 48) * (n + 1 - i);
    const r = soma % 11;
    return r < 2 ? 0 : 11 - r;
  };
  return dv(9) === cpf.charCodeAt(9) - 48 && dv(10) === cpf.charCodeAt(10) - 48;
}

/** The payer's document without its mask: a CPF (11 digits) or a CNPJ (14, numeric or the 2026 alphanumeric), or null when invalid. */
export function documentoValido(documento: string): string | null {
  if (typeof documento !== 'string') return null;
  const cpf = documento.replace(/[.\-\s]/g, '');
  if (/^\d{11}$/.test(cpf)) return cpfValido(cpf) ? cpf : null;
  const cnpj = cleanCnpj(documento);
  return cnpj.length === 14 && isValidCnpj(cnpj) ? cnpj : null;
}

/** 000.000.000-00 or 00.000.000/0000-00 */
export function formatarDocumento(documento: string): string {
  const d = documentoValido(documento) ?? documento;
  return d.length === 11 ? `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}` : formatCnpj(d);
}

const ISO_DATA = /^\d{4}-\d{2}-\d{2}$/;
const dataReal = (s: unknown): s is string => {
  if (typeof s !== 'string' || !ISO_DATA.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
};
const NUMERO_DOCUMENTO = /^[A-Za-z0-9/-]{1,15}$/;
const texto = (v: unknown, max: number): string | null => {
  if (v === undefined || v === null) return null;
  const s = String(v).replace(/\s+/g, ' ').trim();
  return s ? s.slice(0, max) : null;
};

/**
 * Checks a title and answers it cleaned (document without mask, names trimmed, empty address parts dropped); every
 * problem is listed at once in a 400 with pt-BR messages.
 */
export function validarTitulo(t: TituloBoleto): TituloBoleto {
  const erros: string[] = [];
  const tenta = (f: () => void) => {
    try {
      f();
    } catch (e) {
      if (e instanceof ErroFebraban) erros.push(e.message);
      else throw e;
    }
  };
  if (!t || typeof t !== 'object') throw new InvalidInput(bancoMsg.tituloInvalido);
  if (!Number.isSafeInteger(t.boletoId) || t.boletoId < 1) erros.push(bancoMsg.boletoIdInvalido);
  tenta(() => valorEmCentavos(t.valor));
  tenta(() => fatorVencimento(t.vencimento));
  if (!dataReal(t.emissao)) erros.push(bancoMsg.dataInvalida('Data de emissão', String(t.emissao)));
  else if (dataReal(t.vencimento) && t.vencimento < t.emissao) erros.push(bancoMsg.vencimentoAntesDaEmissao);
  const nome = typeof t.pagador?.nome === 'string' ? t.pagador.nome.replace(/\s+/g, ' ').trim() : '';
  if (!nome) erros.push(bancoMsg.pagadorNomeObrigatorio);
  else if (nome.length > 120) erros.push(bancoMsg.pagadorNomeLongo);
  const documento = documentoValido(t.pagador?.documento);
  if (!documento) erros.push(bancoMsg.pagadorDocumentoInvalido);
  const numeroDocumento = typeof t.numeroDocumento === 'string' ? t.numeroDocumento.trim() : '';
  if (!NUMERO_DOCUMENTO.test(numeroDocumento)) erros.push(bancoMsg.numeroDocumentoInvalido);
  const instrucoes = (t.instrucoes ?? []).map((l) => String(l ?? '').trim()).filter(Boolean);
  if (!Array.isArray(t.instrucoes ?? []) || instrucoes.length > 5 || instrucoes.some((l) => l.length > 90)) erros.push(bancoMsg.instrucoesLongas);
  if (erros.length) throw new InvalidInput(erros);
  const e = t.pagador.endereco;
  const endereco = e
    ? {
        logradouro: texto(e.logradouro, 120),
        numero: texto(e.numero, 20),
        complemento: texto(e.complemento, 60),
        bairro: texto(e.bairro, 60),
        cidade: texto(e.cidade, 60),
        uf: texto(e.uf, 2)?.toUpperCase() ?? null,
        cep: texto(e.cep, 9)?.replace(/\D/g, '') || null,
      }
    : null;
  return {
    boletoId: t.boletoId,
    valor: valorEmCentavos(t.valor) / 100,
    vencimento: t.vencimento,
    emissao: t.emissao,
    pagador: { nome, documento: documento!, endereco: endereco && Object.values(endereco).some(Boolean) ? endereco : null },
    numeroDocumento,
    instrucoes,
  };
}
