import { setup, assign, and, type AnyStateMachine } from 'xstate';
import { GRUPO_PERFIL, type Actor } from '../access/roles.ts';
import { atorAlcancaDealer } from '../access/reach.ts';
import { pmsg, MAX_COMENTARIO_TEXTO } from './messages.ts';
import { STEP, NOME_STEP, ESTADO_DO_STEP_ATUAL, type StepId, type StepAtual, type EstadoPedido } from './steps.ts';

/**
 * A direct-sales order (pedido de venda direta). Stream `pedido-<id>`. The moves are the decision table of DECISIONS.md
 * ("Direct-sales orders (the step machine)"), written once below as data (`MOVIMENTOS`) from which the machine is built.
 * Every event carries the acting user (`actor`) and the time (`at`); outside facts (open boletos) are put in when deciding.
 */
interface Base {
  actor: Actor;
  at: string;
  motivo?: string | null;
}
type Opt<T> = T | null;
export interface SolicitantePedido {
  tipoCliente: number;
  cpf: Opt<string>;
  nome: Opt<string>;
  profissaoId: Opt<number>;
  telefone: Opt<string>;
  celular: Opt<string>;
  email: Opt<string>;
  rg: Opt<string>;
  cep: Opt<string>;
  logradouro: Opt<string>;
  numero: Opt<string>;
  complemento: Opt<string>;
  bairro: Opt<string>;
  nomeCidade: Opt<string>;
  nomeUf: Opt<string>;
  cidadeId: Opt<number>;
  ufId: Opt<number>;
  cnpj: Opt<string>;
  inscricaoEstadual: Opt<string>;
  inscricaoMunicipal: Opt<string>;
  razaoSocial: Opt<string>;
  nomeFantasia: Opt<string>;
}
export interface ContatoEmpresaPedido {
  nome: string;
  telefone: string;
  celular: string;
  email: string;
  cpf: string;
  rgRne: string;
  profissaoId: Opt<number>;
  /** 1 residencial, 2 comercial, 3 cobrança, 4 inscrição */
  tipoEndereco: Opt<number>;
  cep: string;
  logradouro: string;
  numero: string;
  complemento: Opt<string>;
  bairro: string;
  nomeCidade: Opt<string>;
  nomeUf: Opt<string>;
  cidadeId: Opt<number>;
  ufId: Opt<number>;
}
export interface DescricaoProdutoPedido {
  codigoPedido: Opt<string>;
  chassi: Opt<string>;
  tipoModeloAgrupadoId: Opt<number>;
  derivativoId: Opt<number>;
  marca: Opt<string>;
  versaoId: Opt<number>;
  edicaoLimitada: boolean;
  corExterna: Opt<string>;
  corInterna: Opt<string>;
  anoModelo: Opt<number>;
  anoProducao: Opt<number>;
  veiculoId: Opt<number>;
}
export interface PrecoPagamentoPedido {
  precoPublico: Opt<number>;
  precoOpcional: Opt<number>;
  precoPublicoFinal: number;
  /** 1 D1, 2 D2, 3 D3, 5 D4, 4 PCD, null none */
  tipoDesconto: Opt<number>;
  descontoEspecial: number;
  precoEspecial: number;
  /** 1 À vista, 2 Financiado, 3 Leasing, 4 Consórcio */
  tipoPagamento: Opt<number>;
}
export interface ArquivoPedido {
  id: string;
  tipoArquivo: number;
  tipoArquivoNome: Opt<string>;
  nomeArquivo: Opt<string>;
  nomeUsuario: Opt<string>;
  dataUpload: Opt<string>;
  status: number;
}
/** The order body the screen edits (spec §3); boletos are their own aggregate. */
export interface DadosPedido {
  pedidoSolicitante: SolicitantePedido;
  pedidoContatoEmpresas: ContatoEmpresaPedido[];
  pedidoDescricaoProduto: DescricaoProdutoPedido;
  pedidoPrecoPagamento: PrecoPagamentoPedido;
  pedidoArquivos: ArquivoPedido[];
  percentualComissao: Opt<number>;
  valorComissao: Opt<number>;
  tipoComissao: Opt<number>;
  pessoaPoliticamenteExposta: Opt<boolean>;
  confirmaValor: Opt<boolean>;
  dataFaturamento: Opt<string>;
}

