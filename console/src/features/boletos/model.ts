import { GRUPO_PERFIL, type Actor } from '@portal/contracts/access/roles';
import type { SituacaoPrazo } from '@portal/contracts/prazos/prazo';
import { acoesDoBoleto, contextoInicialBoleto } from '@portal/contracts/boletos/boleto-machine';
import {
  ALFABETO_CODIGO_ACESSO,
  TAMANHO_CODIGO_ACESSO,
  codigoAcessoValido,
  formatarCodigoAcesso,
  normalizarCodigoAcesso,
} from '@portal/contracts/boletos/codigo-acesso';
import { bmsg } from '@portal/contracts/boletos/messages';
import { STATUS_BOLETO, type StatusBoleto } from '@portal/contracts/boletos/status';
import { POR_PAGINA_CURTA, POR_PAGINA_PADRAO } from '../../shared/list-table-model.ts';
import { formatarLinhaDigitavel } from '@portal/contracts/boletos/febraban';
import { cleanCnpj, isValidCnpj } from '@portal/contracts/br/cnpj';
import { isValidCpf } from '@portal/contracts/br/cpf';
import type { LinhaBoleto, SegundaViaBody } from '@portal/contracts/boletos/schemas';
import { linhas } from '../../shared/lines.ts';
import { mascaraCnpj, mascaraCpf } from '../../shared/mascaras.ts';

/** The filters of /boletos: Pedido (one per line), Status and Prazo. */
export interface FiltrosBoletos {
  pedido: string;
  statusId: number | null;
  prazo: SituacaoPrazo | null;
}
export const FILTROS_BOLETOS_VAZIOS: FiltrosBoletos = { pedido: '', statusId: null, prazo: null };

/** The body of POST pedidos/boletos and POST relatorios/boletos: the filled filters only. */
export function corpoBoletos(f: FiltrosBoletos): { pedido?: string[]; statusId?: number; prazo?: SituacaoPrazo } {
  const pedidos = linhas(f.pedido);
  return { ...(pedidos.length ? { pedido: pedidos } : {}), ...(f.statusId ? { statusId: f.statusId } : {}), ...(f.prazo ? { prazo: f.prazo } : {}) };
}

/**
 * Spec §2.4/§6: "Administrators" get the table/card switch and the action grid. Read as the importer's profile group
 * (Administrador, Financeiro, Venda Direta…), as DECISIONS.md reads "Dealer" as the dealer profile group; dealers see cards.
 */
export const veGradeDeAcoes = (actor: Actor | null): boolean => actor !== null && actor.grupoPerfil === GRUPO_PERFIL.Administrador;

/**
 * The list's first page size (spec §9 "Boleto list: default page size 5 in the filter, 10 in the grid"): the grid (the
 * importer's table with the action grid) pages 10; the list the filter gives a dealer (cards, no grid) starts with 5, and
 * Carregar mais adds 10 as in every list.
 */
export const porPaginaDosBoletos = (grade: boolean): number => (grade ? POR_PAGINA_PADRAO : POR_PAGINA_CURTA);

/** Who tells the sandbox bank a boleto was paid (the server's rule: Administrador or Financeiro of the importer). */
export const registraPagamento = (actor: Actor | null): boolean =>
  actor !== null && actor.grupoPerfil === GRUPO_PERFIL.Administrador && (actor.role === 'Administrador' || actor.role === 'Financeiro');

const emitidoOuVencido = (s: number) => s === STATUS_BOLETO.emitido || s === STATUS_BOLETO.vencido;

/** What a row of /boletos offers the user. */
export interface AcoesLinhaBoleto {
  cancelar: boolean;
  reemitir: boolean;
  gerarPdf: boolean;
  informarPagamento: boolean;
}

/**
 * The actions of a row (spec §4.4): Cancelar while neither Cancelado nor Pago; Gerar Pdf once the bank registered it (Emitido,
 * Vencido); Reemitir only Vencido with the due date past (`hoje`, São Paulo, yyyy-MM-dd); Informar pagamento (sandbox) on
 * Emitido/Vencido for Administrador and Financeiro. The boleto machine decides who may cancel and reissue (the same machine as
 * the server); `editavel` is the screen's edit permission (the route's 'u': cancel, reissue and payment change the boleto).
 * Nothing outside the action grid (dealers).
 */
