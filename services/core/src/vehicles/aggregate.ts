import { vehicleMachine, vehicleRuleGuards, vehicleGuardMessages, vehicleStateRefusal, contextoInicial } from '@portal/contracts/vehicles/vehicle-machine';
import type { VehicleContext, VehicleEventType } from '@portal/contracts/vehicles/vehicle-machine';
import { ESTADO_DO_STATUS, STATUS_SOLICITACAO, type StatusVeiculo } from '@portal/contracts/vehicles/status';
import { agregadoDeMaquina } from '../eventstore/aggregate.ts';
import { projection, projecaoPorStream, type Handler, type Row } from '../eventstore/projection.ts';
import type { StoredEvent } from '../eventstore/types.ts';
import { biVeiculosProjection } from './bi-projection.ts';
import { notificacoesDe } from '../notificacoes/index.ts';
import { avisosDoVeiculo } from './avisos.ts';
import { prazosProjection } from '../prazos/index.ts';

/** veiculo-<id>: its state is the one of its status; the `veiculos` row keeps its context as columns (`rowToContext`). */
const veiculos = agregadoDeMaquina<VehicleContext>(
  'veiculo',
  { machine: vehicleMachine, ruleGuards: vehicleRuleGuards, guardMessages: vehicleGuardMessages, stateRefusal: vehicleStateRefusal },
  { estado: (c) => (c.status === null ? null : ESTADO_DO_STATUS[c.status]), daLinha: rowToContext },
);
export const { streamType: VEHICLE_STREAM_TYPE, stream: vehicleStream, evolve: evolveContext } = veiculos;
const idOf = veiculos.idOf;
/** Projections read only the event's data (time and actor are in it), so a rebuild needs nothing else. */
const fatos = (e: StoredEvent) => e.data as { at: string; actor: { userId: number; nome: string; espelhoAdminId: number | null }; motivo?: string | null };

// ---- veiculos: the machine's context as columns
const COLUMNS: [keyof VehicleContext, string][] = (Object.keys(contextoInicial) as (keyof VehicleContext)[])
  .filter((k) => k !== 'veiculoId')
  .map((k) => [k, k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)]);
const DATE_FIELDS = new Set<keyof VehicleContext>([
  'dataDisponibilidade',
  'dataProrrogacaoFaturamento',
  'dataEntradaEstoque',
  'dataConsignacao',
  'dataPrevistaFaturamento',
  'dataFaturamento',
]);
const asDate = (v: unknown) => (v === null || v === undefined ? null : String(v).slice(0, 10));

export function rowToContext(row: Row): VehicleContext {
  const c: Record<string, unknown> = { ...contextoInicial, veiculoId: Number(row.id) };
  for (const [k, col] of COLUMNS) {
    const v = row[col];
    if (v === undefined) continue;
    c[k] = DATE_FIELDS.has(k) ? asDate(v) : v;
  }
  if (typeof c.specs === 'string') c.specs = JSON.parse(c.specs);
  return c as unknown as VehicleContext;
}

export function contextToRow(c: VehicleContext, e: StoredEvent): Row {
  const row: Row = { id: c.veiculoId ?? idOf(e) };
  for (const [k, col] of COLUMNS) row[col] = c[k];
  row.specs = JSON.stringify(c.specs);
  row.mes_disponibilidade = c.dataDisponibilidade ? Number(c.dataDisponibilidade.slice(5, 7)) : null;
  row.ano_disponibilidade = c.dataDisponibilidade ? Number(c.dataDisponibilidade.slice(0, 4)) : null;
  row.atualizado_em = fatos(e).at;
  row.ultima_posicao = e.position;
  return row;
}

/** Every vehicle event moves the machine, so the read models that keep its context handle them all, the same way. */
const todosOsEventos = (h: Handler): Record<VehicleEventType, Handler> => ({
  VeiculoRegistrado: h,
  VeiculoAlocado: h,
  PedidoBloqueado: h,
  PedidoLiberado: h,
  PedidoCancelado: h,
  MovidoParaPipeline: h,
  StatusPipelineAlterado: h,
  DisponibilizadoAoDealer: h,
  NscAlterado: h,
  DisponibilizadoParaTroca: h,
  RetiradoDaTroca: h,
  BloqueioTrocaAlterado: h,
  TrocaEfetivada: h,
  FaturamentoSolicitado: h,
  SolicitacaoFaturamentoCancelada: h,
  FaturamentoLiberado: h,
  FaturamentoRecusado: h,
  ProcessamentoFaturamentoIniciado: h,
  FalhaFaturamentoRegistrada: h,
  VeiculoFaturado: h,
  DisponibilidadeAtualizada: h,
  VendaDiretaAprovada: h,
  ReservaVendaDiretaCancelada: h,
});

/** veiculos: the machine's context as columns, after each event. */
export const veiculosProjection = projecaoPorStream<VehicleEventType>(veiculos, {
  table: 'veiculos',
  on: todosOsEventos((current, e) => contextToRow(veiculos.contextoApos(current, e), e)),
});

// ---- veiculo_logs: the Log do Veículo, one entry per event
export interface EntradaLog {
  posicao: string;
  evento: string;
  dataOperacao: string;
  usuarioId: number | null;
  nome: string | null;
  espelhoAdminId: number | null;
  status: StatusVeiculo | null;
  dataDisponibilidade: string | null;
  tipoVendaId: number | null;
  dealerOrigemId: number | null;
  dealerAtualId: number | null;
  motivo: string | null;
}

