import { setup, assign, and } from 'xstate';
import { Type, type Static } from '@sinclair/typebox';
import { N } from '../http/schemas.ts';
import { eventosCom, UmDe, type ComAtor } from '../eventos.ts';
import { isAdministrador, GRUPO_PERFIL } from '../access/roles.ts';
import { vmsg } from './messages.ts';
import { atorAlcancaDealer } from '../access/reach.ts';
import { STATUS, ESTADO_DO_STATUS, type CategoriaVenda, type StatusVeiculo } from './status.ts';
import { dataEmSaoPaulo } from '../br/dates.ts';

/**
 * The vehicle (order/chassi) aggregate. Stream `veiculo-<id>`.
 * States are the statuses of DECISIONS.md; every event carries the acting user (`actor`) and the time (`at`),
 * and any outside fact (dealer group, request id, sale category) is put in when deciding.
 */
const evento = eventosCom({
  at: Type.String(),
  motivo: Type.Optional(N(Type.String())),
  /** the billing request the event concerns, put in when deciding (read models key on it) */
  faturamentoPedidoId: Type.Optional(N(Type.Integer({ description: 'a solicitação de faturamento a que o evento se refere' }))),
});
export const Opcional = Type.Object({ codigo: Type.String(), descricao: Type.String() });
export type Opcional = Static<typeof Opcional>;
const Pipeline = UmDe([STATUS.pocket, STATUS.bolsao, STATUS.pipelineFuturo] as const);
export const DadosRegistro = Type.Object({
  veiculoId: Type.Integer(),
  pedido: Type.String(),
  chassi: Type.String(),
  marcaId: Type.Integer(),
  modeloId: Type.Integer(),
  derivativoId: Type.Integer(),
  descricaoId: Type.Integer(),
  descricao: Type.String(),
  anoModeloId: Type.Integer(),
  corInterna: Type.String(),
  corExterna: Type.String(),
  specs: Type.Array(Opcional),
  tipoPedidoComum: N(Type.String()),
  tipoPedidoMarca: N(Type.String()),
  /** where the order enters: Cota (with a dealer), Indisponível, or one of the pipelines */
  status: UmDe(
    [STATUS.cota, STATUS.indisponivel, STATUS.pocket, STATUS.bolsao, STATUS.pipelineFuturo] as const,
    'onde o pedido entra: Cota, Indisponível ou um pipeline',
  ),
  concessionariaId: N(Type.Integer()),
  concessionariaGrupoId: N(Type.Integer()),
  dataDisponibilidade: N(Type.String()),
  dataProrrogacaoFaturamento: N(Type.String()),
});
export type DadosRegistro = Static<typeof DadosRegistro>;
const Categoria = UmDe<CategoriaVenda>(['estoque', 'consignado', 'vendaDireta', 'autorizacao']);
export const DadosSolicitacao = Type.Object({
  faturamentoPedidoId: Type.Integer(),
  tipoVendaId: Type.Integer(),
  categoria: Categoria,
  tipoPagamentoId: N(Type.Integer()),
  dataFaturamento: N(Type.String()),
  faturarAssimQuePossivel: Type.Boolean(),
  prioridade: Type.Boolean(),
  dealerSolicitanteId: Type.Integer(),
  dealerSolicitanteGrupoId: Type.Integer(),
  userSolicitadoAdminId: N(Type.Integer()),
  /** a request awaiting release: when the back office's answer is due (conf15 business days; absent: no deadline) */
  venceEm: Type.Optional(N(Type.String())),
});
export type DadosSolicitacao = Static<typeof DadosSolicitacao>;
const Dealer = { concessionariaId: Type.Integer(), concessionariaGrupoId: Type.Integer() };

