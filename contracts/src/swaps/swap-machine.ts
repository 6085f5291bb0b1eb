import { setup, assign, and } from 'xstate';
import { Type, type Static } from '@sinclair/typebox';
import { N } from '../http/schemas.ts';
import { eventosCom, UmDe, type ComAtor } from '../eventos.ts';
import { GRUPO_PERFIL, type Actor } from '../access/roles.ts';
import { atorAlcancaDealer } from '../access/reach.ts';
import { smsg } from './messages.ts';
import { STATUS_TROCA } from './status.ts';

/**
 * A dealer-to-dealer swap request (veículo troca pedido). Stream `troca-<id>`.
 * Every event carries the acting user (`actor`) and the time (`at`); the outside facts a rule needs
 * (the vehicles' status and owner, the cession count of the month, days in stock) are put in when deciding.
 */
const evento = eventosCom({ at: Type.String(), motivo: Type.Optional(N(Type.String())) });
export const Contato = Type.Object({
  contatoNome: Type.String(),
  contatoEmail: Type.String(),
  contatoTelefone: Type.String(),
  comentario: N(Type.String()),
});
export type Contato = Static<typeof Contato>;
export const DadosSolicitacaoTroca = Type.Object({
  ...Contato.properties,
  trocaId: Type.Integer(),
  /** the vehicle asked for (status 11 at another dealer) */
  veiculoInteresseId: Type.Integer({ description: 'o veículo pedido (status 11 em outro dealer)' }),
  concessionariaDonaId: Type.Integer(),
  concessionariaDonaGrupoId: N(Type.Integer()),
  concessionariaSolicitanteId: Type.Integer(),
  concessionariaSolicitanteGrupoId: N(Type.Integer()),
  /** the requester's vehicles offered in exchange; empty = a request without swap (only a cession can answer it) */
  veiculosPropostos: Type.Array(Type.Integer(), { description: 'os veículos oferecidos em troca; vazio: solicitação sem troca' }),
  /** the swap process duration ends (configured business days after the request) */
  venceEm: Type.String(),
  /**
   * 'Ao solicitar uma troca, você se compromete em realizar o faturamento do veículo.': the requester's commitment to bill the
   * vehicle asked for, taken with the request (absent in requests recorded before it was kept: read as false)
   */
  compromissoFaturamento: Type.Optional(Type.Boolean({ description: 'compromisso de faturar o veículo pedido (ausente: falso)' })),
  // facts read when deciding
  interesseDisponivel: Type.Boolean(),
  propostosDoSolicitante: Type.Boolean(),
  propostosDisponiveis: Type.Boolean(),
});
export type DadosSolicitacaoTroca = Static<typeof DadosSolicitacaoTroca>;
export const FatosCessao = Type.Object({
  /** cession is open (the monthly limit is above 0) */
  cessaoPermitida: Type.Boolean(),
  /** cessions the owner dealer made this month, before this one */
  cessoesNoMes: Type.Integer(),
  limiteCessoesMes: Type.Integer(),
});
export type FatosCessao = Static<typeof FatosCessao>;

/** The swap's events as the stream `troca-<id>` keeps them (without the acting user). */
export const SwapEventData = Type.Union([
  evento('TrocaSolicitada', DadosSolicitacaoTroca.properties),
  evento('TrocaAceita', {
    veiculosEscolhidos: Type.Array(Type.Integer()),
    /** the owner requested the billing of the vehicle it receives in the same command (PUT veiculos/troca/pedido/aceitar); absent on the bare accept */
    comFaturamento: Type.Optional(Type.Boolean({ description: 'o dono pediu o faturamento do veículo recebido no mesmo comando' })),
  }),
  evento('TrocaRejeitada'),
  evento('TrocaCedida', FatosCessao.properties),
  evento('TrocaCancelada'),
  evento('TrocaExpirada'),
  evento('TrocaEncerrada', { trocaVencedoraId: Type.Integer() }),
  evento('TrocaAutomatica', { veiculoPropostoId: Type.Integer(), diasEmEstoque: Type.Integer(), tempoLimiteEstoque: Type.Integer() }),
]);
export type SwapEvent = ComAtor<Static<typeof SwapEventData>>;
export type SwapEventType = SwapEvent['type'];