function registrarNoLog(current: Row | undefined, e: StoredEvent): Row {
  const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
  const before = current ? (parse(current.estado) as VehicleContext) : null;
  const entradas = current ? (parse(current.entradas) as EntradaLog[]) : [];
  const c = evolveContext(before, e);
  const data = e.data as { motivo?: string | null };
  entradas.push({
    posicao: e.position,
    evento: e.type,
    dataOperacao: fatos(e).at,
    usuarioId: fatos(e).actor.userId,
    nome: fatos(e).actor.nome,
    espelhoAdminId: fatos(e).actor.espelhoAdminId,
    status: c.status,
    dataDisponibilidade: c.dataDisponibilidade,
    tipoVendaId: c.tipoVendaId,
    dealerOrigemId: c.dealerOrigemId,
    dealerAtualId: c.concessionariaId,
    motivo: data.motivo ?? null,
  });
  return { veiculo_id: idOf(e), estado: JSON.stringify(c), entradas: JSON.stringify(entradas), ultima_posicao: e.position };
}

/** veiculo_logs: one row per vehicle, an entry per event with the state after it. */
export const veiculoLogsProjection = projection<VehicleEventType>({
  name: 'veiculo_logs',
  table: 'veiculo_logs',
  key: 'veiculo_id',
  streamType: VEHICLE_STREAM_TYPE,
  keyOf: idOf,
  on: todosOsEventos(registrarNoLog),
});

// ---- solicitacoes_faturamento
const pedidoDe = (e: StoredEvent) => (e.data as { faturamentoPedidoId?: number | null }).faturamentoPedidoId ?? null;

/** A decision on an open request (released, refused, cancelled, billed): its new status, who decided and when. */
function decidida(status: number): Handler {
  return (current, e) => {
    if (!current) return null;
    const d = e.data as { motivo?: string | null };
    const faturado = e.type === 'VeiculoFaturado';
    return {
      ...current,
      data_faturamento: asDate(current.data_faturamento),
      status,
      decidido_em: faturado ? current.decidido_em : fatos(e).at,
      decidido_por_nome: faturado ? current.decidido_por_nome : fatos(e).actor.nome,
      motivo: d.motivo ?? current.motivo,
      ultima_posicao: e.position,
    };
  };
}

/** solicitacoes_faturamento: billing requests, keyed by the request id carried in the events. */
export const solicitacoesProjection = projection({
  name: 'solicitacoes_faturamento',
  table: 'solicitacoes_faturamento',
  key: 'id',
  streamType: VEHICLE_STREAM_TYPE,
  keyOf: (e) => Number(pedidoDe(e) ?? 0),
  when: (e) => Boolean(pedidoDe(e)),
  on: {
    FaturamentoSolicitado: (_current, e) => {
      const d = e.data as Record<string, unknown> & { faturamentoPedidoId: number };
      return {
        id: d.faturamentoPedidoId,
        veiculo_id: idOf(e),
        status: d.categoria === 'estoque' ? STATUS_SOLICITACAO.liberado : STATUS_SOLICITACAO.aguardandoLiberacao,
        tipo_venda_id: d.tipoVendaId,
        categoria: d.categoria,
        tipo_pagamento_id: d.tipoPagamentoId ?? null,
        dealer_solicitante_id: d.dealerSolicitanteId,
        dealer_solicitante_grupo_id: d.dealerSolicitanteGrupoId,
        data_faturamento: d.dataFaturamento ?? null,
        faturar_assim_que_possivel: d.faturarAssimQuePossivel,
        prioridade: d.prioridade,
        solicitado_em: fatos(e).at,
        solicitado_por_id: fatos(e).actor.userId,
        solicitado_por_nome: fatos(e).actor.nome,
        admin_id: d.userSolicitadoAdminId ?? null,
        decidido_em: null,
        decidido_por_nome: null,
        motivo: null,
        ultima_posicao: e.position,
      };
    },
    FaturamentoLiberado: decidida(STATUS_SOLICITACAO.liberado),
    FaturamentoRecusado: decidida(STATUS_SOLICITACAO.recusado),
    SolicitacaoFaturamentoCancelada: decidida(STATUS_SOLICITACAO.cancelado),
    ReservaVendaDiretaCancelada: decidida(STATUS_SOLICITACAO.cancelado),
    VeiculoFaturado: decidida(STATUS_SOLICITACAO.faturado),
  } satisfies Partial<Record<VehicleEventType, Handler>>,
});

/** bi_veiculos: the BI dashboards' narrow row per vehicle (./bi-projection.ts). */
export const biVeiculos = biVeiculosProjection(VEHICLE_STREAM_TYPE, idOf, evolveContext, todosOsEventos);

export const vehicleAggregate = veiculos.comProjecoes(
  veiculosProjection,
  veiculoLogsProjection,
  solicitacoesProjection,
  biVeiculos,
  notificacoesDe(VEHICLE_STREAM_TYPE, avisosDoVeiculo(evolveContext)),
  // a billing request awaiting release has its deadline (conf15)
  prazosProjection,
);