/** The vehicle's events as the stream `veiculo-<id>` keeps them (without the acting user). */
export const VehicleEventData = Type.Union([
  evento('VeiculoRegistrado', DadosRegistro.properties),
  evento('VeiculoAlocado', Dealer),
  evento('PedidoBloqueado'),
  evento('PedidoLiberado'),
  evento('PedidoCancelado'),
  evento('MovidoParaPipeline', { destino: Pipeline, concessionariaId: N(Type.Integer()), concessionariaGrupoId: N(Type.Integer()) }),
  evento('StatusPipelineAlterado', { destino: Pipeline }),
  evento('DisponibilizadoAoDealer', Dealer),
  evento('NscAlterado', { nsc: Type.Boolean() }),
  evento('DisponibilizadoParaTroca'),
  evento('RetiradoDaTroca'),
  evento('BloqueioTrocaAlterado', { bloqueado: Type.Boolean() }),
  /** a swap (swap-<trocaId>) hands the vehicle from dealer `deConcessionariaId` to the other dealer; it enters their stock as Cota */
  evento(
    'TrocaEfetivada',
    { trocaId: Type.Integer(), deConcessionariaId: Type.Integer(), ...Dealer },
    'uma troca passa o veículo do dealer deConcessionariaId ao outro dealer, em Cota',
  ),
  evento('FaturamentoSolicitado', DadosSolicitacao.properties),
  evento('SolicitacaoFaturamentoCancelada'),
  evento('FaturamentoLiberado'),
  evento('FaturamentoRecusado'),
  evento('ProcessamentoFaturamentoIniciado'),
  evento('FalhaFaturamentoRegistrada'),
  evento('VeiculoFaturado', { notaFiscal: Type.String(), dataFaturamento: Type.String() }),
  evento('DisponibilidadeAtualizada', {
    status: UmDe([STATUS.cota, STATUS.indisponivel, STATUS.processandoStatus] as const),
    dataDisponibilidade: N(Type.String()),
    dataProrrogacaoFaturamento: N(Type.String()),
  }),
  evento('VendaDiretaAprovada'),
  evento('ReservaVendaDiretaCancelada'),
]);
export type VehicleEvent = ComAtor<Static<typeof VehicleEventData>>;

export type VehicleEventType = VehicleEvent['type'];

const Status = N(UmDe(STATUS));
export const VehicleContext = Type.Object({
  veiculoId: N(Type.Integer()),
  pedido: N(Type.String()),
  chassi: N(Type.String()),
  marcaId: N(Type.Integer()),
  modeloId: N(Type.Integer()),
  derivativoId: N(Type.Integer()),
  descricaoId: N(Type.Integer()),
  descricao: N(Type.String()),
  anoModeloId: N(Type.Integer()),
  corInterna: N(Type.String()),
  corExterna: N(Type.String()),
  specs: Type.Array(Opcional),
  tipoPedidoComum: N(Type.String()),
  tipoPedidoMarca: N(Type.String()),
  status: Status,
  statusAnterior: Status,
  concessionariaId: N(Type.Integer()),
  concessionariaGrupoId: N(Type.Integer()),
  dealerOrigemId: N(Type.Integer()),
  dealerConsignadoId: N(Type.Integer()),
  dealerSolicitanteId: N(Type.Integer()),
  dealerSolicitanteGrupoId: N(Type.Integer()),
  dataDisponibilidade: N(Type.String()),
  dataProrrogacaoFaturamento: N(Type.String()),
  dataEntradaEstoque: N(Type.String()),
  dataConsignacao: N(Type.String()),
  faturamentoPedidoId: N(Type.Integer()),
  tipoVendaId: N(Type.Integer()),
  categoriaVenda: N(Categoria),
  tipoPagamentoId: N(Type.Integer()),
  dataPrevistaFaturamento: N(Type.String()),
  faturarAssimQuePossivel: Type.Boolean(),
  prioridade: Type.Boolean(),
  dataSolicitacaoFaturamento: N(Type.String()),
  userSolicitadoAdminId: N(Type.Integer()),
  dataFaturamento: N(Type.String()),
  notaFiscal: N(Type.String()),
  bloqueadoTroca: Type.Boolean(),
  nsc: Type.Boolean(),
  dealerPrincipal: Type.Boolean(),
  motivo: N(Type.String()),
});
export type VehicleContext = Static<typeof VehicleContext>;

