import type { Actor } from '@portal/contracts/access/roles';
import { acoesDoBoleto, boletoMachine, contextoInicialBoleto, type BoletoEvent } from '@portal/contracts/boletos/boleto-machine';
import { bmsg } from '@portal/contracts/boletos/messages';
import type { LinhaBoleto } from '@portal/contracts/boletos/schemas';
import { PRAZO_VENCIMENTO_DIAS, STATUS_BOLETO, boletoConta, type StatusBoleto, type TipoPagamentoBoleto } from '@portal/contracts/boletos/status';
import { somarDias } from '@portal/contracts/br/business-days';
import { dataEmSaoPaulo, fimDeSemana, proximoDiaDaSemana } from '@portal/contracts/br/dates';
import { maximoBoletos, opcoesParcelas } from '@portal/contracts/direct-sales/precos';
import { pmsg } from '@portal/contracts/direct-sales/messages';
import type { PedidoDetalhe } from '@portal/contracts/direct-sales/schemas';
import { STEP } from '@portal/contracts/direct-sales/steps';

/**
 * The order screen's boletos (spec §2.3 item 10, §3 "Order boleto", §5.1, §9): the rows of GET pedidos/{id} (pedidoBoletos)
 * and the insertion form, pure — what the section shows, checks and sends.
 */

/** What the section needs of the order (GET pedidos/{id}). */
export interface PedidoDosBoletos {
  id: number;
  step: number;
  concessionariaId: number;
  concessionariaGrupoId: number | null;
  /** the special price: the boletos' Valor Total */
  precoEspecial: number | null;
  /** the order's payment (1 À vista, 2 Financiado, 3 Leasing, 4 Consórcio) */
  tipoPagamento: number | null;
  boletos: LinhaBoleto[];
}

/** What the section reads of GET pedidos/{id}. */
type OrdemDosBoletos = Pick<PedidoDetalhe, 'id' | 'steps' | 'concessionariaId' | 'concessionariaGrupoId' | 'pedidoBoletos'> & {
  pedidoPrecoPagamento: Pick<PedidoDetalhe['pedidoPrecoPagamento'], 'precoEspecial' | 'tipoPagamento'>;
};

/** The section's view of GET pedidos/{id}. */
export function pedidoDosBoletos(p: OrdemDosBoletos): PedidoDosBoletos {
  return {
    id: p.id,
    step: p.steps.id,
    concessionariaId: p.concessionariaId,
    concessionariaGrupoId: p.concessionariaGrupoId,
    precoEspecial: p.pedidoPrecoPagamento.precoEspecial,
    tipoPagamento: p.pedidoPrecoPagamento.tipoPagamento,
    boletos: p.pedidoBoletos,
  };
}

/** The insertion form. */
export interface FormBoleto {
  tipoPagamento: TipoPagamentoBoleto | null;
  /** how many installments the payment has (the parcel selector) */
  quantidadeVezes: number | null;
  entrada: number | null;
  valorParcial: number | null;
  /** yyyy-MM-dd */
  dataEmissao: string | null;
}

/** The first issue date the picker offers: today, or the next weekday on a weekend (São Paulo). */
export const primeiraEmissao = (hoje: string) => (fimDeSemana(hoje) ? proximoDiaDaSemana(hoje) : hoje);

/** The due date shown and sent: the issue date plus 5 days (spec §5.1); none without an issue date. */
export const vencimentoDe = (dataEmissao: string | null) => (dataEmissao ? somarDias(dataEmissao, PRAZO_VENCIMENTO_DIAS) : null);

/** The picker's rule (spec §5.1): no weekends, no past dates. */
export const emissaoPermitida = (data: string, hoje: string) => data >= hoje && !fimDeSemana(data);

export const formBoletoInicial = (hoje: string): FormBoleto => ({
  tipoPagamento: null,
  quantidadeVezes: 1,
  entrada: null,
  valorParcial: null,
  dataEmissao: primeiraEmissao(hoje),
});