type Movimento =
  | 'EnviadoParaAprovacao'
  | 'VendaAprovada'
  | 'VendaReprovada'
  | 'CadastroAprovado'
  | 'CadastroReprovado'
  | 'FaturamentoAprovado'
  | 'FaturamentoReprovado'
  | 'InsercaoConfirmada'
  | 'RetornadoAoFaturamento'
  | 'RetornadoAprovacaoVenda'
  | 'PagamentoAprovado'
  | 'PagamentoReprovado'
  | 'RetornadoDeLiberado'
  | 'PedidoConcluido'
  | 'RetornadoParaLiberado'
  | 'RetornadoParaEnviado'
  | 'PedidoCancelado'
  | 'InsercaoBoletoConfirmada';

export type OrderEvent =
  | (Base & {
      type: 'PedidoCriado';
      pedidoId: number;
      codigo: string;
      concessionariaId: number;
      concessionariaGrupoId: number | null;
      tipoVenda: 1 | 2 | 3;
      prePagamento: boolean;
      veiculoId: number | null;
      dados: DadosPedido;
    })
  | (Base & { type: 'PedidoAtualizado'; dados: DadosPedido })
  | (Base & { type: Movimento })
  | (Base & { type: 'VeiculoEnviado'; boletosEmAberto: number; confirmouPagamento: boolean })
  | (Base & { type: 'ComentarioInserido'; descricao: string; usuarioDestinatarioId: number; destinatarioNome: string });
export type OrderEventType = OrderEvent['type'];

export interface HistoricoPedido {
  step: StepId;
  descricao: string;
  motivo: string | null;
  usuarioId: number;
  nomeUsuario: string;
  dataStep: string;
}
export interface ComentarioPedido {
  descricao: string;
  dataCadastro: string;
  usuarioCadastroId: number;
  nomeUsuarioCadastro: string;
  usuarioDestinatarioId: number;
  destinatarioNome: string;
}
export interface OrderContext {
  pedidoId: number | null;
  codigo: string | null;
  concessionariaId: number | null;
  concessionariaGrupoId: number | null;
  tipoVenda: 1 | 2 | 3 | null;
  prePagamento: boolean;
  veiculoId: number | null;
  step: StepId | null;
  criadoPorId: number | null;
  criadoPorNome: string | null;
  criadoEm: string | null;
  atualizadoEm: string | null;
  dados: DadosPedido | null;
  motivo: string | null;
  insercaoBoletoConfirmada: boolean;
  pagamentoConfirmadoSemBoletos: boolean;
  historico: HistoricoPedido[];
  comentarios: ComentarioPedido[];
}

export const contextoInicialPedido: OrderContext = {
  pedidoId: null,
  codigo: null,
  concessionariaId: null,
  concessionariaGrupoId: null,
  tipoVenda: null,
  prePagamento: false,
  veiculoId: null,
  step: null,
  criadoPorId: null,
  criadoPorNome: null,
  criadoEm: null,
  atualizadoEm: null,
  dados: null,
  motivo: null,
  insercaoBoletoConfirmada: false,
  pagamentoConfirmadoSemBoletos: false,
  historico: [],
  comentarios: [],
};

export const MAX_COMENTARIO = MAX_COMENTARIO_TEXTO;

