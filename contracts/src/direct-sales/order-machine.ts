import { setup, assign, and } from 'xstate';
import { GRUPO_PERFIL, type Actor } from '../access/roles.ts';
import { atorAlcancaDealer } from '../access/reach.ts';
import { pmsg, MAX_COMENTARIO_TEXTO } from './messages.ts';
import type { AlteracaoMonetaria } from './campos-monetarios.ts';
import { STEP, NOME_STEP, STEP_DO_ESTADO, type StepId, type StepAtual, type EstadoPedido } from './steps.ts';

/**
 * The direct-sales order (pedido). Stream `pedido-<id>`. States are the steps an order can stand at (DECISIONS.md
 * "Direct-sales orders (the step machine)", the authoritative table); every event carries the acting user (`actor`) and the time
 * (`at`), and any outside fact (the open boletos when releasing for transport) is put in when deciding.
 */
interface Base {
  actor: Actor;
  at: string;
  /** the comment of a move (mandatory to reprove the sale and to cancel); at most MAX_COMENTARIO characters */
  motivo?: string | null;
}

export const MAX_COMENTARIO = MAX_COMENTARIO_TEXTO;

/** Sale types (spec §3): 1 Venda Direta, 2 PCD, 3 CSDealer. */
export type TipoVenda = 1 | 2 | 3;
/** Discount types (spec §3, DECISIONS [24]): 1 D1, 2 D2, 3 D3, 5 D4, 4 PCD. */
export type TipoDesconto = 1 | 2 | 3 | 4 | 5;
/** Payment types (spec §3): 1 À vista, 2 Financiado, 3 Leasing, 4 Consórcio. */
export type TipoPagamentoPedido = 1 | 2 | 3 | 4;
/** Company-contact address types (spec §3): 1 residencial, 2 comercial, 3 cobrança, 4 inscrição. */
export type TipoEndereco = 1 | 2 | 3 | 4;

/** The requester (spec §3 "Requester"); the company fields are null for the person client types. Masks stripped (digits only). */
export interface PedidoSolicitante {
  tipoCliente: number;
  cpf: string | null;
  nome: string | null;
  profissaoId: number | null;
  telefone: string | null;
  celular: string | null;
  email: string | null;
  rg: string | null;
  cep: string | null;
  logradouro: string | null;
  numero: string | null;
  complemento: string | null;
  bairro: string | null;
  nomeCidade: string | null;
  nomeUf: string | null;
  cidadeId: number | null;
  ufId: number | null;
  cnpj: string | null;
  inscricaoEstadual: string | null;
  inscricaoMunicipal: string | null;
  razaoSocial: string | null;
  nomeFantasia: string | null;
}
/** A company contact (spec §3 "Company contact"; company client types only). */
export interface PedidoContatoEmpresa {
  nome: string;
  telefone: string;
  celular: string;
  email: string;
  cpf: string;
  rgRne: string;
  profissaoId: number | null;
  tipoEndereco: TipoEndereco | null;
  cep: string;
  logradouro: string;
  numero: string;
  complemento: string | null;
  bairro: string;
  nomeCidade: string | null;
  nomeUf: string | null;
  cidadeId: number | null;
  ufId: number | null;
}
/** The product (spec §3 "Product description"); marca is the brand code (J9220, N6610) or name as the lookup answers it. */
export interface PedidoDescricaoProduto {
  codigoPedido: string | null;
  chassi: string | null;
  tipoModeloAgrupadoId: number | null;
  derivativoId: number | null;
  marca: string | null;
  versaoId: number | null;
  edicaoLimitada: boolean;
  corExterna: string | null;
  corInterna: string | null;
  anoModelo: number | null;
  anoProducao: number | null;
  veiculoId: number | null;
}
/** Price and payment (spec §3), money in BRL with 2 decimals, percents with up to 3. */
export interface PedidoPrecoPagamento {
  precoPublico: number | null;
  precoOpcional: number | null;
  /** precoPublico + precoOpcional */
  precoPublicoFinal: number | null;
  tipoDesconto: TipoDesconto | null;
  /** percent */
  descontoEspecial: number | null;
  /** precoPublicoFinal minus descontoEspecial percent */
  precoEspecial: number | null;
  tipoPagamento: TipoPagamentoPedido | null;
}
/** A reference to an uploaded file (spec §3 "Order file"): the file itself lives in the storage, this is its metadata. */
export interface PedidoArquivo {
  /** the upload's id (`genericos/enviar/geral`) */
  id: string;
  /** 1-19, spec §3 file types */
  tipoArquivo: number;
  tipoArquivoNome: string | null;
  nomeArquivo: string | null;
  nomeUsuario: string | null;
  /** ISO instant */
  dataUpload: string | null;
  /** 0 pending, 1 success (spec §4.5) */
  status: number;
}
/** The order body the screen edits (spec §3 "Order"). Boletos are their own aggregate; comments and history live in the context. */
export interface DadosPedido {
  pedidoSolicitante: PedidoSolicitante;
  pedidoContatoEmpresas: PedidoContatoEmpresa[];
  pedidoDescricaoProduto: PedidoDescricaoProduto;
  pedidoPrecoPagamento: PedidoPrecoPagamento;
  pedidoArquivos: PedidoArquivo[];
  percentualComissao: number | null;
  valorComissao: number | null;
  tipoComissao: number | null;
  pessoaPoliticamenteExposta: boolean | null;
  confirmaValor: boolean | null;
  /** YYYY-MM-DD */
  dataFaturamento: string | null;
}