export const SwapContext = Type.Object({
  ...Contato.properties,
  trocaId: N(Type.Integer()),
  veiculoInteresseId: N(Type.Integer()),
  concessionariaDonaId: N(Type.Integer()),
  concessionariaDonaGrupoId: N(Type.Integer()),
  concessionariaSolicitanteId: N(Type.Integer()),
  concessionariaSolicitanteGrupoId: N(Type.Integer()),
  veiculosPropostos: Type.Array(Type.Integer()),
  venceEm: N(Type.String()),
  solicitadoEm: N(Type.String()),
  solicitadoPorId: N(Type.Integer()),
  solicitadoPorNome: N(Type.String()),
  respondidoEm: N(Type.String()),
  respondidoPorId: N(Type.Integer()),
  respondidoPorNome: N(Type.String()),
  /** the offered vehicle the owner took (Trocado) */
  veiculoPropostoAceitoId: N(Type.Integer()),
  /** the requester committed to bill the vehicle asked for */
  compromissoFaturamento: Type.Boolean(),
  /** the owner accepted through the billing-request modal: the vehicle it received has its billing request (same correlation id) */
  aceitaComFaturamento: Type.Boolean(),
  automatica: Type.Boolean(),
  status: N(UmDe(STATUS_TROCA)),
  motivo: N(Type.String()),
});
export type SwapContext = Static<typeof SwapContext>;

export const contextoInicialTroca: SwapContext = {
  trocaId: null,
  veiculoInteresseId: null,
  concessionariaDonaId: null,
  concessionariaDonaGrupoId: null,
  concessionariaSolicitanteId: null,
  concessionariaSolicitanteGrupoId: null,
  veiculosPropostos: [],
  venceEm: null,
  solicitadoEm: null,
  solicitadoPorId: null,
  solicitadoPorNome: null,
  respondidoEm: null,
  respondidoPorId: null,
  respondidoPorNome: null,
  veiculoPropostoAceitoId: null,
  compromissoFaturamento: false,
  aceitaComFaturamento: false,
  automatica: false,
  status: null,
  motivo: null,
  contatoNome: '',
  contatoEmail: '',
  contatoTelefone: '',
  comentario: null,
};

/** The portal itself acting (timers, the daily schedule): user id 0 of the importer's profile group. */
export const ehPortal = (a: Actor) => a.userId === 0 && a.grupoPerfil === GRUPO_PERFIL.Administrador;

type Args = { context: SwapContext; event: SwapEvent };
const dealer = (a: Actor) => a.grupoPerfil === GRUPO_PERFIL.Dealer;
const escolhidos = (e: SwapEvent) => (e.type === 'TrocaAceita' ? e.veiculosEscolhidos : []);

