import { setup, assign, and } from 'xstate';
import { Type, type Static } from '@sinclair/typebox';
import { N } from '../http/schemas.ts';
import { eventosCom, UmDe, type ComAtor } from '../eventos.ts';
import { GRUPO_PERFIL, type Actor } from '../access/roles.ts';
import { atorAlcancaDealer } from '../access/reach.ts';
import { ISO_DATA, fimDeSemana } from '../br/dates.ts';
import { cleanCnpj, isValidCnpj } from '../br/cnpj.ts';
import { nfMsg } from './messages.ts';
import { STEP_NF, NOME_STEP_NF, ESTADO_DO_STEP_NF, type StepNf, type EstadoNf } from './steps.ts';

/**
 * A commission invoice (nota fiscal de comissão, spec 001 §2.10, §4.3). Stream `nota-fiscal-<id>`. The commissions of one or
 * more direct-sales orders of one dealer are invoiced by the dealer with one NF-e: attached (→ Provisionamento 1) → Aprovado
 * Vendas (2) → Pagamento Aprovado / Aprovado Diretoria (3) → Pago (4); Reprovado (5), with a mandatory comment, from 1, 2, 3
 * and 4; a Reprovado invoice is attached again (a new NF-e for the same orders) and starts over at 1. Every event carries the
 * acting user (`actor`) and the time (`at`); outside facts (the commissions' sum, the dealer's CNPJs) are put in when deciding.
 */
/** `comentario`: the comment of a move (mandatory to reject) */
const evento = eventosCom({
  at: Type.String(),
  comentario: Type.Optional(N(Type.String({ description: 'o comentário do movimento (obrigatório para reprovar)' }))),
  /** a move into an approval step (Provisionamento, Aprovado Vendas, Aprovado Diretoria): when it is due (conf17 business days) */
  prazoEtapaEm: Type.Optional(Type.String({ description: 'quando vence a etapa de aprovação em que a nota entra' })),
});

/** The NF-e as attached (spec §3 "Invoice create payload"), plus what the server checks it against. */
export const DadosNotaFiscal = Type.Object({
  notaFiscalId: Type.Integer(),
  concessionariaId: Type.Integer(),
  concessionariaGrupoId: N(Type.Integer()),
  pedidosId: Type.Array(Type.Integer()),
  /** digits (spec §5: invoice number numeric); '' when neither typed nor read from an XML */
  numeroNotaFiscal: Type.String({ description: "dígitos; '' quando nem digitado nem lido de um XML" }),
  /** YYYY-MM-DD, a weekday; null when neither typed nor read from an XML */
  dataEmissao: N(Type.String()),
  /** BRL, rounded to the cent, at least -100 (spec §5); null when neither typed nor read from an XML */
  valorNotaFiscal: N(Type.Number()),
  /** the sum of the selected orders' commissions (calculated, read-only on the screen) */
  valorComissao: Type.Number({ description: 'a soma das comissões dos pedidos' }),
  /** the issuer's CNPJ, unmasked, as typed or read from the XML ('' when neither) */
  cnpjEmitente: Type.String(),
  /** the uploaded file (`arquivos/<id>`) */
  urlNotaFiscal: Type.String(),
  /** the fields were read from an NF-e XML */
  lidoDoXml: Type.Boolean(),
  /**
   * what the attach accepted although it disagrees (value ≠ the commissions' sum, issuer not the dealer's, typed ≠ XML, …),
   * for the approvers; absent in events recorded before the rule (read as none)
   */
  avisos: Type.Optional(Type.Array(Type.String(), { description: 'o que o atrelamento aceitou apesar de divergir, para os aprovadores' })),
});
export type DadosNotaFiscal = Static<typeof DadosNotaFiscal>;

/** The invoice's events as the stream `nota-fiscal-<id>` keeps them (without the acting user). */
export const NotaFiscalEventData = Type.Union([
  /** inexistente → 1, and 5 → 1 (attached again); `cnpjsDoDealer`: the commission dealer's CNPJs, read when deciding */
  evento('NotaFiscalAtrelada', { cnpjsDoDealer: Type.Array(Type.String()), ...DadosNotaFiscal.properties }, '→ 1 Provisionamento (também 5 → 1)'),
  /** 1 → 2 'Aprovação de Vendas' */
  evento('VendasAprovadas', {}, '1 → 2'),
  /** 2 → 3 'Aprovação de Diretoria' */
  evento('DiretoriaAprovada', {}, '2 → 3'),
  /** 3 → 4 'Pagamento Realizado' */
  evento('PagamentoRealizado', {}, '3 → 4'),
  /** 1, 2, 3, 4 → 5, with a comment */
  evento('NotaFiscalReprovada', {}, '1, 2, 3, 4 → 5, com comentário'),
]);
export type NotaFiscalEvent = ComAtor<Static<typeof NotaFiscalEventData>>;
export type NotaFiscalEventType = NotaFiscalEvent['type'];

