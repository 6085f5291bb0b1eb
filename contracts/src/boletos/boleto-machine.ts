import { setup, assign, and } from 'xstate';
import { Type, type Static } from '@sinclair/typebox';
import { N } from '../http/schemas.ts';
import { eventosCom, UmDe, type ComAtor } from '../eventos.ts';
import { GRUPO_PERFIL, type Actor } from '../access/roles.ts';
import { atorAlcancaDealer } from '../access/reach.ts';
import { ISO_DATA, dataEmSaoPaulo, fimDeSemana } from '../br/dates.ts';
import { bmsg } from './messages.ts';
import { STATUS_BOLETO, TIPO_PAGAMENTO_BOLETO, type StatusBoleto, type EstadoBoleto } from './status.ts';

/**
 * A boleto (one installment of a direct-sales order's payment). Stream `boleto-<id>`. States are the statuses of spec §4.4:
 * Não Emitido → Emitido (registered with the bank) → Pago, or Vencido (due date passed unpaid) → Pago late, or reissued (the
 * Vencido boleto is cancelled, 'Substituído pelo boleto N', and a new boleto stream names it in `substituiBoletoId`); Cancelado
 * from any open status. Every event carries the acting user (`actor`) and the time (`at`); outside facts (the order is cancelled,
 * today's date in São Paulo) are put in when deciding.
 */
const evento = eventosCom({ at: Type.String(), motivo: Type.Optional(N(Type.String())) });
const Dinheiro = Type.Number({ description: 'BRL, 2 casas' });

/** The boleto row the order screen inserts (spec §3 "Order boleto"); money in BRL with 2 decimals, dates YYYY-MM-DD. */
export const DadosBoleto = Type.Object({
  boletoId: Type.Integer(),
  pedidoId: Type.Integer(),
  concessionariaId: Type.Integer(),
  concessionariaGrupoId: N(Type.Integer()),
  /** this installment, 1..quantidadeVezes */
  numeroParcela: Type.Integer({ description: 'esta parcela, 1..quantidadeVezes' }),
  /** installments of the payment, 1..3 (spec §9) */
  quantidadeVezes: Type.Integer({ description: 'parcelas do pagamento, 1..3' }),
  tipoPagamento: UmDe(TIPO_PAGAMENTO_BOLETO),
  /** the vehicle's total (special price) */
  valorTotal: Dinheiro,
  valorParcial: N(Dinheiro),
  /** this boleto's value */
  valorBoleto: Dinheiro,
  entrada: N(Dinheiro),
  dataEmissao: Type.String(),
  /** the due date (the order screen calls it dataPagamento, catalogue README [23]) */
  dataVencimento: Type.String(),
  /** the Vencido boleto this one replaces (reissue), null otherwise */
  substituiBoletoId: N(Type.Integer({ description: 'o boleto Vencido que este substitui (reemissão)' })),
});
export type DadosBoleto = Static<typeof DadosBoleto>;
/** The bank's registration (the bank adapter answers it). */
export const RegistroBoleto = Type.Object({
  nossoNumero: Type.String(),
  /** the bank's code, 3 digits (spec: bankNumber) */
  bankNumber: Type.String({ description: 'código do banco, 3 dígitos' }),
  /** 44 digits */
  codigoBarras: Type.String({ description: '44 dígitos' }),
  /** 47 digits */
  linhaDigitavel: Type.String({ description: '47 dígitos' }),
  registradoEm: Type.String(),
});
export type RegistroBoleto = Static<typeof RegistroBoleto>;