export const contextoInicial: VehicleContext = {
  veiculoId: null,
  pedido: null,
  chassi: null,
  marcaId: null,
  modeloId: null,
  derivativoId: null,
  descricaoId: null,
  descricao: null,
  anoModeloId: null,
  corInterna: null,
  corExterna: null,
  specs: [],
  tipoPedidoComum: null,
  tipoPedidoMarca: null,
  status: null,
  statusAnterior: null,
  concessionariaId: null,
  concessionariaGrupoId: null,
  dealerOrigemId: null,
  dealerConsignadoId: null,
  dealerSolicitanteId: null,
  dealerSolicitanteGrupoId: null,
  dataDisponibilidade: null,
  dataProrrogacaoFaturamento: null,
  dataEntradaEstoque: null,
  dataConsignacao: null,
  faturamentoPedidoId: null,
  tipoVendaId: null,
  categoriaVenda: null,
  tipoPagamentoId: null,
  dataPrevistaFaturamento: null,
  faturarAssimQuePossivel: false,
  prioridade: false,
  dataSolicitacaoFaturamento: null,
  userSolicitadoAdminId: null,
  dataFaturamento: null,
  notaFiscal: null,
  bloqueadoTroca: false,
  nsc: false,
  dealerPrincipal: false,
  motivo: null,
};

type Args = { context: VehicleContext; event: VehicleEvent };
const admin = ({ event }: Args) => isAdministrador(event.actor);
const importador = ({ event }: Args) => event.actor.grupoPerfil === GRUPO_PERFIL.Administrador;
/** the actor's dealer holds the vehicle, or the actor works for the dealer's group (processosGrupo) */
const dono = ({ context, event }: Args) => atorAlcancaDealer(event.actor, context.concessionariaId, context.concessionariaGrupoId);

const categoria = (c: CategoriaVenda) => ({ type: 'categoriaEh' as const, params: { categoria: c } });

/** Pipeline states and what an event can target among them. */
const PIPELINES = ['pocket', 'bolsao', 'pipelineFuturo'] as const;
const destinos = (guards: ('podeMoverParaPipeline' | 'ehAdministrador')[]) =>
  ([120, 121, 122] as const).map((d) => ({
    guard: and([...guards, { type: 'destinoEh' as const, params: { destino: d } }]),
    target: ESTADO_DO_STATUS[d],
    actions: 'moveuParaPipeline' as const,
  }));
/** back to the status remembered in statusAnterior (routing: depends on context only) */
const retornos = (guards: ('ehAdministrador' | 'ehImportador')[], actions: 'limpouSolicitacao' | 'anotaMotivo') =>
  Object.entries(ESTADO_DO_STATUS).map(([s, estado]) => ({
    guard: and([...guards, { type: 'statusAnteriorEh' as const, params: { status: Number(s) } }]),
    target: estado,
    actions,
  }));