/** The parcel selector (spec §9): 1 and 2, and 3 unless the order is paid À vista; a Total boleto is the whole price at once: 1. */
export function parcelasDe(tipoPagamentoPedido: number | null, tipo: TipoPagamentoBoleto | null): number[] {
  if (tipo === 'Total') return [1];
  return opcoesParcelas(tipoPagamentoPedido ?? 0);
}

/** Boletos that count (status 4 is ignored, spec §4.4). */
export const boletosAtivos = <B extends Pick<LinhaBoleto, 'statusId'>>(boletos: readonly B[]): B[] => boletos.filter((b) => boletoConta(b.statusId));

const cents = (n: number) => Math.round(n * 100);

/** The body of POST boleto/emitir/{orderId} (spec §3 "Order boleto"; dataPagamento is the due date). */
export interface CorpoBoleto {
  tipoPagamento: TipoPagamentoBoleto;
  quantidadeVezes: number;
  numeroParcela: number;
  valorTotal: number;
  valorParcial?: number;
  valorBoleto: number;
  entrada?: number;
  dataEmissao: string;
  dataPagamento: string;
}

/** What the rules read of a boleto already on the order (or inserted and not saved yet). */
export type BoletoQueConta = Pick<LinhaBoleto, 'statusId' | 'valorBoleto'>;

export type ValidacaoBoleto = { corpo: CorpoBoleto } | { erro: string; aviso?: boolean };

/**
 * Inserir's checks (spec §5.1), in the spec's order, before anything is sent: a payment form; fewer active boletos than the
 * maximum ('O máximo são {n} boletos.'); Valor Total not zero; this installment between 1 and the installments chosen; a partial
 * value; the sum of the active boletos, this one and the entrada not above the special price (warning); the issue date (no
 * weekend, not past) and so the due date ('Data de Pagamento'); a one-installment boleto equal to the total (warning).
 */
export function validarBoleto(
  f: FormBoleto,
  pedido: Pick<PedidoDosBoletos, 'precoEspecial' | 'tipoPagamento'> & { boletos: readonly BoletoQueConta[] },
  hoje: string,
): ValidacaoBoleto {
  const tipo = f.tipoPagamento;
  if (tipo !== 'Total' && tipo !== 'Parcial') return { erro: pmsg.selecioneFormaPagamento };
  const opcoes = parcelasDe(pedido.tipoPagamento, tipo);
  const vezes = f.quantidadeVezes;
  if (vezes === null) return { erro: bmsg.parcelasObrigatorio };
  const ativos = boletosAtivos(pedido.boletos);
  const max = maximoBoletos(pedido.tipoPagamento ?? 0, tipo, vezes);
  if (ativos.length >= max) return { erro: pmsg.maximoBoletos(max) };
  const total = pedido.precoEspecial;
  if (total === null || !(total > 0)) return { erro: pmsg.valorTotalZero };
  const numeroParcela = ativos.length + 1;
  const limite = Math.min(vezes, max);
  if (!opcoes.includes(vezes) || numeroParcela > limite) return { erro: pmsg.parcelaForaDoLimite(limite) };
  const valorBoleto = tipo === 'Total' ? total : f.valorParcial;
  if (valorBoleto === null || !(valorBoleto > 0)) return { erro: bmsg.valorParcialObrigatorio };
  const entrada = tipo === 'Total' ? 0 : (f.entrada ?? 0);
  const soma = ativos.reduce((s, b) => s + cents(b.valorBoleto), 0) + cents(valorBoleto) + cents(entrada);
  if (soma > cents(total)) return { erro: pmsg.somaBoletosExcedeTotal, aviso: true };
  if (!f.dataEmissao) return { erro: pmsg.dataPagamentoObrigatoria };
  if (f.dataEmissao < hoje) return { erro: bmsg.dataEmissaoPassada };
  if (fimDeSemana(f.dataEmissao)) return { erro: bmsg.dataEmissaoFimDeSemana };
  if (vezes === 1 && cents(valorBoleto) + cents(entrada) !== cents(total)) return { erro: pmsg.parcelaUnicaIgualTotal, aviso: true };
  return {
    corpo: {
      tipoPagamento: tipo,
      quantidadeVezes: vezes,
      numeroParcela,
      valorTotal: total,
      ...(tipo === 'Parcial' ? { valorParcial: valorBoleto } : {}),
      valorBoleto,
      ...(entrada > 0 ? { entrada } : {}),
      dataEmissao: f.dataEmissao,
      dataPagamento: vencimentoDe(f.dataEmissao)!,
    },
  };
}

