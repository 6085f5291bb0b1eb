import { setup, assign, and } from 'xstate';
import { Type, type Static } from '@sinclair/typebox';
import { N } from '../http/schemas.ts';
import { eventosCom, UmDe, type ComAtor } from '../eventos.ts';
import { GRUPO_PERFIL, type Actor } from '../access/roles.ts';
import { atorAlcancaDealer } from '../access/reach.ts';
import { pmsg, MAX_COMENTARIO_TEXTO } from './messages.ts';
import { AlteracaoMonetaria } from './campos-monetarios.ts';
import { STEP, NOME_STEP, STEP_DO_ESTADO, type StepId, type StepAtual, type EstadoPedido } from './steps.ts';

/**
 * The direct-sales order (pedido). Stream `pedido-<id>`. States are the steps an order can stand at (DECISIONS.md
 * "Direct-sales orders (the step machine)", the authoritative table); every event carries the acting user (`actor`) and the time
 * (`at`), and any outside fact (the open boletos when releasing for transport) is put in when deciding.
 */
/** `motivo`: the comment of a move (mandatory to reprove the sale and to cancel); at most MAX_COMENTARIO characters */
const evento = eventosCom({
  at: Type.String(),
  motivo: Type.Optional(N(Type.String({ description: 'o comentário do movimento' }))),
  /** a move into an approval step: when the importer's answer is due (conf16 business days); absent: no deadline */
  prazoEtapaEm: Type.Optional(Type.String({ description: 'quando vence a etapa de aprovação em que o pedido entra' })),
});

export const MAX_COMENTARIO = MAX_COMENTARIO_TEXTO;

/** Sale types (spec §3): 1 Venda Direta, 2 PCD, 3 CSDealer. */
export type TipoVenda = 1 | 2 | 3;
/** Discount types (spec §3, DECISIONS [24]): 1 D1, 2 D2, 3 D3, 5 D4, 4 PCD. */
export type TipoDesconto = 1 | 2 | 3 | 4 | 5;
/** Payment types (spec §3): 1 À vista, 2 Financiado, 3 Leasing, 4 Consórcio. */
export type TipoPagamentoPedido = 1 | 2 | 3 | 4;
/** Company-contact address types (spec §3): 1 residencial, 2 comercial, 3 cobrança, 4 inscrição. */
export type TipoEndereco = 1 | 2 | 3 | 4;

const TipoVendaS = UmDe<TipoVenda>([1, 2, 3], '1 Venda Direta, 2 PCD, 3 CSDealer');
const TipoDescontoS = UmDe<TipoDesconto>([1, 2, 3, 4, 5], '1 D1, 2 D2, 3 D3, 5 D4, 4 PCD');
const TipoPagamentoS = UmDe<TipoPagamentoPedido>([1, 2, 3, 4], '1 À vista, 2 Financiado, 3 Leasing, 4 Consórcio');
const TipoEnderecoS = UmDe<TipoEndereco>([1, 2, 3, 4], '1 residencial, 2 comercial, 3 cobrança, 4 inscrição');
const Texto = N(Type.String());
const Inteiro = N(Type.Integer());
const Numero = N(Type.Number());

