/**
 * The composition root of the event store: every aggregate by stream type and every projection.
 * The event store serves the contexts without knowing them; a new context registers its aggregate here.
 */
import type { Db } from './kernel/index.ts';
import type { Aggregate } from './eventstore/aggregate.ts';
import type { Projection } from './eventstore/projection.ts';
import { replay, type ReplayStep } from './eventstore/replay.ts';
import { rebuild, type RebuildReport } from './eventstore/rebuild.ts';
import { accountAggregate } from './access/account.ts';
import { vehicleAggregate, CONTADORES, reconstruirContador, type Contador } from './vehicles/index.ts';
import { swapAggregate } from './swaps/index.ts';
import { orderAggregate, arquivoDeUmPedidoVisivel } from './direct-sales/index.ts';
import { boletoAggregate } from './boletos/index.ts';
import { notaFiscalAggregate, arquivoDeUmaNotaVisivel } from './comissoes/index.ts';
import { planoAggregate } from './order-call/index.ts';
import { veiculoKpiAggregate, arquivoDeUmVeiculoKpiVisivel, BASES_KPI, reconstruirBasesKpi } from './kpi/index.ts';
import { visaoAggregate } from './visoes/index.ts';
import type { AcessoArquivo } from './storage/index.ts';
// sources of notifications with no aggregate (plain events on their own streams), registered before any rebuild
import './prazos/avisos.ts';
import './popups/avisos.ts';
import './imports/avisos.ts';

export const aggregates: Readonly<Record<string, Aggregate>> = {
  [accountAggregate.streamType]: accountAggregate,
  [vehicleAggregate.streamType]: vehicleAggregate,
  [swapAggregate.streamType]: swapAggregate,
  [orderAggregate.streamType]: orderAggregate,
  [boletoAggregate.streamType]: boletoAggregate,
  [notaFiscalAggregate.streamType]: notaFiscalAggregate,
  [planoAggregate.streamType]: planoAggregate,
  [veiculoKpiAggregate.streamType]: veiculoKpiAggregate,
  [visaoAggregate.streamType]: visaoAggregate,
};

/** Every read model, each once (the notifications and `prazos` follow several aggregates: listed once), in the order the rebuild runs them. */
export const projections: readonly Projection[] = [...new Set(Object.values(aggregates).flatMap((a) => a.projections))];

/** The auditor's replay of one stream (CLI `pnpm replay`, `GET auditoria/stream/...`). */
export const replayStream = (db: Db, streamId: string): Promise<ReplayStep[]> => replay(db, aggregates, streamId);

/**
 * `pnpm projections rebuild [--verify]`: rebuilds every read model (or the named ones) from the events, then recounts the
 * vehicle counters kept with the `veiculos` read model (vehicles/contagens.ts; all of them, or those named) and the KPI
 * summaries' base figures kept with the KPI tables (`kpi_bases_mensais`, kpi/bases-mensais.ts).
 */
export async function rebuildProjections(db: Db, only?: string[]): Promise<RebuildReport[]> {
  const reports = await rebuild(db, projections, only);
  for (const tabela of Object.keys(CONTADORES) as Contador[]) if (!only || only.includes(tabela)) reports.push(await reconstruirContador(db, tabela));
  if (!only || only.includes(BASES_KPI)) reports.push(await reconstruirBasesKpi(db));
  return reports;
}

/**
 * Further reasons a user may download an uploaded file, one per context that attaches files (e.g. an order's dealer
 * reads the files attached to that order): `GET genericos/arquivos/{id}` asks each after the uploader's own side.
 */
export const acessosArquivo: readonly AcessoArquivo[] = [arquivoDeUmPedidoVisivel, arquivoDeUmaNotaVisivel, arquivoDeUmVeiculoKpiVisivel];
