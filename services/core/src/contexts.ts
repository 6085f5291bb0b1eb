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
import { vehicleAggregate } from './vehicles/index.ts';
import { swapAggregate } from './swaps/index.ts';
import { orderAggregate, arquivoDeUmPedidoVisivel } from './direct-sales/index.ts';
import { boletoAggregate } from './boletos/index.ts';
import { notaFiscalAggregate, arquivoDeUmaNotaVisivel } from './comissoes/index.ts';
import { planoAggregate } from './order-call/index.ts';
import { veiculoKpiAggregate, arquivoDeUmVeiculoKpiVisivel } from './kpi/index.ts';
import type { AcessoArquivo } from './storage/index.ts';

export const aggregates: Readonly<Record<string, Aggregate>> = {
  [accountAggregate.streamType]: accountAggregate,
  [vehicleAggregate.streamType]: vehicleAggregate,
  [swapAggregate.streamType]: swapAggregate,
  [orderAggregate.streamType]: orderAggregate,
  [boletoAggregate.streamType]: boletoAggregate,
  [notaFiscalAggregate.streamType]: notaFiscalAggregate,
  [planoAggregate.streamType]: planoAggregate,
  [veiculoKpiAggregate.streamType]: veiculoKpiAggregate,
};

/** Every read model, each once, in the order the rebuild runs them (`prazos` follows several aggregates: listed once). */
export const projections: readonly Projection[] = [...new Set(Object.values(aggregates).flatMap((a) => a.projections))];

/** The auditor's replay of one stream (CLI `pnpm replay`, `GET auditoria/stream/...`). */
export const replayStream = (db: Db, streamId: string): Promise<ReplayStep[]> => replay(db, aggregates, streamId);

/** `pnpm projections rebuild [--verify]`: rebuilds every read model (or the named ones) from the events. */
export const rebuildProjections = (db: Db, only?: string[]): Promise<RebuildReport[]> => rebuild(db, projections, only);

/**
 * Further reasons a user may download an uploaded file, one per context that attaches files (e.g. an order's dealer
 * reads the files attached to that order): `GET genericos/arquivos/{id}` asks each after the uploader's own side.
 */
export const acessosArquivo: readonly AcessoArquivo[] = [arquivoDeUmPedidoVisivel, arquivoDeUmaNotaVisivel, arquivoDeUmVeiculoKpiVisivel];