/** The requester (spec §3 "Requester"); the company fields are null for the person client types. Masks stripped (digits only). */
export const PedidoSolicitante = Type.Object({
  tipoCliente: Type.Integer(),
  cpf: Texto,
  nome: Texto,
  profissaoId: Inteiro,
  telefone: Texto,
  celular: Texto,
  email: Texto,
  rg: Texto,
  cep: Texto,
  logradouro: Texto,
  numero: Texto,
  complemento: Texto,
  bairro: Texto,
  nomeCidade: Texto,
  nomeUf: Texto,
  cidadeId: Inteiro,
  ufId: Inteiro,
  cnpj: Texto,
  inscricaoEstadual: Texto,
  inscricaoMunicipal: Texto,
  razaoSocial: Texto,
  nomeFantasia: Texto,
});
export type PedidoSolicitante = Static<typeof PedidoSolicitante>;
/** A company contact (spec §3 "Company contact"; company client types only). */
export const PedidoContatoEmpresa = Type.Object({
  nome: Type.String(),
  telefone: Type.String(),
  celular: Type.String(),
  email: Type.String(),
  cpf: Type.String(),
  rgRne: Type.String(),
  profissaoId: Inteiro,
  tipoEndereco: N(TipoEnderecoS),
  cep: Type.String(),
  logradouro: Type.String(),
  numero: Type.String(),
  complemento: Texto,
  bairro: Type.String(),
  nomeCidade: Texto,
  nomeUf: Texto,
  cidadeId: Inteiro,
  ufId: Inteiro,
});
export type PedidoContatoEmpresa = Static<typeof PedidoContatoEmpresa>;
/** The product (spec §3 "Product description"); marca is the brand code (J9220, N6610) or name as the lookup answers it. */
export const PedidoDescricaoProduto = Type.Object({
  codigoPedido: Texto,
  chassi: Texto,
  tipoModeloAgrupadoId: Inteiro,
  derivativoId: Inteiro,
  marca: Texto,
  versaoId: Inteiro,
  edicaoLimitada: Type.Boolean(),
  corExterna: Texto,
  corInterna: Texto,
  anoModelo: Inteiro,
  anoProducao: Inteiro,
  veiculoId: Inteiro,
});
export type PedidoDescricaoProduto = Static<typeof PedidoDescricaoProduto>;
/** Price and payment (spec §3), money in BRL with 2 decimals, percents with up to 3. */
export const PedidoPrecoPagamento = Type.Object({
  precoPublico: Numero,
  precoOpcional: Numero,
  /** precoPublico + precoOpcional */
  precoPublicoFinal: N(Type.Number({ description: 'precoPublico + precoOpcional' })),
  tipoDesconto: N(TipoDescontoS),
  /** percent */
  descontoEspecial: N(Type.Number({ description: 'percentual' })),
  /** precoPublicoFinal minus descontoEspecial percent */
  precoEspecial: N(Type.Number({ description: 'precoPublicoFinal menos descontoEspecial por cento' })),
  tipoPagamento: N(TipoPagamentoS),
});
export type PedidoPrecoPagamento = Static<typeof PedidoPrecoPagamento>;
/** A reference to an uploaded file (spec §3 "Order file"): the file itself lives in the storage, this is its metadata. */
export const PedidoArquivo = Type.Object({
  /** the upload's id (`genericos/enviar/geral`) */
  id: Type.String({ description: 'o id do envio (genericos/enviar/geral)' }),
  /** 1-19, spec §3 file types */
  tipoArquivo: Type.Integer({ description: '1-19' }),
  tipoArquivoNome: Texto,
  nomeArquivo: Texto,
  nomeUsuario: Texto,
  /** ISO instant */
  dataUpload: Texto,
  /** 0 pending, 1 success (spec §4.5) */
  status: Type.Integer({ description: '0 pendente, 1 sucesso' }),
});
export type PedidoArquivo = Static<typeof PedidoArquivo>;
/** The order body the screen edits (spec §3 "Order"). Boletos are their own aggregate; comments and history live in the context. */
export const DadosPedido = Type.Object({
  pedidoSolicitante: PedidoSolicitante,
  pedidoContatoEmpresas: Type.Array(PedidoContatoEmpresa),
  pedidoDescricaoProduto: PedidoDescricaoProduto,
  pedidoPrecoPagamento: PedidoPrecoPagamento,
  pedidoArquivos: Type.Array(PedidoArquivo),
  percentualComissao: Numero,
  valorComissao: Numero,
  tipoComissao: Inteiro,
  pessoaPoliticamenteExposta: N(Type.Boolean()),
  confirmaValor: N(Type.Boolean()),
  /** YYYY-MM-DD */
  dataFaturamento: Texto,
});
export type DadosPedido = Static<typeof DadosPedido>;
/** The money fields changed, from what to what (campos-editaveis.ts; absent in events stored before it). */
const Alteracoes = Type.Optional(Type.Array(AlteracaoMonetaria, { description: 'os campos de valor alterados, de quanto para quanto' }));

