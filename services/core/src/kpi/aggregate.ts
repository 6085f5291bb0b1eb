import {
  veiculoKpiMachine,
  veiculoKpiRuleGuards,
  veiculoKpiGuardMessages,
  veiculoKpiStateRefusal,
  estadoDoVeiculoKpi,
  type VeiculoKpiContext,
  type VeiculoKpiEventType,
} from '@portal/contracts/kpi/veiculo-machine';
import { evolveStored } from '../eventstore/decider.ts';
import { aggregate } from '../eventstore/aggregate.ts';
import { projecaoPorStream, type Handler, type Row } from '../eventstore/projection.ts';
import { contextoGuardado, tipoDeStream } from '../eventstore/streams.ts';
import type { StoredEvent } from '../eventstore/types.ts';

export const KPI_VEICULO_STREAM_TYPE = 'kpi-veiculo';
const veiculosKpi = tipoDeStream(KPI_VEICULO_STREAM_TYPE);
export const kpiVeiculoStream = veiculosKpi.stream;
const idOf = veiculosKpi.idOf;

export const contextoDoVeiculoKpi = contextoGuardado<VeiculoKpiContext>;

/** The vehicle's context after `event` (one fold step). Pure. */
export function evolveVeiculoKpi(context: VeiculoKpiContext | null, event: Pick<StoredEvent, 'data'>): VeiculoKpiContext {
  const state = context && context.veiculoId !== null ? estadoDoVeiculoKpi(context) : null;
  return evolveStored<VeiculoKpiContext>(veiculoKpiAggregate, state, context, event);
}

/** The dealer's group, read when registering, kept in the row for group-wide scope. */
function contextToRow(c: VeiculoKpiContext, e: StoredEvent, grupo: number | null): Row | null {
  if (c.excluido || !c.dados) return null;
  return {
    id: c.veiculoId ?? idOf(e),
    ano: c.ano,
    mes: c.mes,
    concessionaria_id: c.concessionariaId,
    concessionaria_grupo_id: grupo,
    chassi: c.dados.chassi,
    marca_id: c.dados.marcaId,
    marca_nome: c.dados.marcaNome,
    approved: c.dados.approved,
    status: c.status,
    valor_venda: c.dados.valorVenda,
    depreciacao: c.dados.depreciacao,
    contexto: JSON.stringify(c),
    versao: e.version,
    ultima_posicao: e.position,
  };
}

const grupoDe = (current: Row | undefined, e: StoredEvent) =>
  current
    ? ((current.concessionaria_grupo_id as number | null) ?? null)
    : (((e.data as { concessionariaGrupoId?: number | null }).concessionariaGrupoId ?? null) as number | null);

/** kpi_veiculos: one row per vehicle not deleted, the machine's context after each event. */
const porMaquina: Handler = (current, e) => contextToRow(evolveVeiculoKpi(current ? contextoDoVeiculoKpi(current) : null, e), e, grupoDe(current, e));

export const kpiVeiculosProjection = projecaoPorStream<VeiculoKpiEventType>(veiculosKpi, {
  table: 'kpi_veiculos',
  on: { VeiculoKpiCadastrado: porMaquina, VeiculoKpiAlterado: porMaquina, VeiculoKpiAprovado: porMaquina, VeiculoKpiExcluido: porMaquina },
});

export const veiculoKpiAggregate = aggregate({
  streamType: KPI_VEICULO_STREAM_TYPE,
  machine: veiculoKpiMachine,
  ruleGuards: veiculoKpiRuleGuards,
  guardMessages: veiculoKpiGuardMessages,
  stateRefusal: veiculoKpiStateRefusal,
  projections: [kpiVeiculosProjection],
});