/** A row of the invoice's history: one per step change, who and when. */
export const HistoricoNotaFiscal = Type.Object({
  step: UmDe(STEP_NF),
  descricao: Type.String(),
  usuarioId: Type.Integer(),
  nomeUsuario: Type.String(),
  espelhoAdminId: N(Type.Integer()),
  data: Type.String(),
  comentario: N(Type.String()),
});
export type HistoricoNotaFiscal = Static<typeof HistoricoNotaFiscal>;

const { notaFiscalId: _id, concessionariaId: _dealer, ...dadosDaNota } = DadosNotaFiscal.properties;
export const NotaFiscalContext = Type.Object({
  ...dadosDaNota,
  notaFiscalId: N(Type.Integer()),
  concessionariaId: N(Type.Integer()),
  step: N(UmDe(Object.values(STEP_NF).filter((s): s is Exclude<StepNf, 6> => s !== STEP_NF.semNf))),
  /** the reason of the last rejection (Motivo da reprovação) */
  comentario: N(Type.String({ description: 'o motivo da última reprovação' })),
  atreladaEm: N(Type.String()),
  atualizadoEm: N(Type.String()),
  /** how many times an NF-e was attached (1, then one more per attach after a rejection) */
  atrelamentos: Type.Integer({ description: 'quantas vezes uma NF-e foi atrelada' }),
  historico: Type.Array(HistoricoNotaFiscal),
});
export type NotaFiscalContext = Static<typeof NotaFiscalContext>;

export const contextoInicialNotaFiscal: NotaFiscalContext = {
  notaFiscalId: null,
  concessionariaId: null,
  concessionariaGrupoId: null,
  pedidosId: [],
  numeroNotaFiscal: '',
  dataEmissao: null,
  valorNotaFiscal: null,
  valorComissao: 0,
  cnpjEmitente: '',
  urlNotaFiscal: '',
  lidoDoXml: false,
  avisos: [],
  step: null,
  comentario: null,
  atreladaEm: null,
  atualizadoEm: null,
  atrelamentos: 0,
  historico: [],
};

/** Profiles that act on invoices (the role claim of importer staff), and 'Dealer' for the commission dealer's users. */
export const PERFIL_NF = { administrador: 'Administrador', vendaDireta: 'Venda Direta', financeiro: 'Financeiro', dealer: 'Dealer' } as const;
export type PerfilNf = (typeof PERFIL_NF)[keyof typeof PERFIL_NF];
const { administrador: ADM, vendaDireta: VD, financeiro: FIN, dealer: DEALER } = PERFIL_NF;

/** Who may do each move (docs/decisions.md "Commissions and invoices"). */
export const QUEM_NF = {
  atrelar: [ADM, DEALER],
  aprovarVendas: [ADM, VD],
  aprovarDiretoria: [ADM],
  pagamentoRealizado: [ADM, FIN],
  /** by the step the invoice stands at: who approves that step rejects it; a paid invoice only the Administrador */
  reprovar: { 1: [ADM, VD], 2: [ADM], 3: [ADM, FIN], 4: [ADM] } as Record<1 | 2 | 3 | 4, readonly PerfilNf[]>,
} as const;

/** Whether `actor` acts as one of `perfis` on an invoice of that dealer. */
export function atuaNaNota(actor: Actor, perfis: readonly PerfilNf[], concessionariaId: number | null, grupoId: number | null): boolean {
  if (actor.grupoPerfil === GRUPO_PERFIL.Dealer) return perfis.includes(DEALER) && atorAlcancaDealer(actor, concessionariaId, grupoId);
  return actor.grupoPerfil === GRUPO_PERFIL.Administrador && perfis.some((p) => p !== DEALER && p === actor.role);
}

/** Largest comment (DECISIONS.md: comments up to 8000 characters). */
export const MAX_COMENTARIO_NF = 8000;
/** The note value's minimum on the screen (spec §5: numeric, minimum -100). */
export const VALOR_MINIMO_NF = -100;
const MAX_VALOR = 99_999_999.99;