export const vehicleMachine = setup({
  types: {} as { context: VehicleContext; events: VehicleEvent },
  guards: {
    /** rule: an Administrador acting */
    ehAdministrador: admin,
    /** rule: importer staff (profile group Administrador: Faturamento, Financeiro, ...) */
    ehImportador: importador,
    /** rule: the administrator, or a dealer-side user whose dealer (or group with processosGrupo) holds the vehicle */
    ehDonoOuAdministrador: (a: Args) => admin(a) || dono(a),
    /** rule: Pocket is for administrators; Bolsão and Pipeline Futuro also for the owning dealer */
    podeMoverParaPipeline: (a: Args) => admin(a) || (dono(a) && a.event.type === 'MovidoParaPipeline' && a.event.destino !== 120),
    /** rule: the actor may act for the requesting dealer (admin: any; dealer user: own dealer or group with processosGrupo) */
    representaSolicitante: ({ event }: Args) =>
      event.type === 'FaturamentoSolicitado' &&
      (isAdministrador(event.actor) ||
        event.actor.grupoPerfil === GRUPO_PERFIL.Administrador ||
        atorAlcancaDealer(event.actor, event.dealerSolicitanteId, event.dealerSolicitanteGrupoId)),
    /** rule: outside the Bolsão, billing only for the vehicle's own dealer group */
    mesmoGrupo: ({ context, event }: Args) =>
      event.type === 'FaturamentoSolicitado' && context.concessionariaGrupoId !== null && context.concessionariaGrupoId === event.dealerSolicitanteGrupoId,
    /** rule: a vehicle blocked for swap cannot be offered for swap */
    livreParaTroca: ({ context }: Args) => !context.bloqueadoTroca,
    /** rule: the swap hands the vehicle over from the dealer that holds it now */
    donoDaTroca: ({ context, event }: Args) => event.type === 'TrocaEfetivada' && context.concessionariaId === event.deConcessionariaId,
    // routing guards: the event's own data or the context only
    statusInicialEh: ({ event }: Args, p: { status: number }) => event.type === 'VeiculoRegistrado' && event.status === p.status,
    destinoEh: ({ event }: Args, p: { destino: number }) =>
      (event.type === 'MovidoParaPipeline' || event.type === 'StatusPipelineAlterado') && event.destino === p.destino,
    categoriaEh: ({ event }: Args, p: { categoria: CategoriaVenda }) => event.type === 'FaturamentoSolicitado' && event.categoria === p.categoria,
    consignacaoPendente: ({ context }: Args) => context.categoriaVenda === 'consignado',
    statusAnteriorEh: ({ context }: Args, p: { status: number }) => context.statusAnterior === p.status,
    disponibilidadeEh: ({ event }: Args, p: { status: number }) => event.type === 'DisponibilidadeAtualizada' && event.status === p.status,
  },
  actions: {
    /** a recorded fact that changes no state (XState's can() refuses a transition with neither target nor action) */
    registrou: () => {},
    lembraStatus: assign(({ context }) => ({ statusAnterior: context.status })),
    anotaMotivo: assign(({ event }) => ({ motivo: event.motivo ?? null })),
    registrouVeiculo: assign(({ event }) => {
      if (event.type !== 'VeiculoRegistrado') return {};
      const { type: _t, actor: _a, at, motivo: _m, status: _s, ...d } = event;
      return { ...d, dealerOrigemId: d.concessionariaId, dataEntradaEstoque: d.concessionariaId ? dataEmSaoPaulo(at) : null };
    }),
    alocou: assign(({ context, event }) => {
      if (event.type !== 'VeiculoAlocado' && event.type !== 'DisponibilizadoAoDealer') return {};
      return {
        concessionariaId: event.concessionariaId,
        concessionariaGrupoId: event.concessionariaGrupoId,
        dealerOrigemId: context.dealerOrigemId ?? event.concessionariaId,
        dataEntradaEstoque: dataEmSaoPaulo(event.at),
        dealerPrincipal: false,
        nsc: false,
      };
    }),
    moveuParaPipeline: assign(({ context, event }) => {
      if (event.type === 'MovidoParaPipeline') {
        return {
          statusAnterior: context.status,
          dealerPrincipal: event.destino === 120,
          concessionariaId: event.concessionariaId ?? context.concessionariaId,
          concessionariaGrupoId: event.concessionariaId !== null ? event.concessionariaGrupoId : context.concessionariaGrupoId,
          nsc: event.destino === 121 ? context.nsc : false,
        };
      }
      if (event.type === 'StatusPipelineAlterado')
        return { statusAnterior: context.status, dealerPrincipal: event.destino === 120, nsc: event.destino === 121 ? context.nsc : false };
      return {};
    }),
    trocou: assign(({ event }) =>
      event.type === 'TrocaEfetivada'
        ? {
            concessionariaId: event.concessionariaId,
            concessionariaGrupoId: event.concessionariaGrupoId,
            dataEntradaEstoque: dataEmSaoPaulo(event.at),
            dealerPrincipal: false,
            nsc: false,
          }
        : {},
    ),
    alterouNsc: assign(({ event }) => (event.type === 'NscAlterado' ? { nsc: event.nsc } : {})),
    alterouBloqueioTroca: assign(({ event }) => (event.type === 'BloqueioTrocaAlterado' ? { bloqueadoTroca: event.bloqueado } : {})),
    solicitouFaturamento: assign(({ context, event }) => {
      if (event.type !== 'FaturamentoSolicitado') return {};
      return {
        statusAnterior: context.status,
        faturamentoPedidoId: event.faturamentoPedidoId,
        tipoVendaId: event.tipoVendaId,
        categoriaVenda: event.categoria,
        tipoPagamentoId: event.tipoPagamentoId,
        dataPrevistaFaturamento: event.dataFaturamento,
        faturarAssimQuePossivel: event.faturarAssimQuePossivel,
        prioridade: event.prioridade,
        dealerSolicitanteId: event.dealerSolicitanteId,
        dealerSolicitanteGrupoId: event.dealerSolicitanteGrupoId,
        dataSolicitacaoFaturamento: event.at,
        userSolicitadoAdminId: event.userSolicitadoAdminId,
      };
    }),
    limpouSolicitacao: assign({
      faturamentoPedidoId: null,
      tipoVendaId: null,
      categoriaVenda: null,
      tipoPagamentoId: null,
      dataPrevistaFaturamento: null,
      faturarAssimQuePossivel: false,
      prioridade: false,
      dealerSolicitanteId: null,
      dealerSolicitanteGrupoId: null,
      dataSolicitacaoFaturamento: null,
      userSolicitadoAdminId: null,
    }),
    consignou: assign(({ context, event }) => ({
      dealerConsignadoId: context.dealerSolicitanteId,
      dataConsignacao: dataEmSaoPaulo(event.at),
    })),
    faturou: assign(({ context, event }) => {
      if (event.type !== 'VeiculoFaturado') return {};
      return {
        notaFiscal: event.notaFiscal,
        dataFaturamento: event.dataFaturamento,
        concessionariaId: context.dealerSolicitanteId ?? context.concessionariaId,
        concessionariaGrupoId: context.dealerSolicitanteGrupoId ?? context.concessionariaGrupoId,
      };
    }),
    atualizouDisponibilidade: assign(({ context, event }) =>
      event.type === 'DisponibilidadeAtualizada'
        ? {
            dataDisponibilidade: event.dataDisponibilidade ?? context.dataDisponibilidade,
            dataProrrogacaoFaturamento: event.dataProrrogacaoFaturamento ?? context.dataProrrogacaoFaturamento,
          }
        : {},
    ),
  },
}).createMachine({
  id: 'veiculo',
  initial: 'inexistente',
  context: contextoInicial,
  states: {
    inexistente: {
      on: {
        VeiculoRegistrado: ([0, 4, 120, 121, 122] as const).map((s) => ({
          guard: and(['ehImportador', { type: 'statusInicialEh' as const, params: { status: s } }]),
          target: ESTADO_DO_STATUS[s],
          actions: 'registrouVeiculo' as const,
        })),
      },
    },
    cota: {
      entry: assign({ status: STATUS.cota }),
      on: {
        VeiculoAlocado: { guard: 'ehAdministrador', target: 'cota', actions: 'alocou' },
        PedidoBloqueado: { guard: 'ehAdministrador', target: 'bloqueado', actions: ['lembraStatus', 'anotaMotivo'] },
        PedidoCancelado: { guard: 'ehAdministrador', target: 'cancelado', actions: ['lembraStatus', 'anotaMotivo'] },
        MovidoParaPipeline: destinos(['podeMoverParaPipeline']),
        DisponibilizadoParaTroca: { guard: and(['ehDonoOuAdministrador', 'livreParaTroca']), target: 'troca', actions: 'lembraStatus' },
        TrocaEfetivada: { guard: and(['livreParaTroca', 'donoDaTroca']), target: 'cota', actions: ['lembraStatus', 'trocou', 'anotaMotivo'] },
        BloqueioTrocaAlterado: { guard: 'ehDonoOuAdministrador', actions: 'alterouBloqueioTroca' },
        FaturamentoSolicitado: [
          { guard: and(['representaSolicitante', 'mesmoGrupo', categoria('estoque')]), target: 'faturamentoSolicitado', actions: 'solicitouFaturamento' },
          { guard: and(['representaSolicitante', 'mesmoGrupo', categoria('vendaDireta')]), target: 'reservado', actions: 'solicitouFaturamento' },
          { guard: and(['representaSolicitante', 'mesmoGrupo']), target: 'aguardandoAutorizacao', actions: 'solicitouFaturamento' },
        ],
        DisponibilidadeAtualizada: [
          { guard: and(['ehImportador', { type: 'disponibilidadeEh', params: { status: 4 } }]), target: 'indisponivel', actions: 'atualizouDisponibilidade' },
          {
            guard: and(['ehImportador', { type: 'disponibilidadeEh', params: { status: 8 } }]),
            target: 'processandoStatus',
            actions: 'atualizouDisponibilidade',
          },
          { guard: 'ehImportador', actions: 'atualizouDisponibilidade' },
        ],
      },
    },
    faturamentoSolicitado: {
      entry: assign({ status: STATUS.faturamentoSolicitado }),
      on: {
        SolicitacaoFaturamentoCancelada: retornos(['ehAdministrador'], 'limpouSolicitacao'),
        ProcessamentoFaturamentoIniciado: { guard: 'ehImportador', target: 'processandoFaturamento' },
        VeiculoFaturado: { guard: 'ehImportador', target: 'faturado', actions: 'faturou' },
        BloqueioTrocaAlterado: { guard: 'ehDonoOuAdministrador', actions: 'alterouBloqueioTroca' },
      },
    },
    faturado: {
      entry: assign({ status: STATUS.faturado }),
      on: {
        BloqueioTrocaAlterado: { guard: 'ehDonoOuAdministrador', actions: 'alterouBloqueioTroca' },
      },
    },
    aguardandoAutorizacao: {
      entry: assign({ status: STATUS.aguardandoAutorizacao }),
      on: {
        FaturamentoLiberado: [
          { guard: and(['ehImportador', 'consignacaoPendente']), target: 'consignado', actions: 'consignou' },
          { guard: 'ehImportador', target: 'faturamentoSolicitado' },
        ],
        FaturamentoRecusado: retornos(['ehImportador'], 'limpouSolicitacao'),
      },
    },
    indisponivel: {
      entry: assign({ status: STATUS.indisponivel }),
      on: {
        PedidoBloqueado: { guard: 'ehAdministrador', target: 'bloqueado', actions: ['lembraStatus', 'anotaMotivo'] },
        PedidoCancelado: { guard: 'ehAdministrador', target: 'cancelado', actions: ['lembraStatus', 'anotaMotivo'] },
        DisponibilidadeAtualizada: [
          { guard: and(['ehImportador', { type: 'disponibilidadeEh', params: { status: 0 } }]), target: 'cota', actions: 'atualizouDisponibilidade' },
          {
            guard: and(['ehImportador', { type: 'disponibilidadeEh', params: { status: 8 } }]),
            target: 'processandoStatus',
            actions: 'atualizouDisponibilidade',
          },
          { guard: 'ehImportador', actions: 'atualizouDisponibilidade' },
        ],
      },
    },
    bloqueado: {
      entry: assign({ status: STATUS.bloqueado }),
      on: {
        PedidoLiberado: retornos(['ehAdministrador'], 'anotaMotivo'),
        PedidoCancelado: { guard: 'ehAdministrador', target: 'cancelado', actions: 'anotaMotivo' },
      },
    },
    processandoFaturamento: {
      entry: assign({ status: STATUS.processandoFaturamento }),
      on: {
        VeiculoFaturado: { guard: 'ehImportador', target: 'faturado', actions: 'faturou' },
        FalhaFaturamentoRegistrada: { guard: 'ehImportador', target: 'falhaFaturamento', actions: 'anotaMotivo' },
      },
    },
    falhaFaturamento: {
      entry: assign({ status: STATUS.falhaFaturamento }),
      on: {
        ProcessamentoFaturamentoIniciado: { guard: 'ehImportador', target: 'processandoFaturamento' },
        PedidoCancelado: { guard: 'ehAdministrador', target: 'cancelado', actions: ['lembraStatus', 'anotaMotivo'] },
      },
    },
    processandoStatus: {
      entry: assign({ status: STATUS.processandoStatus }),
      on: {
        DisponibilidadeAtualizada: [
          { guard: and(['ehImportador', { type: 'disponibilidadeEh', params: { status: 0 } }]), target: 'cota', actions: 'atualizouDisponibilidade' },
          { guard: and(['ehImportador', { type: 'disponibilidadeEh', params: { status: 4 } }]), target: 'indisponivel', actions: 'atualizouDisponibilidade' },
          { guard: 'ehImportador', actions: 'atualizouDisponibilidade' },
        ],
      },
    },
    cancelado: {
      entry: assign({ status: STATUS.cancelado }),
      on: {
        PedidoLiberado: retornos(['ehAdministrador'], 'anotaMotivo'),
      },
    },
    consignado: {
      entry: assign({ status: STATUS.consignado }),
      on: {
        VeiculoFaturado: { guard: 'ehImportador', target: 'faturado', actions: 'faturou' },
        BloqueioTrocaAlterado: { guard: 'ehDonoOuAdministrador', actions: 'alterouBloqueioTroca' },
      },
    },
    troca: {
      entry: assign({ status: STATUS.troca }),
      on: {
        RetiradoDaTroca: { guard: 'ehDonoOuAdministrador', target: 'cota' },
        TrocaEfetivada: { guard: and(['livreParaTroca', 'donoDaTroca']), target: 'cota', actions: ['lembraStatus', 'trocou', 'anotaMotivo'] },
        BloqueioTrocaAlterado: { guard: 'ehDonoOuAdministrador', actions: 'alterouBloqueioTroca' },
        FaturamentoSolicitado: [
          { guard: and(['representaSolicitante', 'mesmoGrupo', categoria('estoque')]), target: 'faturamentoSolicitado', actions: 'solicitouFaturamento' },
          { guard: and(['representaSolicitante', 'mesmoGrupo']), target: 'aguardandoAutorizacao', actions: 'solicitouFaturamento' },
        ],
      },
    },
    vendaDireta: {
      entry: assign({ status: STATUS.vendaDireta }),
      on: {
        PedidoCancelado: { guard: 'ehAdministrador', target: 'cancelado', actions: ['lembraStatus', 'anotaMotivo'] },
        VeiculoFaturado: { guard: 'ehImportador', target: 'faturado', actions: 'faturou' },
        // the direct-sales order was cancelled after its sale was approved: the vehicle goes back to where it was before the reservation
        ReservaVendaDiretaCancelada: retornos(['ehImportador'], 'limpouSolicitacao'),
      },
    },
    reservado: {
      entry: assign({ status: STATUS.reservado }),
      on: {
        VendaDiretaAprovada: { guard: 'ehImportador', target: 'vendaDireta' },
        ReservaVendaDiretaCancelada: retornos(['ehImportador'], 'limpouSolicitacao'),
        PedidoCancelado: { guard: 'ehAdministrador', target: 'cancelado', actions: ['lembraStatus', 'anotaMotivo'] },
      },
    },
    ...Object.fromEntries(
      PIPELINES.map((estado) => [
        estado,
        {
          entry: assign({ status: STATUS[estado] }),
          on: {
            StatusPipelineAlterado: destinos(['ehAdministrador']),
            DisponibilizadoAoDealer: { guard: 'ehAdministrador', target: 'cota', actions: 'alocou' },
            NscAlterado: { guard: 'ehAdministrador', actions: 'alterouNsc' },
            PedidoBloqueado: { guard: 'ehAdministrador', target: 'bloqueado', actions: ['lembraStatus', 'anotaMotivo'] },
            PedidoCancelado: { guard: 'ehAdministrador', target: 'cancelado', actions: ['lembraStatus', 'anotaMotivo'] },
            BloqueioTrocaAlterado: { guard: 'ehDonoOuAdministrador', actions: 'alterouBloqueioTroca' },
            ...(estado === 'bolsao'
              ? {
                  // the Bolsão is open to every dealer group (spec §5 "Acquire")
                  FaturamentoSolicitado: [
                    { guard: and(['representaSolicitante', categoria('estoque')]), target: 'faturamentoSolicitado', actions: 'solicitouFaturamento' },
                    { guard: and(['representaSolicitante', categoria('vendaDireta')]), target: 'reservado', actions: 'solicitouFaturamento' },
                    { guard: 'representaSolicitante', target: 'aguardandoAutorizacao', actions: 'solicitouFaturamento' },
                  ],
                }
              : {}),
          },
        },
      ]),
    ),
  },
});