export type OrderEvent =
  | (Base & {
      type: 'PedidoCriado';
      pedidoId: number;
      codigo: string;
      concessionariaId: number;
      concessionariaGrupoId: number | null;
      tipoVenda: TipoVenda;
      prePagamento: boolean;
      veiculoId: number | null;
      dados: DadosPedido;
      /** the money fields the order was registered with (absent in events stored before it) */
      alteracoesMonetarias?: AlteracaoMonetaria[];
    })
  /**
   * save without step change (the whole body replaced); `alteracoesMonetarias` names each money field that changed, from what
   * to what (campos-editaveis.ts; absent in events stored before it)
   */
  | (Base & { type: 'PedidoAtualizado'; dados: DadosPedido; alteracoesMonetarias?: AlteracaoMonetaria[] })
  /** 0 → 2, 1 → 2 */
  | (Base & { type: 'EnviadoParaAprovacao' })
  /** 2 → 3 regular, 2 → 10 pré-pagamento */
  | (Base & { type: 'VendaAprovada' })
  /** 2 → 1, with a comment */
  | (Base & { type: 'VendaReprovada' })
  /** 3 → 5, 12 → 13 */
  | (Base & { type: 'CadastroAprovado' })
  /** 3 → 2, 12 → 11 */
  | (Base & { type: 'CadastroReprovado' })
  /** 5 → 6, 13 → 7 */
  | (Base & { type: 'FaturamentoAprovado' })
  /** 5 → 3, 13 → 12 */
  | (Base & { type: 'FaturamentoReprovado' })
  /** 6 → 7 (proof of payment inserted), 10 → 11 (boletos inserted) */
  | (Base & { type: 'InsercaoConfirmada' })
  /** 6 → 5 */
  | (Base & { type: 'RetornadoAoFaturamento' })
  /** 10 → 2 */
  | (Base & { type: 'RetornadoAprovacaoVenda' })
  /** 11 → 12 */
  | (Base & { type: 'PagamentoAprovado' })
  /** 11 → 10 */
  | (Base & { type: 'PagamentoReprovado' })
  /** 7 → 8; refused while boletos are open unless the user confirmed the payment ('Tenho Certeza'); the count is put in when deciding */
  | (Base & { type: 'VeiculoEnviado'; boletosEmAberto: number; confirmouPagamento: boolean })
  /** 7 → 6 regular, 7 → 13 pré-pagamento */
  | (Base & { type: 'RetornadoDeLiberado' })
  /** 8 → 15 */
  | (Base & { type: 'PedidoConcluido' })
  /** 8 → 7 */
  | (Base & { type: 'RetornadoParaLiberado' })
  /** 15 → 8 */
  | (Base & { type: 'RetornadoParaEnviado' })
  /** any step but 9 and 15 → 9, with a comment */
  | (Base & { type: 'PedidoCancelado' })
  /** history marker 4 (regular) or 14 (pré-pagamento), once per order, from step 3 on; no step change */
  | (Base & { type: 'InsercaoBoletoConfirmada' })
  /** a comment to a user, at any step */
  | (Base & { type: 'ComentarioInserido'; descricao: string; usuarioDestinatarioId: number; destinatarioNome: string });