type Args = { context: NotaFiscalContext; event: NotaFiscalEvent };
const texto = (s: string | null | undefined) => (s ?? '').trim();
export const centavos = (n: number) => Math.round(n * 100);
/** a real calendar date YYYY-MM-DD (2026-02-30 is not) */
export const dataValidaNf = (d: unknown): d is string =>
  typeof d === 'string' && ISO_DATA.test(d) && !Number.isNaN(Date.parse(`${d}T12:00:00Z`)) && new Date(`${d}T12:00:00Z`).toISOString().slice(0, 10) === d;
const dataValida = dataValidaNf;
const atrelada = (e: NotaFiscalEvent) => (e.type === 'NotaFiscalAtrelada' ? e : null);

/** The rules an NF-e must pass to be attached, in the order their refusals are reported. */
const REGRAS_ATRELAR = [
  'podeAtrelar',
  'mesmaComissao',
  'pedidosInformados',
  'arquivoInformado',
  'numeroValido',
  'dataEmissaoValida',
  'dataEmissaoDiaUtil',
  'valorValido',
] as const;

/** Attaching an NF-e (the first time, or again after a rejection): every rule, then Provisionamento. */
const atrelar = {
  guard: and([...REGRAS_ATRELAR]),
  target: 'provisionamento',
  actions: 'atrelou',
} as const;

/** Rejecting from a step: whoever approves that step, with a comment within the limit. */
const reprovar = (step: 1 | 2 | 3 | 4) =>
  ({
    guard: and([{ type: 'perfilPermitido', params: { perfis: QUEM_NF.reprovar[step] } }, 'comentarioInformado', 'comentarioDentroDoLimite']),
    target: 'reprovado',
  }) as const;

export const notaFiscalMachine = setup({
  types: {} as { context: NotaFiscalContext; events: NotaFiscalEvent },
  guards: {
    /** rule: the commission dealer's users (own dealer, or group with processosGrupo) or the Administrador attach */
    podeAtrelar: ({ event }: Args) => {
      const e = atrelada(event);
      return !!e && atuaNaNota(e.actor, QUEM_NF.atrelar, e.concessionariaId, e.concessionariaGrupoId);
    },
    /** rule: attached again by the same dealer, for the same orders */
    mesmaComissao: ({ context, event }: Args) => {
      const e = atrelada(event);
      if (!e || context.notaFiscalId === null) return true;
      const a = [...context.pedidosId].sort((x, y) => x - y).join(',');
      const b = [...e.pedidosId].sort((x, y) => x - y).join(',');
      return e.concessionariaId === context.concessionariaId && a === b;
    },
    /** rule: at least one order */
    pedidosInformados: ({ event }: Args) => !!atrelada(event)?.pedidosId.length,
    /** rule: the file is attached */
    arquivoInformado: ({ event }: Args) => texto(atrelada(event)?.urlNotaFiscal).length > 0,
    /** rule: the NF-e number, when there is one, is numeric (spec §5: invoice number numeric) */
    numeroValido: ({ event }: Args) => numeroValidoNf(atrelada(event)?.numeroNotaFiscal ?? ''),
    /** rule: the issue date, when there is one, is a date */
    dataEmissaoValida: ({ event }: Args) => {
      const d = atrelada(event)?.dataEmissao ?? null;
      return d === null || dataValida(d);
    },
    /** rule: the issue date, when there is one, is a weekday (spec §5: weekends disabled) */
    dataEmissaoDiaUtil: ({ event }: Args) => {
      const d = atrelada(event)?.dataEmissao ?? null;
      return d === null || !fimDeSemana(d);
    },
    /** rule: the note value, when there is one, is a number of at least -100 (spec §5: numeric with minimum -100) */
    valorValido: ({ event }: Args) => {
      const v = atrelada(event)?.valorNotaFiscal ?? null;
      return v === null || valorValidoNf(v);
    },
    /** rule: the actor acts as one of the profiles named for this move */
    perfilPermitido: ({ context, event }: Args, p: { perfis: readonly PerfilNf[] }) =>
      atuaNaNota(event.actor, p.perfis, context.concessionariaId, context.concessionariaGrupoId),
    /** rule: a rejection says why */
    comentarioInformado: ({ event }: Args) => texto(event.comentario).length > 0,
    /** rule: the comment has at most 8000 characters */
    comentarioDentroDoLimite: ({ event }: Args) => texto(event.comentario).length <= MAX_COMENTARIO_NF,
  },
  actions: {
    atrelou: assign(({ context, event }) => {
      const e = atrelada(event);
      if (!e) return {};
      const { type: _t, actor: _a, at, comentario: _c, cnpjsDoDealer: _d, prazoEtapaEm: _p, ...dados } = e;
      return {
        ...dados,
        avisos: dados.avisos ?? [],
        cnpjEmitente: cleanCnpj(dados.cnpjEmitente),
        comentario: null,
        atreladaEm: at,
        atrelamentos: context.atrelamentos + 1,
      };
    }),
    /** entry of every step: the step, when, and who (the history row) */
    entrouNoStep: assign(({ context, event }, p: { step: Exclude<StepNf, 6> }) => {
      const comentario = event.type === 'NotaFiscalReprovada' ? texto(event.comentario) : null;
      return {
        step: p.step,
        atualizadoEm: event.at,
        ...(event.type === 'NotaFiscalReprovada' ? { comentario } : {}),
        historico: [
          ...context.historico,
          {
            step: p.step,
            descricao: NOME_STEP_NF[p.step],
            usuarioId: event.actor.userId,
            nomeUsuario: event.actor.nome,
            espelhoAdminId: event.actor.espelhoAdminId ?? null,
            data: event.at,
            comentario,
          },
        ],
      };
    }),
  },
}).createMachine({
  id: 'notaFiscal',
  initial: 'inexistente',
  context: contextoInicialNotaFiscal,
  states: {
    inexistente: {
      on: {
        NotaFiscalAtrelada: atrelar,
      },
    },
    provisionamento: {
      entry: { type: 'entrouNoStep', params: { step: STEP_NF.provisionamento } },
      on: {
        VendasAprovadas: { guard: { type: 'perfilPermitido', params: { perfis: QUEM_NF.aprovarVendas } }, target: 'aprovadoVendas' },
        NotaFiscalReprovada: reprovar(1),
      },
    },
    aprovadoVendas: {
      entry: { type: 'entrouNoStep', params: { step: STEP_NF.aprovadoVendas } },
      on: {
        DiretoriaAprovada: { guard: { type: 'perfilPermitido', params: { perfis: QUEM_NF.aprovarDiretoria } }, target: 'aprovadoDiretoria' },
        NotaFiscalReprovada: reprovar(2),
      },
    },
    aprovadoDiretoria: {
      entry: { type: 'entrouNoStep', params: { step: STEP_NF.aprovadoDiretoria } },
      on: {
        PagamentoRealizado: { guard: { type: 'perfilPermitido', params: { perfis: QUEM_NF.pagamentoRealizado } }, target: 'pago' },
        NotaFiscalReprovada: reprovar(3),
      },
    },
    pago: {
      entry: { type: 'entrouNoStep', params: { step: STEP_NF.pago } },
      on: {
        NotaFiscalReprovada: reprovar(4),
      },
    },
    reprovado: {
      entry: { type: 'entrouNoStep', params: { step: STEP_NF.reprovado } },
      on: {
        NotaFiscalAtrelada: atrelar,
      },
    },
  },
});