/** The boleto's events as the stream `boleto-<id>` keeps them (without the acting user). */
export const BoletoEventData = Type.Union([
  /** → Não Emitido; `pedidoCancelado`: the order is at step 9, read when deciding */
  evento('BoletoCriado', { pedidoCancelado: Type.Boolean(), ...DadosBoleto.properties }, '→ Não Emitido'),
  /** Não Emitido → Emitido */
  evento('BoletoEmitido', { pedidoCancelado: Type.Boolean(), ...RegistroBoleto.properties }, 'Não Emitido → Emitido'),
  /** Emitido or Vencido → Pago */
  evento('BoletoPago', { dataPagamento: Type.String(), valorPago: Dinheiro }, 'Emitido ou Vencido → Pago'),
  /** Emitido → Vencido; `hoje` is the São Paulo date when deciding, after the due date */
  evento('BoletoVencido', { hoje: Type.String() }, 'Emitido → Vencido'),
  /** Vencido → Cancelado, replaced by the boleto `novoBoletoId` (a new stream with substituiBoletoId) */
  evento('BoletoReemitido', { novoBoletoId: Type.Integer() }, 'Vencido → Cancelado, substituído pelo boleto novoBoletoId'),
  /** Não Emitido, Emitido or Vencido → Cancelado */
  evento('BoletoCancelado', {}, 'Não Emitido, Emitido ou Vencido → Cancelado'),
]);
export type BoletoEvent = ComAtor<Static<typeof BoletoEventData>>;
export type BoletoEventType = BoletoEvent['type'];

const StatusDoBoleto = UmDe(STATUS_BOLETO);
/** A row of the boleto's log (spec §3: user, step, dataHistorico): one per status change. */
export const HistoricoBoleto = Type.Object({
  status: StatusDoBoleto,
  usuarioId: Type.Integer(),
  nomeUsuario: Type.String(),
  dataHistorico: Type.String(),
  motivo: N(Type.String()),
});
export type HistoricoBoleto = Static<typeof HistoricoBoleto>;

export const BoletoContext = Type.Object({
  boletoId: N(Type.Integer()),
  pedidoId: N(Type.Integer()),
  concessionariaId: N(Type.Integer()),
  concessionariaGrupoId: N(Type.Integer()),
  numeroParcela: N(Type.Integer()),
  quantidadeVezes: N(Type.Integer()),
  tipoPagamento: N(UmDe(TIPO_PAGAMENTO_BOLETO)),
  valorTotal: N(Dinheiro),
  valorParcial: N(Dinheiro),
  valorBoleto: N(Dinheiro),
  entrada: N(Dinheiro),
  dataEmissao: N(Type.String()),
  dataVencimento: N(Type.String()),
  substituiBoletoId: N(Type.Integer()),
  status: N(StatusDoBoleto),
  nossoNumero: N(Type.String()),
  bankNumber: N(Type.String()),
  codigoBarras: N(Type.String()),
  linhaDigitavel: N(Type.String()),
  registradoEm: N(Type.String()),
  dataPagamento: N(Type.String()),
  valorPago: N(Dinheiro),
  /** the boleto that replaced this one (reissue) */
  substituidoPor: N(Type.Integer({ description: 'o boleto que substituiu este (reemissão)' })),
  /** the reason of the cancel ('Substituído pelo boleto N' for a reissue) */
  motivo: N(Type.String()),
  criadoEm: N(Type.String()),
  criadoPorId: N(Type.Integer()),
  criadoPorNome: N(Type.String()),
  atualizadoEm: N(Type.String()),
  historico: Type.Array(HistoricoBoleto),
});
export type BoletoContext = Static<typeof BoletoContext>;

export const contextoInicialBoleto: BoletoContext = {
  boletoId: null,
  pedidoId: null,
  concessionariaId: null,
  concessionariaGrupoId: null,
  numeroParcela: null,
  quantidadeVezes: null,
  tipoPagamento: null,
  valorTotal: null,
  valorParcial: null,
  valorBoleto: null,
  entrada: null,
  dataEmissao: null,
  dataVencimento: null,
  substituiBoletoId: null,
  status: null,
  nossoNumero: null,
  bankNumber: null,
  codigoBarras: null,
  linhaDigitavel: null,
  registradoEm: null,
  dataPagamento: null,
  valorPago: null,
  substituidoPor: null,
  motivo: null,
  criadoEm: null,
  criadoPorId: null,
  criadoPorNome: null,
  atualizadoEm: null,
  historico: [],
};