/** A boleto inserted on the screen and not saved yet (spec §2.3 item 10: Inserir adds the row, Salvar sends them). */
export interface BoletoASalvar {
  /** the row's key on the screen */
  chave: number;
  corpo: CorpoBoleto;
}

/** The rows not saved yet count like Não Emitido boletos for the next insertion's rules (maximum, installment, sum). */
export const comASalvar = (boletos: readonly BoletoQueConta[], aSalvar: readonly BoletoASalvar[]): BoletoQueConta[] => [
  ...boletos,
  ...aSalvar.map((a) => ({ statusId: STATUS_BOLETO.naoEmitido, valorBoleto: a.corpo.valorBoleto })),
];

const formDoCorpo = (c: CorpoBoleto): FormBoleto => ({
  tipoPagamento: c.tipoPagamento,
  quantidadeVezes: c.quantidadeVezes,
  entrada: c.entrada ?? null,
  valorParcial: c.valorParcial ?? null,
  dataEmissao: c.dataEmissao,
});

/**
 * Salvar's check: every row not saved yet, in the order inserted, against the order's boletos as they are now (another user may
 * have inserted or cancelled one meanwhile, or the issue date may have passed). All pass, and the bodies to send come back with
 * their installment numbers; or the first that fails, with the spec's reason, and nothing is sent.
 */
export function validarASalvar(
  aSalvar: readonly BoletoASalvar[],
  pedido: Pick<PedidoDosBoletos, 'precoEspecial' | 'tipoPagamento' | 'boletos'>,
  hoje: string,
): { corpos: CorpoBoleto[] } | { erro: string; aviso?: boolean } {
  if (aSalvar.length === 0) return { erro: bmsg.nenhumBoletoASalvar };
  const corpos: CorpoBoleto[] = [];
  let boletos: BoletoQueConta[] = [...pedido.boletos];
  for (const a of aSalvar) {
    const v = validarBoleto(formDoCorpo(a.corpo), { ...pedido, boletos }, hoje);
    if ('erro' in v) return { erro: bmsg.boletoASalvarInvalido(`${boletosAtivos(boletos).length + 1} de ${a.corpo.quantidadeVezes}`, v.erro), aviso: v.aviso };
    corpos.push(v.corpo);
    boletos = [...boletos, { statusId: STATUS_BOLETO.naoEmitido, valorBoleto: v.corpo.valorBoleto }];
  }
  return { corpos };
}

/**
 * The steps at which the order screen offers the insertion form: once the sale is approved (the steps from which the boleto
 * insertion can be confirmed: 3, 5, 6, 7, 8, 10–13), never on a cancelled (9) or concluded (15) order nor before approval.
 */
export const STEPS_COM_INSERCAO: readonly number[] = [
  STEP.cadastroCliente,
  STEP.faturamento,
  STEP.inserirBoletoComprovante,
  STEP.liberadoTransporte,
  STEP.veiculoEnviado,
  STEP.inserirBoletos,
  STEP.aprovarComprovante,
  STEP.cadastroClientePre,
  STEP.faturamentoPre,
];

/**
 * May the actor insert boletos on this order? At the steps above, by the boleto machine's creation rule (Administrador,
 * Financeiro, Venda Direta, or a user of the order's dealer), probed with a valid boleto. The screen's edit permission is the
 * caller's.
 */