export function acoesDaLinha(
  r: Pick<LinhaBoleto, 'id' | 'statusId' | 'vencimentoIso'>,
  actor: Actor | null,
  hoje: string,
  editavel: boolean,
): AcoesLinhaBoleto {
  const nada = { cancelar: false, reemitir: false, gerarPdf: false, informarPagamento: false };
  if (!actor || !veGradeDeAcoes(actor)) return nada;
  const status = r.statusId as StatusBoleto;
  const maquina = acoesDoBoleto({ ...contextoInicialBoleto, boletoId: r.id, status, dataVencimento: r.vencimentoIso }, actor);
  const aberto = status !== STATUS_BOLETO.cancelado && status !== STATUS_BOLETO.pago;
  return {
    cancelar: editavel && aberto && maquina.cancelar,
    reemitir: editavel && status === STATUS_BOLETO.vencido && r.vencimentoIso < hoje && maquina.reemitir,
    gerarPdf: emitidoOuVencido(status),
    informarPagamento: editavel && emitidoOuVencido(status) && registraPagamento(actor),
  };
}

/** Data Pagamento of the grid: '---' when there is none (spec §2.4). */
export const dataPagamentoTexto = (d: string | null | undefined) => (d ? d : '---');

/** The log dialog needs exactly one boleto (spec §5.2): its id, or the spec's message. */
export function boletoDoLog(selecionados: readonly { id: number }[]): { id: number } | { erro: string } {
  return selecionados.length === 1 ? { id: selecionados[0]!.id } : { erro: bmsg.selecioneApenasUm };
}

/** The printed linha digitável (AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEEEEEEEEEEE); anything unreadable as it came. */
export function linhaFormatada(linha: string | null | undefined): string {
  if (!linha) return '';
  try {
    return formatarLinhaDigitavel(linha);
  } catch {
    return linha;
  }
}

/** CPF 999.999.999-99 up to 11 characters, CNPJ 99.999.999/9999-99 beyond (letters kept: the 2026 alphanumeric CNPJ). */
export function mascaraDocumento(texto: string): string {
  const d = cleanCnpj(texto).slice(0, 14);
  return d.length <= 11 && /^\d*$/.test(d) ? mascaraCpf(d) : mascaraCnpj(d);
}

/** A valid CPF (11 digits) or CNPJ (14, alphanumeric allowed). */
export function documentoValido(texto: string): boolean {
  const d = cleanCnpj(texto);
  if (d.length === 11) return /^\d+$/.test(d) && isValidCpf(d);
  return d.length === 14 && isValidCnpj(d);
}

/** The order code as the buyer typed it: trimmed, upper case, no inner spaces. */
export const codigoPedido = (texto: string) => texto.replace(/\s+/g, '').toUpperCase();

/** The access code as typed: normalized (upper case, O as 0, I/L as 1, only the code's alphabet), in groups of four (K7Q2-9XMD-4TRA). */
export function mascaraCodigoAcesso(texto: string): string {
  const codigo = [...normalizarCodigoAcesso(texto)].filter((c) => ALFABETO_CODIGO_ACESSO.includes(c)).join('');
  return formatarCodigoAcesso(codigo.slice(0, TAMANHO_CODIGO_ACESSO));
}

/** The second-copy query checked before it is sent: the body, or the first pt-BR message. */
export function consultaSegundaVia(pedido: string, documento: string, codigoAcesso: string): { corpo: SegundaViaBody } | { erro: string } {
  const codigo = codigoPedido(pedido);
  if (!codigo || codigo.length > 40) return { erro: bmsg.segundaViaPedidoObrigatorio };
  if (!documentoValido(documento)) return { erro: bmsg.segundaViaDocumentoInvalido };
  const acesso = normalizarCodigoAcesso(codigoAcesso);
  if (!codigoAcessoValido(acesso)) return { erro: bmsg.segundaViaCodigoInvalido };
  return { corpo: { pedido: codigo, documento: cleanCnpj(documento), codigoAcesso: acesso } };
}

/** The pt-BR text of a failed second-copy call: 404 (nothing open for that order and document), 429 (too many attempts), else the server's. */
export function erroSegundaVia(status: number, errors: readonly string[]): string {
  if (status === 429) return bmsg.segundaViaMuitasTentativas;
  if (status === 404) return bmsg.segundaViaNaoEncontrada;
  return errors[0] ?? bmsg.segundaViaNaoEncontrada;
}

/**
 * The failure text of a change (§8.2): the server's own reason when it refused the request (4xx: e.g. 'Boleto pago não pode ser
 * alterado.'), else the spec's text for the failure (network, server error).
 */
export function falhaDaAcao(status: number, errors: readonly string[], padrao: string): string {
  return status >= 400 && status < 500 && errors[0] ? errors[0] : padrao;
}

/**
 * Rows about to change without the user: a boleto still Não Emitido (the bank registers it in instants) or one whose payment was
 * just told to the sandbox bank and is not Pago yet. The screen reads the list again while any is shown.
 */
export function emTransicao(rows: readonly Pick<LinhaBoleto, 'id' | 'statusId'>[], pagamentosInformados: ReadonlySet<number>): boolean {
  return rows.some((r) => r.statusId === STATUS_BOLETO.naoEmitido || (pagamentosInformados.has(r.id) && emitidoOuVencido(r.statusId)));
}