/** Most installments of an order's payment (spec §9). */
export const MAX_PARCELAS = 3;
const MAX_MOTIVO = 8000;

/** The portal itself acting (the boleto workflow, the daily expiry): user id 0 of the importer's profile group. */
export const ehPortal = (a: Actor) => a.userId === 0 && a.grupoPerfil === GRUPO_PERFIL.Administrador;
const importador = (a: Actor, perfis: readonly string[]) => a.grupoPerfil === GRUPO_PERFIL.Administrador && perfis.includes(a.role);
/** importer staff who issue, cancel and reissue boletos */
const EQUIPE = ['Administrador', 'Financeiro', 'Venda Direta'] as const;
/** who registers a payment by hand */
const FINANCEIRO = ['Administrador', 'Financeiro'] as const;

type Args = { context: BoletoContext; event: BoletoEvent };
const dealerDoPedido = (a: Actor, concessionariaId: number | null, grupoId: number | null) =>
  a.grupoPerfil === GRUPO_PERFIL.Dealer && atorAlcancaDealer(a, concessionariaId, grupoId);
const dataValida = (d: unknown): d is string => typeof d === 'string' && ISO_DATA.test(d) && !Number.isNaN(Date.parse(`${d}T12:00:00Z`));
const dinheiro = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 99_999_999.99;
const texto = (s: string | null | undefined) => (s ?? '').trim();

