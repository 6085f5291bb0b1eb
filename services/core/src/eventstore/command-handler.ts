import type { Db } from '../kernel/db.ts';
import { VersionConflict } from '../kernel/errors.ts';
import type { Aggregate } from './aggregate.ts';
import { appendDecision } from './append.ts';
import type { MachineEvent, State } from './decider.ts';
import { foldDoStream, guardarFold, type Conhecido } from './fold-cache.ts';
import type { EventMetadata } from '../kernel/actor.ts';
import type { StoredEvent } from './types.ts';

export interface Decision {
  events: StoredEvent[];
  before: State;
  after: State;
}

export interface CommandOptions {
  /** the version the caller saw (409 when the stream is elsewhere) */
  expectedVersion?: number;
  /** what else the command writes, in the append's transaction */
  alsoInTransaction?: (trx: Db, stored: StoredEvent[]) => Promise<void>;
  /** what the caller already read of the stream (its row): the events need not be read again (fold-cache) */
  conhecido?: Conhecido;
}

/**
 * A command on one stream, as emmett's `handleCommand` runs a decider: load the stream's state (fold-cache), decide
 * (the machine refuses with 422), append the events with their metadata at the version loaded (409 on a race) and the
 * read models (append), and keep the fold after them for the next command.
 */
export async function handleCommand(
  db: Db,
  agg: Aggregate,
  streamId: string,
  command: MachineEvent,
  metadata: EventMetadata,
  opts: CommandOptions = {},
): Promise<Decision> {
  const { state: before, version } = await foldDoStream(db, agg, streamId, opts.conhecido);
  if (opts.expectedVersion !== undefined && opts.expectedVersion !== version) throw new VersionConflict(streamId);
  const events = agg.decider.decide(command, before);
  const estados: State[] = [];
  const after = events.reduce((s, e) => {
    const next = agg.decider.evolve(s, e);
    estados.push(next);
    return next;
  }, before);
  const novos = events.map((e) => ({ type: e.type, data: e as Record<string, unknown>, metadata }));
  const contextos = estados.map((s) => s.context as unknown);
  const stored = await appendDecision(db, agg, streamId, version, novos, after, opts.alsoInTransaction, contextos);
  // a fold whose transaction rolls back is never matched again: its position is not reused
  const last = stored.at(-1);
  if (last) guardarFold(db, agg, streamId, last, after);
  return { events: stored, before, after };
}