/** Who may act: roles by profile name, `dealer` = a dealer-side user who reaches the order's dealer. */
export type Papel = 'Administrador' | 'Venda Direta' | 'Financeiro' | 'Faturamento' | 'Logística' | 'Gerente de Vendas' | 'dealer';
export interface MovimentoPedido {
  de: StepAtual;
  evento: Movimento | 'VeiculoEnviado';
  /** target; `pre` differs with pré-pagamento (routing on the order's own mode) */
  para: StepAtual | { regular: StepAtual; pre: StepAtual };
  quem: readonly Papel[];
  comentario?: boolean;
}

const ADM_VD: readonly Papel[] = ['Administrador', 'Venda Direta'];
const CRIADOR: readonly Papel[] = ['dealer', 'Venda Direta', 'Administrador'];
const FAT: readonly Papel[] = ['Faturamento', 'Administrador'];
const FIN: readonly Papel[] = ['Financeiro', 'Administrador'];

/** The decision table (DECISIONS.md), one row per move. */
export const MOVIMENTOS: readonly MovimentoPedido[] = [
  { de: 0, evento: 'EnviadoParaAprovacao', para: 2, quem: CRIADOR },
  { de: 1, evento: 'EnviadoParaAprovacao', para: 2, quem: CRIADOR },
  { de: 2, evento: 'VendaAprovada', para: { regular: 3, pre: 10 }, quem: ADM_VD },
  { de: 2, evento: 'VendaReprovada', para: 1, quem: ADM_VD, comentario: true },
  { de: 3, evento: 'CadastroAprovado', para: 5, quem: FAT },
  { de: 3, evento: 'CadastroReprovado', para: 2, quem: FAT },
  { de: 5, evento: 'FaturamentoAprovado', para: 6, quem: FAT },
  { de: 5, evento: 'FaturamentoReprovado', para: 3, quem: FAT },
  { de: 6, evento: 'InsercaoConfirmada', para: 7, quem: ['dealer', 'Financeiro', 'Administrador'] },
  { de: 6, evento: 'RetornadoAoFaturamento', para: 5, quem: ['dealer', 'Financeiro', 'Administrador'] },
  { de: 10, evento: 'InsercaoConfirmada', para: 11, quem: ['dealer', 'Financeiro', 'Venda Direta', 'Administrador'] },
  { de: 10, evento: 'RetornadoAprovacaoVenda', para: 2, quem: ['dealer', 'Financeiro', 'Venda Direta', 'Administrador'] },
  { de: 11, evento: 'PagamentoAprovado', para: 12, quem: FIN },
  { de: 11, evento: 'PagamentoReprovado', para: 10, quem: FIN },
  { de: 12, evento: 'CadastroAprovado', para: 13, quem: FAT },
  { de: 12, evento: 'CadastroReprovado', para: 11, quem: FAT },
  { de: 13, evento: 'FaturamentoAprovado', para: 7, quem: FAT },
  { de: 13, evento: 'FaturamentoReprovado', para: 12, quem: FAT },
  { de: 7, evento: 'VeiculoEnviado', para: 8, quem: FIN },
  { de: 7, evento: 'RetornadoDeLiberado', para: { regular: 6, pre: 13 }, quem: FIN },
  { de: 8, evento: 'PedidoConcluido', para: 15, quem: ['Logística', 'Administrador'] },
  { de: 8, evento: 'RetornadoParaLiberado', para: 7, quem: ['Logística', 'Administrador'] },
  { de: 15, evento: 'RetornadoParaEnviado', para: 8, quem: ['Administrador'] },
];
/** Cancel: from any step but 9 and 15, Venda Direta or Administrador, with a comment. */
export const QUEM_CANCELA: readonly Papel[] = ADM_VD;
/** The boleto-insertion marker (4 regular, 14 pré-pagamento): from step 3 on (not 9, 15), once; Financeiro, Venda Direta, Administrador. */
export const QUEM_CONFIRMA_BOLETO: readonly Papel[] = ['Financeiro', 'Venda Direta', 'Administrador'];
const STEPS_DO_MARCADOR: readonly StepAtual[] = [3, 5, 6, 7, 8, 10, 11, 12, 13];
/** Who may save the order (PedidoAtualizado) at each step (spec §6; DECISIONS.md). */
export const QUEM_SALVA: Record<StepAtual, readonly Papel[]> = {
  0: ['Administrador', 'Venda Direta', 'dealer'],
  1: ['Administrador', 'Venda Direta', 'dealer'],
  2: ADM_VD,
  3: ['Administrador', 'Venda Direta', 'Faturamento'],
  5: ['Administrador', 'Venda Direta', 'Faturamento'],
  6: ['Administrador', 'Venda Direta', 'Financeiro', 'dealer'],
  7: ['Administrador', 'Venda Direta', 'Financeiro'],
  8: ADM_VD,
  9: [],
  10: ['Administrador', 'Venda Direta', 'Gerente de Vendas', 'dealer'],
  11: ['Administrador', 'Venda Direta', 'Financeiro'],
  12: ['Administrador', 'Venda Direta', 'Faturamento'],
  13: ['Administrador', 'Venda Direta', 'Faturamento'],
  15: [],
};