export const boletoMachine = setup({
  types: {} as { context: BoletoContext; events: BoletoEvent },
  guards: {
    /** rule: Administrador, Financeiro, Venda Direta, or a dealer-side user of the order's dealer inserts the boleto */
    podeCriar: ({ event }: Args) =>
      event.type === 'BoletoCriado' && (importador(event.actor, EQUIPE) || dealerDoPedido(event.actor, event.concessionariaId, event.concessionariaGrupoId)),
    /** rule: no boleto is inserted or issued for a cancelled order */
    pedidoAtivo: ({ event }: Args) => (event.type === 'BoletoCriado' || event.type === 'BoletoEmitido') && !event.pedidoCancelado,
    /** rule: Total or Parcial */
    tipoPagamentoInformado: ({ event }: Args) =>
      event.type === 'BoletoCriado' && (Object.values(TIPO_PAGAMENTO_BOLETO) as string[]).includes(event.tipoPagamento),
    /** rule: Valor Total cannot be zero */
    valorTotalInformado: ({ event }: Args) => event.type === 'BoletoCriado' && dinheiro(event.valorTotal) && event.valorTotal > 0,
    /** rule: the boleto's value is above zero and at most the total */
    valorBoletoValido: ({ event }: Args) =>
      event.type === 'BoletoCriado' && dinheiro(event.valorBoleto) && event.valorBoleto > 0 && event.valorBoleto <= event.valorTotal,
    /** rule: entrada and the partial value, when given, are valid amounts */
    valoresNaoNegativos: ({ event }: Args) =>
      event.type === 'BoletoCriado' && (event.entrada === null || dinheiro(event.entrada)) && (event.valorParcial === null || dinheiro(event.valorParcial)),
    /** rule: 1 ≤ numeroParcela ≤ quantidadeVezes ≤ 3 */
    parcelaValida: ({ event }: Args) =>
      event.type === 'BoletoCriado' &&
      Number.isInteger(event.numeroParcela) &&
      Number.isInteger(event.quantidadeVezes) &&
      event.quantidadeVezes >= 1 &&
      event.quantidadeVezes <= MAX_PARCELAS &&
      event.numeroParcela >= 1 &&
      event.numeroParcela <= event.quantidadeVezes,
    /** rule: the issue date is a date */
    emissaoInformada: ({ event }: Args) => event.type === 'BoletoCriado' && dataValida(event.dataEmissao),
    /** rule: the issue date is not before today (São Paulo, the day of the event) */
    emissaoNaoPassada: ({ event }: Args) => event.type === 'BoletoCriado' && event.dataEmissao >= dataEmSaoPaulo(event.at),
    /** rule: the issue date is a weekday */
    emissaoEmDiaUtil: ({ event }: Args) => event.type === 'BoletoCriado' && !fimDeSemana(event.dataEmissao),
    /** rule: the due date is a date */
    vencimentoInformado: ({ event }: Args) => event.type === 'BoletoCriado' && dataValida(event.dataVencimento),
    /** rule: the due date is not before the issue date */
    vencimentoAposEmissao: ({ event }: Args) => event.type === 'BoletoCriado' && event.dataVencimento >= event.dataEmissao,
    /** rule: Administrador, Financeiro, Venda Direta, the order's dealer, or the portal (the boleto workflow) issues */
    podeEmitir: ({ context, event }: Args) =>
      ehPortal(event.actor) || importador(event.actor, EQUIPE) || dealerDoPedido(event.actor, context.concessionariaId, context.concessionariaGrupoId),
    /** rule: the bank's registration names the nosso número and a 3-digit bank code */
    registroCompleto: ({ event }: Args) => event.type === 'BoletoEmitido' && texto(event.nossoNumero).length > 0 && /^\d{3}$/.test(event.bankNumber),
    /** rule: a 44-digit barcode */
    codigoBarrasValido: ({ event }: Args) => event.type === 'BoletoEmitido' && /^\d{44}$/.test(event.codigoBarras),
    /** rule: a 47-digit linha digitável */
    linhaDigitavelValida: ({ event }: Args) => event.type === 'BoletoEmitido' && /^\d{47}$/.test(event.linhaDigitavel),
    /** rule: the portal (bank reconciliation), Financeiro or Administrador register a payment */
    podeRegistrarPagamento: ({ event }: Args) => ehPortal(event.actor) || importador(event.actor, FINANCEIRO),
    /** rule: the payment has a date and a value above zero */
    pagamentoValido: ({ event }: Args) => event.type === 'BoletoPago' && dataValida(event.dataPagamento) && dinheiro(event.valorPago) && event.valorPago > 0,
    /** rule: today (São Paulo, put in when deciding) is after the due date */
    vencimentoPassou: ({ context, event }: Args) =>
      event.type === 'BoletoVencido' && dataValida(event.hoje) && context.dataVencimento !== null && event.hoje > context.dataVencimento,
    /** rule: an issued boleto is cancelled by the importer, never by the dealer ('Solicite o cancelamento com a importadora.') */
    canceladoPelaImportadora: ({ event }: Args) => event.actor.grupoPerfil !== GRUPO_PERFIL.Dealer,
    /** rule: Administrador, Financeiro, Venda Direta cancel and reissue */
    ehEquipe: ({ event }: Args) => importador(event.actor, EQUIPE),
    /** rule: the reissue names the new boleto */
    substitutoValido: ({ context, event }: Args) =>
      event.type === 'BoletoReemitido' && Number.isInteger(event.novoBoletoId) && event.novoBoletoId > 0 && event.novoBoletoId !== context.boletoId,
    /** rule: a reason has at most 8000 characters */
    motivoDentroDoLimite: ({ event }: Args) => texto(event.motivo).length <= MAX_MOTIVO,
  },
  actions: {
    criou: assign(({ event }) => {
      if (event.type !== 'BoletoCriado') return {};
      const { type: _t, actor, at, motivo: _m, pedidoCancelado: _p, ...d } = event;
      return { ...d, criadoEm: at, criadoPorId: actor.userId, criadoPorNome: actor.nome };
    }),
    /** entry of every status: the status, when, and the log row */
    entrouNoStatus: assign(({ context, event }, p: { status: StatusBoleto }) => {
      const motivo =
        event.type === 'BoletoReemitido' ? bmsg.substituidoPor(event.novoBoletoId) : event.type === 'BoletoCancelado' ? texto(event.motivo) || null : null;
      return {
        status: p.status,
        atualizadoEm: event.at,
        ...(p.status === STATUS_BOLETO.cancelado ? { motivo } : {}),
        historico: [...context.historico, { status: p.status, usuarioId: event.actor.userId, nomeUsuario: event.actor.nome, dataHistorico: event.at, motivo }],
      };
    }),
    registrou: assign(({ event }) => {
      if (event.type !== 'BoletoEmitido') return {};
      const { nossoNumero, bankNumber, codigoBarras, linhaDigitavel, registradoEm } = event;
      return { nossoNumero: texto(nossoNumero), bankNumber, codigoBarras, linhaDigitavel, registradoEm };
    }),
    pagou: assign(({ event }) => (event.type === 'BoletoPago' ? { dataPagamento: event.dataPagamento, valorPago: event.valorPago } : {})),
    substituido: assign(({ event }) => (event.type === 'BoletoReemitido' ? { substituidoPor: event.novoBoletoId } : {})),
  },
}).createMachine({
  id: 'boleto',
  initial: 'inexistente',
  context: contextoInicialBoleto,
  states: {
    inexistente: {
      on: {
        BoletoCriado: {
          guard: and([
            'podeCriar',
            'pedidoAtivo',
            'tipoPagamentoInformado',
            'valorTotalInformado',
            'valorBoletoValido',
            'valoresNaoNegativos',
            'parcelaValida',
            'emissaoInformada',
            'emissaoNaoPassada',
            'emissaoEmDiaUtil',
            'vencimentoInformado',
            'vencimentoAposEmissao',
          ]),
          target: 'naoEmitido',
          actions: 'criou',
        },
      },
    },
    naoEmitido: {
      entry: { type: 'entrouNoStatus', params: { status: STATUS_BOLETO.naoEmitido } },
      on: {
        BoletoEmitido: {
          guard: and(['podeEmitir', 'pedidoAtivo', 'registroCompleto', 'codigoBarrasValido', 'linhaDigitavelValida']),
          target: 'emitido',
          actions: 'registrou',
        },
        BoletoCancelado: { guard: and(['ehEquipe', 'motivoDentroDoLimite']), target: 'cancelado' },
      },
    },
    emitido: {
      entry: { type: 'entrouNoStatus', params: { status: STATUS_BOLETO.emitido } },
      on: {
        BoletoPago: { guard: and(['podeRegistrarPagamento', 'pagamentoValido']), target: 'pago', actions: 'pagou' },
        BoletoVencido: { guard: and(['podeRegistrarPagamento', 'vencimentoPassou']), target: 'vencido' },
        BoletoCancelado: { guard: and(['canceladoPelaImportadora', 'ehEquipe', 'motivoDentroDoLimite']), target: 'cancelado' },
      },
    },
    vencido: {
      entry: { type: 'entrouNoStatus', params: { status: STATUS_BOLETO.vencido } },
      on: {
        BoletoPago: { guard: and(['podeRegistrarPagamento', 'pagamentoValido']), target: 'pago', actions: 'pagou' },
        BoletoReemitido: { guard: and(['ehEquipe', 'substitutoValido']), target: 'cancelado', actions: 'substituido' },
        BoletoCancelado: { guard: and(['canceladoPelaImportadora', 'ehEquipe', 'motivoDentroDoLimite']), target: 'cancelado' },
      },
    },
    pago: { entry: { type: 'entrouNoStatus', params: { status: STATUS_BOLETO.pago } } },
    cancelado: { entry: { type: 'entrouNoStatus', params: { status: STATUS_BOLETO.cancelado } } },
  },
});