/** The order's events as the stream `pedido-<id>` keeps them (without the acting user). */
export const OrderEventData = Type.Union([
  evento('PedidoCriado', {
    pedidoId: Type.Integer(),
    codigo: Type.String(),
    concessionariaId: Type.Integer(),
    concessionariaGrupoId: Inteiro,
    tipoVenda: TipoVendaS,
    prePagamento: Type.Boolean(),
    veiculoId: Inteiro,
    dados: DadosPedido,
    /** the money fields the order was registered with (absent in events stored before it) */
    alteracoesMonetarias: Alteracoes,
  }),
  /**
   * save without step change (the whole body replaced); `alteracoesMonetarias` names each money field that changed, from what
   * to what (campos-editaveis.ts; absent in events stored before it)
   */
  evento('PedidoAtualizado', { dados: DadosPedido, alteracoesMonetarias: Alteracoes }, 'salvo sem mudar de step (o corpo inteiro substituído)'),
  /** 0 → 2, 1 → 2 */
  evento('EnviadoParaAprovacao', {}, '0 → 2, 1 → 2'),
  /** 2 → 3 regular, 2 → 10 pré-pagamento */
  evento('VendaAprovada', {}, '2 → 3 regular, 2 → 10 pré-pagamento'),
  /** 2 → 1, with a comment */
  evento('VendaReprovada', {}, '2 → 1, com comentário'),
  /** 3 → 5, 12 → 13 */
  evento('CadastroAprovado', {}, '3 → 5, 12 → 13'),
  /** 3 → 2, 12 → 11 */
  evento('CadastroReprovado', {}, '3 → 2, 12 → 11'),
  /** 5 → 6, 13 → 7 */
  evento('FaturamentoAprovado', {}, '5 → 6, 13 → 7'),
  /** 5 → 3, 13 → 12 */
  evento('FaturamentoReprovado', {}, '5 → 3, 13 → 12'),
  /** 6 → 7 (proof of payment inserted), 10 → 11 (boletos inserted) */
  evento('InsercaoConfirmada', {}, '6 → 7 (comprovante inserido), 10 → 11 (boletos inseridos)'),
  /** 6 → 5 */
  evento('RetornadoAoFaturamento', {}, '6 → 5'),
  /** 10 → 2 */
  evento('RetornadoAprovacaoVenda', {}, '10 → 2'),
  /** 11 → 12 */
  evento('PagamentoAprovado', {}, '11 → 12'),
  /** 11 → 10 */
  evento('PagamentoReprovado', {}, '11 → 10'),
  /** 7 → 8; refused while boletos are open unless the user confirmed the payment ('Tenho Certeza'); the count is put in when deciding */
  evento('VeiculoEnviado', { boletosEmAberto: Type.Integer(), confirmouPagamento: Type.Boolean() }, '7 → 8'),
  /** 7 → 6 regular, 7 → 13 pré-pagamento */
  evento('RetornadoDeLiberado', {}, '7 → 6 regular, 7 → 13 pré-pagamento'),
  /** 8 → 15 */
  evento('PedidoConcluido', {}, '8 → 15'),
  /** 8 → 7 */
  evento('RetornadoParaLiberado', {}, '8 → 7'),
  /** 15 → 8 */
  evento('RetornadoParaEnviado', {}, '15 → 8'),
  /** any step but 9 and 15 → 9, with a comment */
  evento('PedidoCancelado', {}, 'qualquer step exceto 9 e 15 → 9, com comentário'),
  /** history marker 4 (regular) or 14 (pré-pagamento), once per order, from step 3 on; no step change */
  evento('InsercaoBoletoConfirmada', {}, 'marcador 4 (regular) ou 14 (pré-pagamento) no histórico, sem mudar de step'),
  /** a comment to a user, at any step */
  evento(
    'ComentarioInserido',
    { descricao: Type.String(), usuarioDestinatarioId: Type.Integer(), destinatarioNome: Type.String() },
    'um comentário a um usuário, em qualquer step',
  ),
]);
export type OrderEvent = ComAtor<Static<typeof OrderEventData>>;
export type OrderEventType = OrderEvent['type'];

/** The events that move an order to another step (the saves, comments and the boleto-insertion marker leave it where it is). */
export const MOVIMENTOS_DO_PEDIDO = [
  'EnviadoParaAprovacao',
  'VendaAprovada',
  'VendaReprovada',
  'CadastroAprovado',
  'CadastroReprovado',
  'FaturamentoAprovado',
  'FaturamentoReprovado',
  'InsercaoConfirmada',
  'RetornadoAoFaturamento',
  'RetornadoAprovacaoVenda',
  'PagamentoAprovado',
  'PagamentoReprovado',
  'VeiculoEnviado',
  'RetornadoDeLiberado',
  'PedidoConcluido',
  'RetornadoParaLiberado',
  'RetornadoParaEnviado',
  'PedidoCancelado',
] as const satisfies readonly OrderEventType[];

const Step = UmDe(STEP);
/** A row of the order's history (spec §3 "Comment and history step"): one per step change and per marker, in order. */
export const HistoricoPedido = Type.Object({
  step: Step,
  descricao: Type.String(),
  motivo: Texto,
  usuarioId: Type.Integer(),
  nomeUsuario: Type.String(),
  dataStep: Type.String(),
});
export type HistoricoPedido = Static<typeof HistoricoPedido>;
/** A comment (spec §3 "Comment and history step"). */
export const ComentarioPedido = Type.Object({
  descricao: Type.String(),
  dataCadastro: Type.String(),
  usuarioCadastroId: Type.Integer(),
  nomeUsuarioCadastro: Type.String(),
  usuarioDestinatarioId: Type.Integer(),
  destinatarioNome: Type.String(),
});
export type ComentarioPedido = Static<typeof ComentarioPedido>;

export const OrderContext = Type.Object({
  pedidoId: Inteiro,
  codigo: Texto,
  concessionariaId: Inteiro,
  concessionariaGrupoId: Inteiro,
  tipoVenda: N(TipoVendaS),
  prePagamento: Type.Boolean(),
  veiculoId: Inteiro,
  step: N(Step),
  criadoPorId: Inteiro,
  criadoPorNome: Texto,
  criadoEm: Texto,
  atualizadoEm: Texto,
  dados: N(DadosPedido),
  /** the comment of the move into the current step (the reason of a reproval or cancel), null otherwise */
  motivo: N(Type.String({ description: 'o comentário do movimento ao step atual (motivo de reprovação ou cancelamento)' })),
  /** the boleto insertion was confirmed (marker 4 or 14 written): it cannot be confirmed again */
  insercaoBoletoConfirmada: Type.Boolean(),
  /** the last release for transport went through with open boletos, on the user's 'Tenho Certeza' */
  pagamentoConfirmadoSemBoletos: Type.Boolean(),
  historico: Type.Array(HistoricoPedido),
  comentarios: Type.Array(ComentarioPedido),
});
export type OrderContext = Static<typeof OrderContext>;

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