export type VehicleState = 'inexistente' | EstadoVeiculoNome;
type EstadoVeiculoNome = (typeof ESTADO_DO_STATUS)[StatusVeiculo];

/** Rule guards are replaced by `() => true` when folding stored events (docs/architecture.md "Machines and the fold"). */
export const vehicleRuleGuards = [
  'ehAdministrador',
  'ehImportador',
  'ehDonoOuAdministrador',
  'podeMoverParaPipeline',
  'representaSolicitante',
  'mesmoGrupo',
  'livreParaTroca',
  'donoDaTroca',
] as const;

/** pt-BR reason when a rule guard refuses. */
export const vehicleGuardMessages: Record<(typeof vehicleRuleGuards)[number], string> = {
  ehAdministrador: vmsg.somenteAdministrador,
  ehImportador: vmsg.somenteImportador,
  ehDonoOuAdministrador: vmsg.somenteDono,
  podeMoverParaPipeline: vmsg.pocketSomenteAdministrador,
  representaSolicitante: vmsg.outraConcessionaria,
  mesmoGrupo: vmsg.outraConcessionaria,
  livreParaTroca: vmsg.bloqueadoParaTroca,
  donoDaTroca: vmsg.donoMudou,
};

const BLOQUEADOS = new Set(['troca', 'aguardandoAutorizacao', 'reservado', 'consignado']);
const PIPELINE = new Set<string>(PIPELINES);