export type BoletoState = 'inexistente' | EstadoBoleto;

/** Rule guards are replaced by `() => true` when folding stored events (docs/architecture.md "Machines and the fold"). The machine has no routing guards. */
export const boletoRuleGuards = [
  'podeCriar',
  'pedidoAtivo',
  'tipoPagamentoInformado',
  'valorTotalInformado',
  'valorBoletoValido',
  'valoresNaoNegativos',
  'parcelaValida',
  'emissaoInformada',
  'emissaoNaoPassada',
  'emissaoEmDiaUtil',
  'vencimentoInformado',
  'vencimentoAposEmissao',
  'podeEmitir',
  'registroCompleto',
  'codigoBarrasValido',
  'linhaDigitavelValida',
  'podeRegistrarPagamento',
  'pagamentoValido',
  'vencimentoPassou',
  'canceladoPelaImportadora',
  'ehEquipe',
  'substitutoValido',
  'motivoDentroDoLimite',
] as const;

/** pt-BR reason when a rule guard refuses. */
export const boletoGuardMessages: Record<(typeof boletoRuleGuards)[number], string> = {
  podeCriar: bmsg.semPermissao,
  pedidoAtivo: bmsg.pedidoCancelado,
  tipoPagamentoInformado: bmsg.formaPagamento,
  valorTotalInformado: bmsg.valorTotalZero,
  valorBoletoValido: bmsg.valorBoletoInvalido,
  valoresNaoNegativos: bmsg.valoresNegativos,
  parcelaValida: bmsg.parcelaForaDasParcelas,
  emissaoInformada: bmsg.dataEmissaoInvalida,
  emissaoNaoPassada: bmsg.dataEmissaoPassada,
  emissaoEmDiaUtil: bmsg.dataEmissaoFimDeSemana,
  vencimentoInformado: bmsg.dataPagamentoObrigatoria,
  vencimentoAposEmissao: bmsg.vencimentoAntesEmissao,
  podeEmitir: bmsg.semPermissao,
  registroCompleto: bmsg.registroIncompleto,
  codigoBarrasValido: bmsg.codigoBarrasInvalido,
  linhaDigitavelValida: bmsg.linhaDigitavelInvalida,
  podeRegistrarPagamento: bmsg.somenteFinanceiroRegistraPagamento,
  pagamentoValido: bmsg.pagamentoInvalido,
  vencimentoPassou: bmsg.naoVenceu,
  canceladoPelaImportadora: bmsg.excluirBoletoEmitido,
  ehEquipe: bmsg.semPermissao,
  substitutoValido: bmsg.substitutoInvalido,
  motivoDentroDoLimite: bmsg.motivoLongo,
};