export type NotaFiscalState = 'inexistente' | EstadoNf;

/** Rule guards are replaced by `() => true` when folding stored events (docs/architecture.md "Machines and the fold"). The machine has no routing guards. */
export const notaFiscalRuleGuards = [...REGRAS_ATRELAR, 'perfilPermitido', 'comentarioInformado', 'comentarioDentroDoLimite'] as const;

const brl = (v: number) => v.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });

/** The pt-BR reason when a rule guard refuses (the value and CNPJ messages name the figures: `explicarRecusaNf`). */
export const notaFiscalGuardMessages: Record<(typeof notaFiscalRuleGuards)[number], string> = {
  podeAtrelar: nfMsg.semPermissaoAtrelar,
  mesmaComissao: nfMsg.reprovadaSoReatrela,
  pedidosInformados: nfMsg.necessarioPedidos,
  arquivoInformado: nfMsg.necessarioAnexar,
  numeroValido: nfMsg.numeroInvalido,
  dataEmissaoValida: nfMsg.dataEmissaoInvalida,
  dataEmissaoDiaUtil: nfMsg.dataEmissaoFimDeSemana,
  valorValido: nfMsg.valorInvalido,
  perfilPermitido: nfMsg.semPermissaoStep('esta ação'),
  comentarioInformado: nfMsg.comentarioObrigatorio,
  comentarioDentroDoLimite: nfMsg.comentarioLongo,
};

/**
 * The attach's warnings (spec §5 refuses none of these, so the attach goes through and the approvers read them): a field left
 * empty; the note value differs from the commissions' sum; the issue date is after `hoje` (São Paulo); the issuer's CNPJ is not
 * a CNPJ, or not one of the dealer's.
 */