/** Whether the actor plays one of `quem` for this order. */
export function temPapel(actor: Actor, quem: readonly Papel[], c: Pick<OrderContext, 'concessionariaId' | 'concessionariaGrupoId'>): boolean {
  if (actor.grupoPerfil === GRUPO_PERFIL.Dealer) return quem.includes('dealer') && atorAlcancaDealer(actor, c.concessionariaId, c.concessionariaGrupoId);
  return actor.grupoPerfil === GRUPO_PERFIL.Administrador && quem.includes(actor.role as Papel);
}

type Args = { context: OrderContext; event: OrderEvent };
const texto = (v: string | null | undefined) => (v ?? '').trim();
const alvo = (m: MovimentoPedido, pre: boolean) => (typeof m.para === 'number' ? m.para : pre ? m.para.pre : m.para.regular);

function historico(c: OrderContext, e: OrderEvent, step: StepId, motivo: string | null): HistoricoPedido[] {
  return [...c.historico, { step, descricao: NOME_STEP[step], motivo, usuarioId: e.actor.userId, nomeUsuario: e.actor.nome, dataStep: e.at }];
}

/** The transitions of one step, built from the table (plus cancel, the boleto marker, saves and comments). */
function transicoesDe(step: StepAtual) {
  const on: Record<string, unknown[]> = {};
  const add = (evento: string, t: unknown) => (on[evento] ??= []).push(t);
  for (const m of MOVIMENTOS.filter((x) => x.de === step)) {
    const guardas: unknown[] = [{ type: 'papel', params: { quem: m.quem } }];
    if (m.comentario) guardas.push('motivoInformado', 'motivoNoLimite');
    else guardas.push('motivoNoLimite');
    if (m.evento === 'VeiculoEnviado') guardas.push('boletosPagosOuConfirmado');
    if (typeof m.para === 'number') {
      add(m.evento, { guard: and(guardas as never[]), target: ESTADO_DO_STEP_ATUAL[m.para], actions: { type: 'moveu', params: { para: m.para } } });
    } else {
      add(m.evento, {
        guard: and([...(guardas as never[]), 'prePagamento']),
        target: ESTADO_DO_STEP_ATUAL[m.para.pre],
        actions: { type: 'moveu', params: { para: m.para.pre } },
      });
      add(m.evento, {
        guard: and([...(guardas as never[]), 'regular']),
        target: ESTADO_DO_STEP_ATUAL[m.para.regular],
        actions: { type: 'moveu', params: { para: m.para.regular } },
      });
    }
  }
  if (step !== STEP.cancelado && step !== STEP.concluido) {
    add('PedidoCancelado', {
      guard: and([{ type: 'papel', params: { quem: QUEM_CANCELA } }, 'motivoInformado', 'motivoNoLimite']),
      target: 'cancelado',
      actions: { type: 'moveu', params: { para: STEP.cancelado } },
    });
  }
  if (STEPS_DO_MARCADOR.includes(step)) {
    add('InsercaoBoletoConfirmada', {
      guard: and([{ type: 'papel', params: { quem: QUEM_CONFIRMA_BOLETO } }, 'insercaoNaoConfirmada']),
      actions: 'marcouInsercao',
    });
  }
  if (QUEM_SALVA[step].length) add('PedidoAtualizado', { guard: { type: 'papel', params: { quem: QUEM_SALVA[step] } }, actions: 'atualizou' });
  add('ComentarioInserido', { guard: and([{ type: 'papel', params: { quem: TODOS } }, 'comentarioValido']), actions: 'comentou' });
  return on;
}
const TODOS: readonly Papel[] = ['Administrador', 'Venda Direta', 'Financeiro', 'Faturamento', 'Logística', 'Gerente de Vendas', 'dealer'];