/** pt-BR reason when the boleto's status does not accept the event at all. */
export function boletoStateRefusal(state: string, event: BoletoEventType): string {
  if (event === 'BoletoCriado') return state === 'inexistente' ? bmsg.semPermissao : bmsg.boletoJaRegistrado;
  if (state === 'inexistente') return bmsg.boletoInexistente;
  if (state === 'cancelado') return bmsg.canceladoNaoAltera;
  if (state === 'pago') return bmsg.pagoNaoAltera;
  if (event === 'BoletoEmitido') return bmsg.jaEmitido;
  if (event === 'BoletoReemitido') return bmsg.somenteVencidos;
  if (event === 'BoletoVencido') return state === 'vencido' ? bmsg.jaVencido : bmsg.somenteEmitidosVencem;
  if (event === 'BoletoPago') return bmsg.somenteEmitidosPagos;
  return bmsg.statusNaoPermite;
}

/** What the boletos screen offers on a row, asked to the machine (spec §2.4, §4.4): issue, cancel, reissue. */
export function acoesDoBoleto(context: BoletoContext, actor: Actor): { emitir: boolean; cancelar: boolean; reemitir: boolean } {
  const estado = context.status === null ? null : (Object.entries(STATUS_BOLETO).find(([, v]) => v === context.status)?.[0] as EstadoBoleto | undefined);
  if (!estado) return { emitir: false, cancelar: false, reemitir: false };
  const s = boletoMachine.resolveState({ value: estado, context });
  const at = context.atualizadoEm ?? new Date(0).toISOString();
  const registro = { nossoNumero: '0', bankNumber: '000', codigoBarras: '0'.repeat(44), linhaDigitavel: '0'.repeat(47), registradoEm: at };
  return {
    emitir: s.can({ type: 'BoletoEmitido', actor, at, pedidoCancelado: false, ...registro }),
    cancelar: s.can({ type: 'BoletoCancelado', actor, at }),
    reemitir: s.can({ type: 'BoletoReemitido', actor, at, novoBoletoId: (context.boletoId ?? 0) + 1 }),
  };
}
