import { veiculoKpiMachine, veiculoKpiRuleGuards, veiculoKpiGuardMessages, veiculoKpiStateRefusal } from '@portal/contracts/kpi/veiculo-machine';
import { estadoDoVeiculoKpi, type VeiculoKpiContext, type VeiculoKpiEventType } from '@portal/contracts/kpi/veiculo-machine';
import { agregadoDeMaquina } from '../eventstore/aggregate.ts';
import { projecaoPorStream, type Handler, type Row } from '../eventstore/projection.ts';
import type { StoredEvent } from '../eventstore/types.ts';

/** kpi-veiculo-<id>: its state is read from its context once registered (`estadoDoVeiculoKpi`). */
const veiculosKpi = agregadoDeMaquina<VeiculoKpiContext>(
  'kpi-veiculo',
  { machine: veiculoKpiMachine, ruleGuards: veiculoKpiRuleGuards, guardMessages: veiculoKpiGuardMessages, stateRefusal: veiculoKpiStateRefusal },
  { estado: (c) => (c.veiculoId === null ? null : estadoDoVeiculoKpi(c)) },
);
export const { streamType: KPI_VEICULO_STREAM_TYPE, stream: kpiVeiculoStream, contexto: contextoDoVeiculoKpi } = veiculosKpi;

/** The dealer's group, read when registering, kept in the row for group-wide scope. */
function contextToRow(c: VeiculoKpiContext, e: StoredEvent, grupo: number | null): Row | null {
  if (c.excluido || !c.dados) return null;
  return {
    id: c.veiculoId ?? veiculosKpi.idOf(e),
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
const porMaquina: Handler = (current, e) => contextToRow(veiculosKpi.contextoApos(current, e), e, grupoDe(current, e));

export const kpiVeiculosProjection = projecaoPorStream<VeiculoKpiEventType>(veiculosKpi, {
  table: 'kpi_veiculos',
  on: { VeiculoKpiCadastrado: porMaquina, VeiculoKpiAlterado: porMaquina, VeiculoKpiAprovado: porMaquina, VeiculoKpiExcluido: porMaquina },
});

export const veiculoKpiAggregate = veiculosKpi.comProjecoes(kpiVeiculosProjection);