export const swapMachine = setup({
  types: {} as { context: SwapContext; events: SwapEvent },
  guards: {
    /** rule: a dealer-side user acting for the requesting dealer (own dealer, or group with processosGrupo) */
    representaSolicitante: ({ event }: Args) =>
      event.type === 'TrocaSolicitada' &&
      dealer(event.actor) &&
      atorAlcancaDealer(event.actor, event.concessionariaSolicitanteId, event.concessionariaSolicitanteGrupoId),
    /** rule: the vehicle asked for is not the requester's own ('Você não pode trocar um veículo que já possui.') */
    naoPossuiInteresse: ({ event }: Args) =>
      event.type === 'TrocaSolicitada' &&
      event.concessionariaDonaId !== event.concessionariaSolicitanteId &&
      !atorAlcancaDealer(event.actor, event.concessionariaDonaId, event.concessionariaDonaGrupoId),
    /** rule: the vehicle asked for is available for swap (status 11, not blocked) */
    interesseDisponivel: ({ event }: Args) => event.type === 'TrocaSolicitada' && event.interesseDisponivel,
    /** rule: every offered vehicle belongs to the requesting dealer */
    propostosDoSolicitante: ({ event }: Args) => event.type === 'TrocaSolicitada' && event.propostosDoSolicitante,
    /** rule: every offered vehicle is in stock and not blocked for swap */
    propostosDisponiveis: ({ event }: Args) => event.type === 'TrocaSolicitada' && event.propostosDisponiveis,
    /** rule: a dealer-side user of the dealer that owns the vehicle asked for */
    ehDono: ({ context, event }: Args) =>
      dealer(event.actor) && atorAlcancaDealer(event.actor, context.concessionariaDonaId, context.concessionariaDonaGrupoId),
    /** rule: a dealer-side user of the requesting dealer */
    ehSolicitante: ({ context, event }: Args) =>
      dealer(event.actor) && atorAlcancaDealer(event.actor, context.concessionariaSolicitanteId, context.concessionariaSolicitanteGrupoId),
    /** rule: accepting names at least one vehicle, and the request offered some */
    algumVeiculo: ({ context, event }: Args) => escolhidos(event).length >= 1 && context.veiculosPropostos.length >= 1,
    /** rule: accepting names exactly one vehicle */
    somenteUm: ({ event }: Args) => escolhidos(event).length <= 1,
    /** rule: the chosen vehicle is one of the offered */
    foiOfertado: ({ context, event }: Args) => {
      const id = event.type === 'TrocaAceita' ? event.veiculosEscolhidos[0] : event.type === 'TrocaAutomatica' ? event.veiculoPropostoId : undefined;
      return id !== undefined && context.veiculosPropostos.includes(id);
    },
    /** rule: cession is open */
    cessaoPermitida: ({ event }: Args) => event.type === 'TrocaCedida' && event.cessaoPermitida && event.limiteCessoesMes > 0,
    /** rule: the owner dealer has not reached its monthly cession limit */
    dentroDoLimiteDeCessoes: ({ event }: Args) => event.type === 'TrocaCedida' && event.cessoesNoMes < event.limiteCessoesMes,
    /** rule: the portal itself (timer, schedule) */
    ehPortal: ({ event }: Args) => ehPortal(event.actor),
    /** rule: the swap process duration has ended */
    prazoVencido: ({ context, event }: Args) => context.venceEm !== null && new Date(event.at).getTime() >= new Date(context.venceEm).getTime(),
    /** rule: the vehicle asked for is past the stock time limit (swaps become automatic) */
    tempoLimiteAtingido: ({ event }: Args) =>
      event.type === 'TrocaAutomatica' && event.tempoLimiteEstoque > 0 && event.diasEmEstoque > event.tempoLimiteEstoque,
  },
  actions: {
    solicitou: assign(({ event }) => {
      if (event.type !== 'TrocaSolicitada') return {};
      const { type: _t, actor, at, motivo: _m, interesseDisponivel: _i, propostosDoSolicitante: _p, propostosDisponiveis: _d, ...dados } = event;
      return {
        ...dados,
        veiculosPropostos: [...dados.veiculosPropostos],
        compromissoFaturamento: dados.compromissoFaturamento === true,
        solicitadoEm: at,
        solicitadoPorId: actor.userId,
        solicitadoPorNome: actor.nome,
      };
    }),
    respondeu: assign(({ event }) => ({
      respondidoEm: event.at,
      respondidoPorId: event.actor.userId,
      respondidoPorNome: event.actor.nome,
      motivo: event.motivo ?? null,
    })),
    aceitou: assign(({ event }) => ({
      veiculoPropostoAceitoId:
        event.type === 'TrocaAceita' ? (event.veiculosEscolhidos[0] ?? null) : event.type === 'TrocaAutomatica' ? event.veiculoPropostoId : null,
      automatica: event.type === 'TrocaAutomatica',
      aceitaComFaturamento: event.type === 'TrocaAceita' && event.comFaturamento === true,
    })),
  },
}).createMachine({
  id: 'troca',
  initial: 'inexistente',
  context: contextoInicialTroca,
  states: {
    inexistente: {
      on: {
        TrocaSolicitada: {
          guard: and(['representaSolicitante', 'naoPossuiInteresse', 'interesseDisponivel', 'propostosDoSolicitante', 'propostosDisponiveis']),
          target: 'pendente',
          actions: 'solicitou',
        },
      },
    },
    pendente: {
      entry: assign({ status: STATUS_TROCA.pendente }),
      on: {
        TrocaAceita: { guard: and(['ehDono', 'algumVeiculo', 'somenteUm', 'foiOfertado']), target: 'trocado', actions: ['respondeu', 'aceitou'] },
        TrocaRejeitada: { guard: 'ehDono', target: 'rejeitado', actions: 'respondeu' },
        TrocaCedida: { guard: and(['ehDono', 'cessaoPermitida', 'dentroDoLimiteDeCessoes']), target: 'cedido', actions: 'respondeu' },
        TrocaCancelada: { guard: 'ehSolicitante', target: 'cancelado', actions: 'respondeu' },
        TrocaExpirada: { guard: and(['ehPortal', 'prazoVencido']), target: 'expirado', actions: 'respondeu' },
        TrocaEncerrada: { guard: 'ehPortal', target: 'cancelado', actions: 'respondeu' },
        TrocaAutomatica: { guard: and(['ehPortal', 'tempoLimiteAtingido', 'foiOfertado']), target: 'trocado', actions: ['respondeu', 'aceitou'] },
      },
    },
    trocado: { entry: assign({ status: STATUS_TROCA.trocado }) },
    rejeitado: { entry: assign({ status: STATUS_TROCA.rejeitado }) },
    cedido: { entry: assign({ status: STATUS_TROCA.cedido }) },
    cancelado: { entry: assign({ status: STATUS_TROCA.cancelado }) },
    expirado: { entry: assign({ status: STATUS_TROCA.expirado }) },
  },
});