const ESTADOS = Object.fromEntries(
  (Object.entries(ESTADO_DO_STEP_ATUAL) as [string, EstadoPedido][]).map(([step, estado]) => [estado, { on: transicoesDe(Number(step) as StepAtual) }]),
);

export const orderMachine = setup({
  types: {} as { context: OrderContext; events: OrderEvent },
  guards: {
    /** rule: the actor plays one of the roles the table names for this move (`dealer`: a user of the order's dealer or group) */
    papel: ({ context, event }: Args, p: { quem: readonly Papel[] }) =>
      temPapel(
        event.actor,
        p.quem,
        event.type === 'PedidoCriado' ? { concessionariaId: event.concessionariaId, concessionariaGrupoId: event.concessionariaGrupoId } : context,
      ),
    /** rule: the comment the move needs is given */
    motivoInformado: ({ event }: Args) => texto(event.motivo).length > 0,
    /** rule: a comment is at most 8000 characters */
    motivoNoLimite: ({ event }: Args) => texto(event.motivo).length <= MAX_COMENTARIO_TEXTO,
    /** rule: every boleto is paid, or the user confirmed the payment ('Tenho Certeza') */
    boletosPagosOuConfirmado: ({ event }: Args) => event.type === 'VeiculoEnviado' && (event.boletosEmAberto === 0 || event.confirmouPagamento),
    /** rule: the boleto insertion was not confirmed yet (once per order) */
    insercaoNaoConfirmada: ({ context }: Args) => !context.insercaoBoletoConfirmada,
    /** rule: a comment has a message of at most 8000 characters */
    comentarioValido: ({ event }: Args) =>
      event.type === 'ComentarioInserido' && texto(event.descricao).length > 0 && texto(event.descricao).length <= MAX_COMENTARIO_TEXTO,
    /** routing: the order's own payment mode */
    prePagamento: ({ context }: Args) => context.prePagamento,
    regular: ({ context }: Args) => !context.prePagamento,
  },
  actions: {
    criou: assign(({ event }) => {
      if (event.type !== 'PedidoCriado') return {};
      const c: OrderContext = {
        ...contextoInicialPedido,
        pedidoId: event.pedidoId,
        codigo: event.codigo,
        concessionariaId: event.concessionariaId,
        concessionariaGrupoId: event.concessionariaGrupoId,
        tipoVenda: event.tipoVenda,
        prePagamento: event.prePagamento,
        veiculoId: event.veiculoId,
        step: STEP.cadastro,
        criadoPorId: event.actor.userId,
        criadoPorNome: event.actor.nome,
        criadoEm: event.at,
        atualizadoEm: event.at,
        dados: event.dados,
      };
      return { ...c, historico: historico(c, event, STEP.cadastro, null) };
    }),
    atualizou: assign(({ event }) => (event.type === 'PedidoAtualizado' ? { dados: event.dados, atualizadoEm: event.at } : {})),
    moveu: assign(({ context, event }, p: { para: StepAtual }) => {
      let motivo = texto(event.motivo) || null;
      const semBoletos = event.type === 'VeiculoEnviado' && event.boletosEmAberto > 0 && event.confirmouPagamento;
      if (semBoletos && event.type === 'VeiculoEnviado') motivo = motivo ?? pmsg.pagamentoConfirmadoSemBoletos(event.boletosEmAberto);
      return {
        step: p.para,
        motivo,
        atualizadoEm: event.at,
        pagamentoConfirmadoSemBoletos: context.pagamentoConfirmadoSemBoletos || semBoletos,
        historico: historico(context, event, p.para, motivo),
      };
    }),
    marcouInsercao: assign(({ context, event }) => ({
      insercaoBoletoConfirmada: true,
      atualizadoEm: event.at,
      historico: historico(context, event, context.prePagamento ? STEP.marcadorBoletoPre : STEP.marcadorBoletoRegular, texto(event.motivo) || null),
    })),
    comentou: assign(({ context, event }) =>
      event.type === 'ComentarioInserido'
        ? {
            comentarios: [
              ...context.comentarios,
              {
                descricao: texto(event.descricao),
                dataCadastro: event.at,
                usuarioCadastroId: event.actor.userId,
                nomeUsuarioCadastro: event.actor.nome,
                usuarioDestinatarioId: event.usuarioDestinatarioId,
                destinatarioNome: event.destinatarioNome,
              },
            ],
          }
        : {},
    ),
  },
}).createMachine({
  id: 'pedido',
  context: contextoInicialPedido,
  initial: 'inexistente',
  states: {
    inexistente: {
      on: { PedidoCriado: { guard: { type: 'papel', params: { quem: CRIADOR } }, target: 'cadastro', actions: 'criou' } },
    },
    ...ESTADOS,
  },
} as never) as unknown as AnyStateMachine;