export function podeInserirBoleto(
  pedido: Pick<PedidoDosBoletos, 'id' | 'step' | 'concessionariaId' | 'concessionariaGrupoId'>,
  actor: Actor | null,
  agora: Date,
): boolean {
  if (!actor || !STEPS_COM_INSERCAO.includes(pedido.step)) return false;
  const hoje = primeiraEmissao(dataEmSaoPaulo(agora));
  const s = boletoMachine.resolveState({ value: 'inexistente', context: contextoInicialBoleto });
  return s.can({
    type: 'BoletoCriado',
    actor,
    at: agora.toISOString(),
    pedidoCancelado: false,
    boletoId: 1,
    pedidoId: pedido.id,
    concessionariaId: pedido.concessionariaId,
    concessionariaGrupoId: pedido.concessionariaGrupoId,
    numeroParcela: 1,
    quantidadeVezes: 1,
    tipoPagamento: 'Total',
    valorTotal: 1,
    valorParcial: null,
    valorBoleto: 1,
    entrada: null,
    dataEmissao: hoje,
    dataVencimento: vencimentoDe(hoje)!,
    substituiBoletoId: null,
  } as BoletoEvent);
}

const emitidoOuVencido = (s: number) => s === STATUS_BOLETO.emitido || s === STATUS_BOLETO.vencido;

/** What a row of the order's boleto table offers. */
export interface AcoesBoletoDoPedido {
  /** send a Não Emitido boleto to the bank again */
  emitir: boolean;
  /** Excluir: offered while the boleto counts (not Cancelado) */
  excluir: boolean;
}

export function acoesDoBoletoDoPedido(
  b: Pick<LinhaBoleto, 'id' | 'statusId' | 'vencimentoIso'>,
  pedido: Pick<PedidoDosBoletos, 'id' | 'concessionariaId' | 'concessionariaGrupoId'>,
  actor: Actor | null,
  podeInserir: boolean,
): AcoesBoletoDoPedido {
  if (!actor) return { emitir: false, excluir: false };
  const m = acoesDoBoleto(
    {
      ...contextoInicialBoleto,
      boletoId: b.id,
      pedidoId: pedido.id,
      concessionariaId: pedido.concessionariaId,
      concessionariaGrupoId: pedido.concessionariaGrupoId,
      status: b.statusId as StatusBoleto,
      dataVencimento: b.vencimentoIso,
    },
    actor,
  );
  return { emitir: podeInserir && m.emitir, excluir: podeInserir && b.statusId !== STATUS_BOLETO.cancelado };
}

/**
 * Excluir on a row (spec §5.1): an issued boleto (Emitido, Vencido, Pago) is never deleted — 'Você não pode excluir um boleto já
 * emitido. Solicite o cancelamento com a importadora.'; a Não Emitido one is cancelled by whom the machine lets (the importer's
 * team), otherwise the machine's refusal.
 */
export function exclusaoDoBoleto(
  b: Pick<LinhaBoleto, 'id' | 'statusId' | 'vencimentoIso'>,
  pedido: Pick<PedidoDosBoletos, 'id' | 'concessionariaId' | 'concessionariaGrupoId'>,
  actor: Actor,
): { cancelar: true } | { recusa: string } {
  if (b.statusId === STATUS_BOLETO.cancelado) return { recusa: bmsg.canceladoNaoAltera };
  if (b.statusId !== STATUS_BOLETO.naoEmitido) return { recusa: bmsg.excluirBoletoEmitido };
  const m = acoesDoBoleto(
    {
      ...contextoInicialBoleto,
      boletoId: b.id,
      pedidoId: pedido.id,
      concessionariaId: pedido.concessionariaId,
      concessionariaGrupoId: pedido.concessionariaGrupoId,
      status: b.statusId as StatusBoleto,
      dataVencimento: b.vencimentoIso,
    },
    actor,
  );
  return m.cancelar ? { cancelar: true } : { recusa: bmsg.semPermissao };
}

/** Gerar Pdf on a row: only once the bank registered it (Emitido or Vencido), else 'Não há um boleto emitido para abrir o PDF.' */
export const pdfDisponivel = (b: Pick<LinhaBoleto, 'statusId'>): { ok: true } | { recusa: string } =>
  emitidoOuVencido(b.statusId) ? { ok: true } : { recusa: pmsg.semBoletoEmitidoPdf };

/** A Não Emitido boleto is about to be registered by the bank: the section reads the order again meanwhile. */
export const aguardandoBanco = (boletos: readonly Pick<LinhaBoleto, 'statusId'>[]) => boletos.some((b) => b.statusId === STATUS_BOLETO.naoEmitido);