export type SwapState = 'inexistente' | 'pendente' | 'trocado' | 'rejeitado' | 'cedido' | 'cancelado' | 'expirado';

/** Rule guards are replaced by `() => true` when folding stored events (docs/architecture.md "Machines and the fold"). The machine has no routing guards: every event has one target. */
export const swapRuleGuards = [
  'representaSolicitante',
  'naoPossuiInteresse',
  'interesseDisponivel',
  'propostosDoSolicitante',
  'propostosDisponiveis',
  'ehDono',
  'ehSolicitante',
  'algumVeiculo',
  'somenteUm',
  'foiOfertado',
  'cessaoPermitida',
  'dentroDoLimiteDeCessoes',
  'ehPortal',
  'prazoVencido',
  'tempoLimiteAtingido',
] as const;

/** pt-BR reason when a rule guard refuses. */
export const swapGuardMessages: Record<(typeof swapRuleGuards)[number], string> = {
  representaSolicitante: smsg.somenteDealer,
  naoPossuiInteresse: smsg.veiculoJaPossui,
  interesseDisponivel: smsg.veiculoIndisponivel,
  propostosDoSolicitante: smsg.ofertadoDeOutraConcessionaria,
  propostosDisponiveis: smsg.ofertadoIndisponivel,
  ehDono: smsg.somenteDono,
  ehSolicitante: smsg.somenteSolicitante,
  algumVeiculo: smsg.peloMenosUmVeiculo,
  somenteUm: smsg.somenteUmVeiculo,
  foiOfertado: smsg.veiculoNaoOfertado,
  cessaoPermitida: smsg.cessaoNaoPermitida,
  dentroDoLimiteDeCessoes: smsg.limiteCessoesAtingido,
  ehPortal: smsg.somenteSistema,
  prazoVencido: smsg.prazoNaoVencido,
  tempoLimiteAtingido: smsg.tempoLimiteNaoAtingido,
};

/** pt-BR reason when the request's status does not accept the event at all. */
export function swapStateRefusal(state: string, event: SwapEventType): string {
  if (event === 'TrocaSolicitada') return smsg.trocaJaSolicitada;
  if (state === 'inexistente') return smsg.trocaInexistente;
  if (state === 'expirado') return smsg.expirada;
  if (state === 'cancelado') return smsg.cancelada;
  if (state === 'trocado' || state === 'rejeitado' || state === 'cedido') return smsg.jaRespondida;
  return smsg.statusNaoPermite;
}

/** Whether a status is open (still waiting for an answer). */
export const trocaAberta = (status: number | null) => status === STATUS_TROCA.pendente || status === STATUS_TROCA.aguardandoAutorizacao;
