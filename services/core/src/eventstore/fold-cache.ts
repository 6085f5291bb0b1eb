import type { Db } from '../kernel/db.ts';
import { DomainError, VersionConflict } from '../kernel/errors.ts';
import { mesmoJson } from '../kernel/json-canonico.ts';
import type { Aggregate } from './aggregate.ts';
import { fold, type MachineEvent, type State } from './decider.ts';
import { readStream, readStreamFrom, streamVersion } from './store.ts';
import type { StoredEvent } from './types.ts';

/**
 * The fold of a stream's committed-or-own events, kept between commands (this process's memory, LRU): events are
 * immutable, so the fold of versions 1..v stays true; the next load reads only from v on and checks that the event at v
 * is still the one folded (same global position — a rolled-back append's position is never reused), else folds again.
 */
const FOLDS_MAX = 5000;
interface Kept {
  agg: Aggregate;
  version: number;
  position: string;
  recordedAt: string;
  state: State;
  /** the pool handle that wrote or read it outside a transaction: the same handle is the same database */
  origem?: Db;
}
const folds = new Map<string, Kept>();

/** Keeps `state` as the fold of `streamId` up to `last`, the most recent entry, with the handle that made it. */
export function guardarFold(db: Db, agg: Aggregate, streamId: string, last: StoredEvent, state: State): void {
  folds.delete(streamId);
  folds.set(streamId, { agg, version: last.version, position: last.position, recordedAt: last.recordedAt, state, origem: db.isTransaction ? undefined : db });
  if (folds.size > FOLDS_MAX) folds.delete(folds.keys().next().value!);
}

/**
 * What the caller read of the stream: its read model row's last applied position and the context it keeps. When the
 * kept fold ends at that position with that very context, the fold is the stream's and the events are not read; a newer
 * event committed since (a race) makes the append at the fold's version fail with the usual conflict.
 */
export interface Conhecido {
  posicao: string;
  contexto: unknown;
}
/** A fold this process keeps, as what a caller knows of the stream, with its version (`foldVencido`). */
export interface FoldEmMemoria extends Conhecido {
  versao: number;
}

/**
 * The fold this pool handle last made of `streamId` (its own write or read, outside a transaction): a command on it skips
 * reading the stream and its row, and appends at the fold's version — so a writer elsewhere since (another process) makes
 * that append fail with VersionConflict, nothing written. null: none kept.
 */
export function foldEmMemoria(db: Db, agg: Aggregate, streamId: string): FoldEmMemoria | null {
  const c = folds.get(streamId);
  if (!c || c.agg !== agg || db.isTransaction || c.origem !== db) return null;
  return { posicao: c.position, contexto: c.state.context, versao: c.version };
}

/**
 * Whether `erro`, thrown by a command decided on the kept fold `emMemoria`, may come from that fold being behind the
 * stream: a version conflict, or a domain answer (refusal, invalid input…) while the stream has moved past the fold.
 * The caller then decides again from the row. Anything else (a database failure, a bug) is the command's own error.
 */
export async function foldVencido(db: Db, streamId: string, emMemoria: FoldEmMemoria, erro: unknown): Promise<boolean> {
  if (erro instanceof VersionConflict) return true;
  return erro instanceof DomainError && (await streamVersion(db, streamId)) !== emMemoria.versao;
}

/** The state of `streamId` and its version: the kept fold when `conhecido` says it is current, else from the events (kept again). */
export async function foldDoStream(db: Db, agg: Aggregate, streamId: string, conhecido?: Conhecido): Promise<{ state: State; version: number }> {
  const cached = folds.get(streamId);
  // the same position in the same database (the pool handle that made this fold) is the same context: no need to compare
  if (
    cached &&
    conhecido &&
    cached.agg === agg &&
    cached.position === String(conhecido.posicao) &&
    ((!db.isTransaction && cached.origem === db) || mesmoJson(cached.state.context, conhecido.contexto))
  )
    return { state: cached.state, version: cached.version };
  let state: State;
  let events: StoredEvent[];
  let base = 0;
  const desde = cached && cached.agg === agg ? await readStreamFrom(db, streamId, cached.version) : null;
  // position and recording instant: the same event, not one of another database that happens to share the stream id and position
  if (cached && desde && desde[0]?.position === cached.position && desde[0].recordedAt === cached.recordedAt) {
    events = desde.slice(1);
    base = cached.version;
    state = events.reduce((s, e) => agg.decider.evolve(s, e.data as MachineEvent), cached.state);
  } else {
    folds.delete(streamId);
    events = await readStream(db, streamId);
    state = fold(agg, events);
  }
  const last = events.at(-1);
  if (last) guardarFold(db, agg, streamId, last, state);
  return { state, version: last ? last.version : base };
}