/** Rule guards are replaced by `() => true` when folding stored events (DESIGN.md); `prePagamento`/`regular` route. */
export const orderRuleGuards = ['papel', 'motivoInformado', 'motivoNoLimite', 'boletosPagosOuConfirmado', 'insercaoNaoConfirmada', 'comentarioValido'] as const;

export const orderGuardMessages: Record<(typeof orderRuleGuards)[number], string> = {
  papel: pmsg.semPermissaoEtapa,
  motivoInformado: pmsg.comentarioObrigatorio,
  motivoNoLimite: pmsg.comentarioLongo,
  boletosPagosOuConfirmado: pmsg.boletosEmAberto,
  insercaoNaoConfirmada: pmsg.insercaoBoletoJaConfirmada,
  comentarioValido: pmsg.comentarioMensagemObrigatoria,
};

const PARA_ESTADO = Object.fromEntries(Object.entries(ESTADO_DO_STEP_ATUAL).map(([s, e]) => [e, Number(s) as StepAtual])) as Record<string, StepAtual>;

/** pt-BR reason when the step does not accept the move at all. */
export function orderStateRefusal(state: string, event: OrderEventType): string {
  if (state === 'inexistente') return event === 'PedidoCriado' ? pmsg.semPermissaoCadastrar : pmsg.pedidoInexistente;
  if (event === 'PedidoCriado') return pmsg.pedidoJaCadastrado;
  const step = PARA_ESTADO[state];
  if (step === STEP.cancelado) return event === 'PedidoCancelado' ? pmsg.pedidoJaCancelado : pmsg.pedidoCanceladoNaoAltera;
  if (step === STEP.concluido && event !== 'RetornadoParaEnviado') return pmsg.pedidoConcluidoNaoAltera;
  if (event === 'InsercaoBoletoConfirmada') return pmsg.insercaoBoletoEtapa;
  return pmsg.etapaNaoPermite(step !== undefined ? NOME_STEP[step] : state);
}

/** The target of a move from a step for an order's mode (the table's, for the console and the API). */
export const alvoDoMovimento = alvo;
