import type { Db } from '../kernel/db.ts';
import { NotFound } from '../kernel/errors.ts';
import type { Aggregate } from './aggregate.ts';
import { stateName, type MachineEvent } from './decider.ts';
import { readStream } from './store.ts';

export interface ReplayStep {
  version: number;
  position: string;
  type: string;
  recordedAt: string;
  actor: { userId: number | null; nome: string | null; role: string | null; espelhoAdminId: number | null; correlationId: string | null };
  data: Record<string, unknown>;
  state: string;
  context: unknown;
}

/**
 * The auditor's replay: each event of a stream, who did it, and the machine's state after it.
 * `aggregates` are the aggregates by stream type (the composition root, `contexts.ts`, passes them); the stream's events name
 * their type (`nota-fiscal-5` is of type `nota-fiscal`, not `nota`).
 */
export async function replay(db: Db, aggregates: Readonly<Record<string, Aggregate>>, streamId: string): Promise<ReplayStep[]> {
  const events = await readStream(db, streamId);
  const agg = events[0] && aggregates[events[0].streamType];
  if (!agg) throw new NotFound();
  // one evolve step per event from the state after the one before (the stream is folded once, not once per event)
  let snapshot = agg.decider.initialState;
  return events.map((e) => {
    snapshot = agg.decider.evolve(snapshot, e.data as MachineEvent);
    const { actor: _actor, ...data } = e.data;
    return {
      version: e.version,
      position: e.position,
      type: e.type,
      recordedAt: e.recordedAt,
      actor: {
        userId: e.metadata.userId,
        nome: e.metadata.nome,
        role: e.metadata.role,
        espelhoAdminId: e.metadata.espelhoAdminId,
        correlationId: e.metadata.correlationId,
      },
      data,
      state: stateName(snapshot),
      context: snapshot.context,
    };
  });
}