export type OrderEventType = OrderEvent['type'];

/** A row of the order's history (spec §3 "Comment and history step"): one per step change and per marker, in order. */
export interface HistoricoPedido {
  step: StepId;
  descricao: string;
  motivo: string | null;
  usuarioId: number;
  nomeUsuario: string;
  dataStep: string;
}
/** A comment (spec §3 "Comment and history step"). */
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
  tipoVenda: TipoVenda | null;
  prePagamento: boolean;
  veiculoId: number | null;
  step: StepId | null;
  criadoPorId: number | null;
  criadoPorNome: string | null;
  criadoEm: string | null;
  atualizadoEm: string | null;
  dados: DadosPedido | null;
  /** the comment of the move into the current step (the reason of a reproval or cancel), null otherwise */
  motivo: string | null;
  /** the boleto insertion was confirmed (marker 4 or 14 written): it cannot be confirmed again */
  insercaoBoletoConfirmada: boolean;
  /** the last release for transport went through with open boletos, on the user's 'Tenho Certeza' */
  pagamentoConfirmadoSemBoletos: boolean;
  historico: HistoricoPedido[];
  comentarios: ComentarioPedido[];
}

export const initialOrderContext: OrderContext = {
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

/**
 * Who acts on an order: the profile (the role claim) of importer staff, or 'Dealer' for a dealer-side user (profile group Dealer)
 * who reaches the order's dealer (its own dealer, or its group with processosGrupo). A dealer user of another dealer is none of these.
 */
export const PERFIL_PEDIDO = {
  administrador: 'Administrador',
  vendaDireta: 'Venda Direta',
  financeiro: 'Financeiro',
  faturamento: 'Faturamento',
  logistica: 'Logística',
  gerenteVendas: 'Gerente de Vendas',
  dealer: 'Dealer',
} as const;
export type PerfilPedido = (typeof PERFIL_PEDIDO)[keyof typeof PERFIL_PEDIDO];

/** Whether `actor` acts as one of `perfis` on an order of that dealer. */
export function atuaComo(actor: Actor, perfis: readonly PerfilPedido[], concessionariaId: number | null, concessionariaGrupoId: number | null): boolean {
  if (actor.grupoPerfil === GRUPO_PERFIL.Dealer)
    return perfis.includes(PERFIL_PEDIDO.dealer) && atorAlcancaDealer(actor, concessionariaId, concessionariaGrupoId);
  return actor.grupoPerfil === GRUPO_PERFIL.Administrador && perfis.some((p) => p !== PERFIL_PEDIDO.dealer && p === actor.role);
}

const { administrador: ADM, vendaDireta: VD, financeiro: FIN, faturamento: FAT, logistica: LOG, gerenteVendas: GV, dealer: DEALER } = PERFIL_PEDIDO;
/** who may comment: the workflow's profiles and the order's dealer, at every step (also 9 and 15) */
const PERFIS_COMENTARIO: readonly PerfilPedido[] = [ADM, VD, FIN, FAT, LOG, GV, DEALER];

type Args = { context: OrderContext; event: OrderEvent };
const texto = (s: string | null | undefined) => (s ?? '').trim();
const motivoDe = (e: OrderEvent) => texto(e.motivo) || null;

export const orderMachine = setup({
  types: {} as { context: OrderContext; events: OrderEvent },
  guards: {
    /** rule: registering an order: Administrador, Venda Direta, or a dealer-side user for a dealer it reaches */
    podeCadastrar: ({ event }: Args) =>
      event.type === 'PedidoCriado' && atuaComo(event.actor, [ADM, VD, DEALER], event.concessionariaId, event.concessionariaGrupoId),
    /** rule: the actor acts as one of the profiles the decision table names for this move at this step */
    perfilPermitido: ({ context, event }: Args, p: { perfis: readonly PerfilPedido[] }) =>
      atuaComo(event.actor, p.perfis, context.concessionariaId, context.concessionariaGrupoId),
    /** rule: the move's comment is given (reprove the sale, cancel) */
    comentarioInformado: ({ event }: Args) => texto(event.motivo).length > 0,
    /** rule: the move's comment has at most MAX_COMENTARIO characters */
    comentarioDentroDoLimite: ({ event }: Args) => texto(event.motivo).length <= MAX_COMENTARIO,
    /** rule: leaving 7 for 8 needs every boleto paid, or the user's confirmation ('Tenho Certeza') */
    boletosPagosOuConfirmados: ({ event }: Args) => event.type === 'VeiculoEnviado' && (event.boletosEmAberto <= 0 || event.confirmouPagamento),
    /** rule: the boleto insertion is confirmed once per order */
    insercaoBoletoPendente: ({ context }: Args) => !context.insercaoBoletoConfirmada,
    /** rule: a comment has a message */
    mensagemInformada: ({ event }: Args) => event.type === 'ComentarioInserido' && texto(event.descricao).length > 0,
    /** rule: a comment has at most MAX_COMENTARIO characters */
    mensagemDentroDoLimite: ({ event }: Args) => event.type === 'ComentarioInserido' && texto(event.descricao).length <= MAX_COMENTARIO,
    /** rule: a comment names its recipient */
    destinatarioInformado: ({ event }: Args) =>
      event.type === 'ComentarioInserido' && Number.isInteger(event.usuarioDestinatarioId) && event.usuarioDestinatarioId > 0,
    // routing guards: the context only
    ehPrePagamento: ({ context }: Args) => context.prePagamento,
    ehRegular: ({ context }: Args) => !context.prePagamento,
  },
  actions: {
    criou: assign(({ event }) => {
      if (event.type !== 'PedidoCriado') return {};
      return {
        pedidoId: event.pedidoId,
        codigo: event.codigo,
        concessionariaId: event.concessionariaId,
        concessionariaGrupoId: event.concessionariaGrupoId,
        tipoVenda: event.tipoVenda,
        prePagamento: event.prePagamento,
        veiculoId: event.veiculoId,
        dados: event.dados,
        criadoPorId: event.actor.userId,
        criadoPorNome: event.actor.nome,
        criadoEm: event.at,
      };
    }),
    /** entry of every step: the current step, the move's comment, and its history row */
    entrouNaEtapa: assign(({ context, event }, p: { step: StepAtual }) => {
      let motivo = motivoDe(event);
      if (event.type === 'VeiculoEnviado' && motivo === null && event.boletosEmAberto > 0 && event.confirmouPagamento)
        motivo = pmsg.pagamentoConfirmadoSemBoletos(event.boletosEmAberto);
      return {
        step: p.step,
        motivo,
        atualizadoEm: event.at,
        historico: [
          ...context.historico,
          { step: p.step, descricao: NOME_STEP[p.step], motivo, usuarioId: event.actor.userId, nomeUsuario: event.actor.nome, dataStep: event.at },
        ],
      };
    }),
    atualizou: assign(({ event }) => (event.type === 'PedidoAtualizado' ? { dados: event.dados, atualizadoEm: event.at } : {})),
    enviouVeiculo: assign(({ event }) =>
      event.type === 'VeiculoEnviado' ? { pagamentoConfirmadoSemBoletos: event.boletosEmAberto > 0 && event.confirmouPagamento } : {},
    ),
    confirmouInsercaoBoleto: assign(({ context, event }) => {
      const step = context.prePagamento ? STEP.marcadorBoletoPre : STEP.marcadorBoletoRegular;
      const motivo = motivoDe(event);
      return {
        insercaoBoletoConfirmada: true,
        atualizadoEm: event.at,
        historico: [
          ...context.historico,
          { step, descricao: NOME_STEP[step], motivo, usuarioId: event.actor.userId, nomeUsuario: event.actor.nome, dataStep: event.at },
        ],
      };
    }),
    comentou: assign(({ context, event }) => {
      if (event.type !== 'ComentarioInserido') return {};
      return {
        atualizadoEm: event.at,
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
      };
    }),
  },
}).createMachine({
  id: 'pedido',
  initial: 'inexistente',
  context: initialOrderContext,
  states: {
    inexistente: {
      on: { PedidoCriado: { guard: 'podeCadastrar', target: 'cadastro', actions: 'criou' } },
    },
    // 0 Cadastro
    cadastro: {
      entry: { type: 'entrouNaEtapa', params: { step: STEP.cadastro } },
      on: {
        EnviadoParaAprovacao: { guard: and([quem(DEALER, VD, ADM), 'comentarioDentroDoLimite']), target: 'aprovacaoVenda' },
        PedidoAtualizado: { guard: quem(ADM, VD, DEALER), actions: 'atualizou' },
        PedidoCancelado: cancelar(),
        ComentarioInserido: comentar(),
      },
    },
    // 1 Reprovado
    reprovado: {
      entry: { type: 'entrouNaEtapa', params: { step: STEP.reprovado } },
      on: {
        EnviadoParaAprovacao: { guard: and([quem(DEALER, VD, ADM), 'comentarioDentroDoLimite']), target: 'aprovacaoVenda' },
        PedidoAtualizado: { guard: quem(ADM, VD, DEALER), actions: 'atualizou' },
        PedidoCancelado: cancelar(),
        ComentarioInserido: comentar(),
      },
    },
    // 2 Aprovação de venda
    aprovacaoVenda: {
      entry: { type: 'entrouNaEtapa', params: { step: STEP.aprovacaoVenda } },
      on: {
        VendaAprovada: [
          { guard: and(['ehPrePagamento', quem(VD, ADM), 'comentarioDentroDoLimite']), target: 'inserirBoletos' },
          { guard: and(['ehRegular', quem(VD, ADM), 'comentarioDentroDoLimite']), target: 'cadastroCliente' },
        ],
        VendaReprovada: { guard: and([quem(VD, ADM), 'comentarioInformado', 'comentarioDentroDoLimite']), target: 'reprovado' },
        PedidoAtualizado: { guard: quem(ADM, VD), actions: 'atualizou' },
        PedidoCancelado: cancelar(),
        ComentarioInserido: comentar(),
      },
    },
    // 3 Cadastro de cliente (regular)
    cadastroCliente: {
      entry: { type: 'entrouNaEtapa', params: { step: STEP.cadastroCliente } },
      on: {
        CadastroAprovado: { guard: and([quem(FAT, ADM), 'comentarioDentroDoLimite']), target: 'faturamento' },
        CadastroReprovado: { guard: and([quem(FAT, ADM), 'comentarioDentroDoLimite']), target: 'aprovacaoVenda' },
        PedidoAtualizado: { guard: quem(ADM, VD, FAT), actions: 'atualizou' },
        InsercaoBoletoConfirmada: confirmarInsercaoBoleto(),
        PedidoCancelado: cancelar(),
        ComentarioInserido: comentar(),
      },
    },
    // 5 Faturamento (regular)
    faturamento: {
      entry: { type: 'entrouNaEtapa', params: { step: STEP.faturamento } },
      on: {
        FaturamentoAprovado: { guard: and([quem(FAT, ADM), 'comentarioDentroDoLimite']), target: 'inserirBoletoComprovante' },
        FaturamentoReprovado: { guard: and([quem(FAT, ADM), 'comentarioDentroDoLimite']), target: 'cadastroCliente' },
        PedidoAtualizado: { guard: quem(ADM, VD, FAT), actions: 'atualizou' },
        InsercaoBoletoConfirmada: confirmarInsercaoBoleto(),
        PedidoCancelado: cancelar(),
        ComentarioInserido: comentar(),
      },
    },
    // 6 Inserir Boleto/Comprovante de pagamento (regular)
    inserirBoletoComprovante: {
      entry: { type: 'entrouNaEtapa', params: { step: STEP.inserirBoletoComprovante } },
      on: {
        InsercaoConfirmada: { guard: and([quem(DEALER, FIN, ADM), 'comentarioDentroDoLimite']), target: 'liberadoTransporte' },
        RetornadoAoFaturamento: { guard: and([quem(DEALER, FIN, ADM), 'comentarioDentroDoLimite']), target: 'faturamento' },
        PedidoAtualizado: { guard: quem(ADM, VD, FIN, DEALER), actions: 'atualizou' },
        InsercaoBoletoConfirmada: confirmarInsercaoBoleto(),
        PedidoCancelado: cancelar(),
        ComentarioInserido: comentar(),
      },
    },
    // 7 Liberado para transporte (both paths)
    liberadoTransporte: {
      entry: { type: 'entrouNaEtapa', params: { step: STEP.liberadoTransporte } },
      on: {
        VeiculoEnviado: {
          guard: and([quem(FIN, ADM), 'comentarioDentroDoLimite', 'boletosPagosOuConfirmados']),
          target: 'veiculoEnviado',
          actions: 'enviouVeiculo',
        },
        RetornadoDeLiberado: [
          { guard: and(['ehPrePagamento', quem(FIN, ADM), 'comentarioDentroDoLimite']), target: 'faturamentoPre' },
          { guard: and(['ehRegular', quem(FIN, ADM), 'comentarioDentroDoLimite']), target: 'inserirBoletoComprovante' },
        ],
        PedidoAtualizado: { guard: quem(ADM, VD, FIN), actions: 'atualizou' },
        InsercaoBoletoConfirmada: confirmarInsercaoBoleto(),
        PedidoCancelado: cancelar(),
        ComentarioInserido: comentar(),
      },
    },
    // 8 Veículo enviado
    veiculoEnviado: {
      entry: { type: 'entrouNaEtapa', params: { step: STEP.veiculoEnviado } },
      on: {
        PedidoConcluido: { guard: and([quem(LOG, ADM), 'comentarioDentroDoLimite']), target: 'concluido' },
        RetornadoParaLiberado: { guard: and([quem(LOG, ADM), 'comentarioDentroDoLimite']), target: 'liberadoTransporte' },
        PedidoAtualizado: { guard: quem(ADM, VD), actions: 'atualizou' },
        InsercaoBoletoConfirmada: confirmarInsercaoBoleto(),
        PedidoCancelado: cancelar(),
        ComentarioInserido: comentar(),
      },
    },
    // 9 Cancelado: not editable; comments stay possible
    cancelado: {
      entry: { type: 'entrouNaEtapa', params: { step: STEP.cancelado } },
      on: { ComentarioInserido: comentar() },
    },
    // 10 Inserir Boletos (pré-pagamento)
    inserirBoletos: {
      entry: { type: 'entrouNaEtapa', params: { step: STEP.inserirBoletos } },
      on: {
        InsercaoConfirmada: { guard: and([quem(DEALER, FIN, VD, ADM), 'comentarioDentroDoLimite']), target: 'aprovarComprovante' },
        RetornadoAprovacaoVenda: { guard: and([quem(DEALER, FIN, VD, ADM), 'comentarioDentroDoLimite']), target: 'aprovacaoVenda' },
        PedidoAtualizado: { guard: quem(ADM, VD, GV, DEALER), actions: 'atualizou' },
        InsercaoBoletoConfirmada: confirmarInsercaoBoleto(),
        PedidoCancelado: cancelar(),
        ComentarioInserido: comentar(),
      },
    },
    // 11 Aprovar comprovante de pagamento (pré-pagamento)
    aprovarComprovante: {
      entry: { type: 'entrouNaEtapa', params: { step: STEP.aprovarComprovante } },
      on: {
        PagamentoAprovado: { guard: and([quem(FIN, ADM), 'comentarioDentroDoLimite']), target: 'cadastroClientePre' },
        PagamentoReprovado: { guard: and([quem(FIN, ADM), 'comentarioDentroDoLimite']), target: 'inserirBoletos' },
        PedidoAtualizado: { guard: quem(ADM, VD, FIN), actions: 'atualizou' },
        InsercaoBoletoConfirmada: confirmarInsercaoBoleto(),
        PedidoCancelado: cancelar(),
        ComentarioInserido: comentar(),
      },
    },
    // 12 Cadastro de cliente (pré-pagamento)
    cadastroClientePre: {
      entry: { type: 'entrouNaEtapa', params: { step: STEP.cadastroClientePre } },
      on: {
        CadastroAprovado: { guard: and([quem(FAT, ADM), 'comentarioDentroDoLimite']), target: 'faturamentoPre' },
        CadastroReprovado: { guard: and([quem(FAT, ADM), 'comentarioDentroDoLimite']), target: 'aprovarComprovante' },
        PedidoAtualizado: { guard: quem(ADM, VD, FAT), actions: 'atualizou' },
        InsercaoBoletoConfirmada: confirmarInsercaoBoleto(),
        PedidoCancelado: cancelar(),
        ComentarioInserido: comentar(),
      },
    },
    // 13 Faturamento (pré-pagamento)
    faturamentoPre: {
      entry: { type: 'entrouNaEtapa', params: { step: STEP.faturamentoPre } },
      on: {
        FaturamentoAprovado: { guard: and([quem(FAT, ADM), 'comentarioDentroDoLimite']), target: 'liberadoTransporte' },
        FaturamentoReprovado: { guard: and([quem(FAT, ADM), 'comentarioDentroDoLimite']), target: 'cadastroClientePre' },
        PedidoAtualizado: { guard: quem(ADM, VD, FAT), actions: 'atualizou' },
        InsercaoBoletoConfirmada: confirmarInsercaoBoleto(),
        PedidoCancelado: cancelar(),
        ComentarioInserido: comentar(),
      },
    },
    // 15 Pedido concluído: not editable; the administrator may take it back to 8
    concluido: {
      entry: { type: 'entrouNaEtapa', params: { step: STEP.concluido } },
      on: {
        RetornadoParaEnviado: { guard: and([quem(ADM), 'comentarioDentroDoLimite']), target: 'veiculoEnviado' },
        ComentarioInserido: comentar(),
      },
    },
  },
});

function quem(...perfis: PerfilPedido[]) {
  return { type: 'perfilPermitido' as const, params: { perfis } };
}
/** any step but 9 and 15 → 9, Venda Direta and Administrador, with a comment */
function cancelar() {
  return { guard: and([quem(VD, ADM), 'comentarioInformado', 'comentarioDentroDoLimite']), target: 'cancelado' } as const;
}
/** the marker 4/14: from step 3 on (not 9, 15), Financeiro, Venda Direta, Administrador, once */
function confirmarInsercaoBoleto() {
  return { guard: and([quem(FIN, VD, ADM), 'insercaoBoletoPendente', 'comentarioDentroDoLimite']), actions: 'confirmouInsercaoBoleto' } as const;
}
function comentar() {
  return {
    guard: and([quem(...PERFIS_COMENTARIO), 'mensagemInformada', 'mensagemDentroDoLimite', 'destinatarioInformado']),
    actions: 'comentou',
  } as const;
}

/** Rule guards are replaced by `() => true` when folding stored events (docs/architecture.md "Machines and the fold"); the routing guards (pré-pagamento or regular) stay. */
export const orderRuleGuards = [
  'podeCadastrar',
  'perfilPermitido',
  'comentarioInformado',
  'comentarioDentroDoLimite',
  'boletosPagosOuConfirmados',
  'insercaoBoletoPendente',
  'mensagemInformada',
  'mensagemDentroDoLimite',
  'destinatarioInformado',
] as const;
/** The routing guards: they depend on the context only and are kept when folding. */
export const orderRoutingGuards = ['ehPrePagamento', 'ehRegular'] as const;

/** pt-BR reason when a rule guard refuses. */
export const orderGuardMessages: Record<(typeof orderRuleGuards)[number], string> = {
  podeCadastrar: pmsg.semPermissaoCadastrar,
  perfilPermitido: pmsg.semPermissaoEtapa,
  comentarioInformado: pmsg.comentarioObrigatorio,
  comentarioDentroDoLimite: pmsg.comentarioLongo,
  boletosPagosOuConfirmados: pmsg.boletosEmAberto,
  insercaoBoletoPendente: pmsg.insercaoBoletoJaConfirmada,
  mensagemInformada: pmsg.comentarioMensagemObrigatoria,
  mensagemDentroDoLimite: pmsg.comentarioLongo,
  destinatarioInformado: pmsg.comentarioDestinatarioObrigatorio,
};

export type OrderState = 'inexistente' | EstadoPedido;

/** pt-BR reason when the order's step does not accept the event at all. */
export function orderStateRefusal(state: string, event: OrderEventType): string {
  if (event === 'PedidoCriado') return state === 'inexistente' ? pmsg.semPermissaoCadastrar : pmsg.pedidoJaCadastrado;
  if (state === 'inexistente') return pmsg.pedidoInexistente;
  if (state === 'cancelado') return event === 'PedidoCancelado' ? pmsg.pedidoJaCancelado : pmsg.pedidoCanceladoNaoAltera;
  if (state === 'concluido') return pmsg.pedidoConcluidoNaoAltera;
  const step = STEP_DO_ESTADO[state as EstadoPedido] as StepId | undefined;
  if (step === undefined) return pmsg.pedidoInexistente;
  if (event === 'InsercaoBoletoConfirmada') return pmsg.insercaoBoletoEtapa;
  return pmsg.etapaNaoPermite(NOME_STEP[step]);
}