/** pt-BR reason when the vehicle's status does not accept the event at all (spec §5, §8). */
export function vehicleStateRefusal(state: string, event: VehicleEventType): string {
  if (state === 'inexistente') return vmsg.veiculoInexistente;
  if (event === 'VeiculoRegistrado') return vmsg.veiculoJaCadastrado;
  if (event === 'FaturamentoSolicitado' && state === 'reservado') return vmsg.reservado;
  if (state === 'vendaDireta' && (event === 'FaturamentoSolicitado' || event === 'MovidoParaPipeline' || event === 'StatusPipelineAlterado'))
    return vmsg.vendaDireta;
  if (event === 'SolicitacaoFaturamentoCancelada') return vmsg.statusDiferenteFaturamentoSolicitado;
  if (event === 'FaturamentoLiberado' || event === 'FaturamentoRecusado') return vmsg.naoAguardaLiberacao;
  if (BLOQUEADOS.has(state)) return vmsg.statusBloqueados;
  if (event === 'VeiculoAlocado') return vmsg.statusDiferenteCota;
  if ((event === 'DisponibilizadoAoDealer' || event === 'StatusPipelineAlterado' || event === 'NscAlterado') && !PIPELINE.has(state))
    return vmsg.statusDiferentePipeline;
  if (event === 'MovidoParaPipeline' && PIPELINE.has(state)) return vmsg.statusDiferenteCota;
  if (event === 'PedidoLiberado' && (state === 'bloqueado' || state === 'cancelado')) return vmsg.semStatusAnterior;
  return vmsg.statusNaoPermite;
}