export function conferirNotaFiscal(
  e: Pick<DadosNotaFiscal, 'numeroNotaFiscal' | 'valorNotaFiscal' | 'valorComissao' | 'cnpjEmitente' | 'dataEmissao'>,
  cnpjsDoDealer: string[],
  hoje: string,
): string[] {
  const avisos: string[] = [];
  if (e.numeroNotaFiscal === '') avisos.push(nfMsg.numeroNaoInformado);
  if (e.dataEmissao === null) avisos.push(nfMsg.dataEmissaoNaoInformada);
  if (e.valorNotaFiscal === null) avisos.push(nfMsg.valorNaoInformado);
  else if (centavos(e.valorNotaFiscal) !== centavos(e.valorComissao)) avisos.push(nfMsg.valorNaoConfere(brl(e.valorNotaFiscal), brl(e.valorComissao)));
  if (e.dataEmissao !== null && e.dataEmissao > hoje) avisos.push(nfMsg.dataEmissaoFutura);
  const cnpj = cleanCnpj(e.cnpjEmitente);
  if (cnpj && !isValidCnpj(cnpj)) avisos.push(nfMsg.cnpjInvalido(e.cnpjEmitente));
  else if (cnpj && !cnpjsDoDealer.map(cleanCnpj).includes(cnpj)) avisos.push(nfMsg.cnpjNaoConfere(e.cnpjEmitente));
  return avisos;
}

/** spec §5: the invoice number is numeric ('' = not given) */
export const numeroValidoNf = (n: string) => n === '' || /^\d{1,20}$/.test(n);
/** spec §5: the note value is numeric, minimum -100 (and below the column's limit) */
export const valorValidoNf = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= VALOR_MINIMO_NF && v <= MAX_VALOR;

/** The name of the move of each event (the bulk actions' names, spec §4.3). */
export const NOME_ACAO_NF: Record<NotaFiscalEventType, string> = {
  NotaFiscalAtrelada: 'Atrelar Nota Fiscal',
  VendasAprovadas: 'Aprovação de Vendas',
  DiretoriaAprovada: 'Aprovação de Diretoria',
  PagamentoRealizado: 'Pagamento Realizado',
  NotaFiscalReprovada: 'Reprovar',
};

/** pt-BR reason when the invoice's step does not accept the event at all. */
export function notaFiscalStateRefusal(state: string, event: NotaFiscalEventType): string {
  if (event === 'NotaFiscalAtrelada') return state === 'reprovado' || state === 'inexistente' ? nfMsg.semPermissaoAtrelar : nfMsg.jaAtrelada;
  if (state === 'inexistente') return nfMsg.notaInexistente;
  if (state === 'reprovado') return nfMsg.reprovadaSoReatrela;
  if (state === 'pago' && event !== 'NotaFiscalReprovada') return nfMsg.pagaNaoAltera;
  const step = (STEP_NF as Record<string, StepNf>)[state];
  return nfMsg.stepNaoSegue(step ? NOME_STEP_NF[step] : state, NOME_ACAO_NF[event]);
}

export const estadoDaNota = (c: Pick<NotaFiscalContext, 'step'>): NotaFiscalState => (c.step === null ? 'inexistente' : ESTADO_DO_STEP_NF[c.step]);

/** What the invoice list offers on an invoice for this user, asked to the machine: the three approvals and the rejection. */
export function acoesDaNota(
  context: NotaFiscalContext,
  actor: Actor,
): { aprovarVendas: boolean; aprovarDiretoria: boolean; pagamentoRealizado: boolean; reprovar: boolean } {
  const estado = estadoDaNota(context);
  if (estado === 'inexistente') return { aprovarVendas: false, aprovarDiretoria: false, pagamentoRealizado: false, reprovar: false };
  const s = notaFiscalMachine.resolveState({ value: estado, context });
  const at = context.atualizadoEm ?? new Date(0).toISOString();
  return {
    aprovarVendas: s.can({ type: 'VendasAprovadas', actor, at }),
    aprovarDiretoria: s.can({ type: 'DiretoriaAprovada', actor, at }),
    pagamentoRealizado: s.can({ type: 'PagamentoRealizado', actor, at }),
    reprovar: s.can({ type: 'NotaFiscalReprovada', actor, at, comentario: 'x' }),
  };
}

/** Whether this user may attach an invoice to commissions of that dealer (the machine's attach rule). */
export const podeAtrelarNota = (actor: Actor, concessionariaId: number | null, grupoId: number | null) =>
  atuaNaNota(actor, QUEM_NF.atrelar, concessionariaId, grupoId);
