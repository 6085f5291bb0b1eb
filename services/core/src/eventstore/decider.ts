import { createActor, initialTransition, type AnyActorScope, type AnyStateMachine, type AnyMachineSnapshot } from 'xstate';
import type { Db } from '../kernel/db.ts';
import { Refused, VersionConflict } from '../kernel/errors.ts';
import { mesmoJson } from '../kernel/json-canonico.ts';
import { appendToStream, readStream, readStreamFrom } from './store.ts';
import { applyInline, type Projection, type Row } from './projection.ts';
import { appendComLinha } from './append-com-linha.ts';
import type { EventMetadata, StoredEvent } from './types.ts';

type MachineEvent = { type: string } & Record<string, unknown>;

/** An aggregate: its XState machine and how to explain a refusal in pt-BR. */
export interface Aggregate {
  streamType: string;
  machine: AnyStateMachine;
  /** guards that decide who may act and business rules; replaced by always-true when folding history */
  ruleGuards: readonly string[];
  /** rule guard implementations, when the machine only names them */
  guardImpls?: Record<string, (args: { context: unknown; event: MachineEvent }) => boolean>;
  guardMessages: Record<string, string>;
  stateRefusal(state: string, eventType: string): string;
  projections: Projection[];
}

const always = () => true;
const nada = () => {};

/**
 * XState's pure `transition` without its per-call cost: `transition(machine, snapshot, event)` builds a throwaway actor
 * on every call, and building it computes the machine's initial snapshot (~30 µs for the order machine, a tenth of an
 * order command's CPU: bench/orders). The portal's machines are pure — assign and guards, no children, no delayed or sent
 * events — so one inert scope per machine serves every transition: like XState's, it runs and defers nothing (its action
 * executor and `defer` drop what they are given; the decider never runs actions). The machine's `transition` is its
 * public ActorLogic method; the scope is taken from an actor that is never started.
 */
const escopos = new WeakMap<AnyStateMachine, AnyActorScope>();
export function transicao(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: MachineEvent): AnyMachineSnapshot {
  let escopo = escopos.get(machine);
  if (!escopo) {
    const base = (createActor(machine) as unknown as { _actorScope: AnyActorScope })._actorScope;
    escopo = { ...base, actionExecutor: nada, defer: nada };
    escopos.set(machine, escopo);
  }
  return machine.transition(snapshot, event, escopo);
}

/** The machine's initial snapshot, computed once per machine (snapshots are immutable: every transition makes a new one). */
const iniciais = new WeakMap<AnyStateMachine, AnyMachineSnapshot>();
function inicial(machine: AnyStateMachine): AnyMachineSnapshot {
  let s = iniciais.get(machine);
  if (!s) iniciais.set(machine, (s = initialTransition(machine)[0]));
  return s;
}
const foldMachines = new WeakMap<AnyStateMachine, AnyStateMachine>();

function foldMachine(agg: Aggregate): AnyStateMachine {
  let m = foldMachines.get(agg.machine);
  if (!m) {
    m = agg.machine.provide({ guards: Object.fromEntries(agg.ruleGuards.map((g) => [g, always])) });
    foldMachines.set(agg.machine, m);
  }
  return m;
}

/** Folds stored events into the machine's snapshot (rule guards always true, routing guards kept). */
export function fold(agg: Aggregate, events: Pick<StoredEvent, 'data'>[]): AnyMachineSnapshot {
  const machine = foldMachine(agg);
  let snapshot = inicial(machine);
  for (const e of events) snapshot = transicao(machine, snapshot, e.data as MachineEvent);
  return snapshot;
}

/**
 * One step of the fold from a stored context: the machine's snapshot is resolved from `context` in `state`
 * (null: the initial state, nothing happened yet) and `event` is applied with the rule guards always true.
 * Projections keep the context in their row, so each event costs one transition, not a replay of the stream.
 */
export function evolve<C>(agg: Aggregate, state: string | null, context: C | null, event: Pick<StoredEvent, 'data'>): C {
  const machine = foldMachine(agg);
  const snapshot = state === null || context === null ? inicial(machine) : machine.resolveState({ value: state, context });
  return transicao(machine, snapshot, event.data as MachineEvent).context as C;
}

export const stateName = (s: AnyMachineSnapshot) => (typeof s.value === 'string' ? s.value : JSON.stringify(s.value));

/**
 * Asks the machine whether it accepts `event` in `snapshot` with the real rule guards.
 * Returns null when accepted, otherwise the pt-BR reason.
 */
/** The rule guards that refused during the current `can` (synchronous: one decision at a time on this thread). */
let recusadas: string[] = [];
const decidingMachines = new WeakMap<AnyStateMachine, AnyStateMachine>();

/** The machine with its real rule guards, each noting a refusal; built once per aggregate (a `provide` costs ~1 ms). */
function decidingMachine(agg: Aggregate): AnyStateMachine {
  let m = decidingMachines.get(agg.machine);
  if (!m) {
    const impls = agg.guardImpls ?? {};
    const base = agg.machine.implementations.guards as Record<string, unknown>;
    const guards = Object.fromEntries(
      agg.ruleGuards.map((g) => {
        const impl = (impls[g] ?? base[g]) as (args: unknown, params?: unknown) => boolean;
        return [
          g,
          (args: unknown, params: unknown) => {
            const ok = impl(args, params);
            if (!ok) recusadas.push(g);
            return ok;
          },
        ];
      }),
    );
    m = agg.machine.provide({ guards });
    decidingMachines.set(agg.machine, m);
  }
  return m;
}

/**
 * Asks the machine whether it accepts `event` in `snapshot` with the real rule guards.
 * Returns null when accepted, otherwise the pt-BR reason.
 */
export function refusal(agg: Aggregate, snapshot: AnyMachineSnapshot, event: MachineEvent): string | null {
  recusadas = [];
  const live = decidingMachine(agg).resolveState({ value: snapshot.value, context: snapshot.context });
  const aceita = live.can(event);
  const failed = recusadas;
  recusadas = [];
  if (aceita) return null;
  const firstFailed = failed[0];
  if (firstFailed) return agg.guardMessages[firstFailed] ?? agg.stateRefusal(stateName(snapshot), event.type);
  return agg.stateRefusal(stateName(snapshot), event.type);
}

/**
 * The fold of a stream's committed-or-own events, kept between decisions: events are immutable, so the fold of versions
 * 1..v stays true; a decision reads only from v on and checks that the event at v is still the one folded (same global
 * position — a rolled-back append's position is never reused), else it folds the stream again. Bounded (LRU).
 */
const FOLDS_MAX = 5000;
const folds = new Map<
  string,
  {
    agg: Aggregate;
    version: number;
    position: string;
    recordedAt: string;
    snapshot: AnyMachineSnapshot;
    /** the pool handle that wrote or read it outside a transaction: the same handle is the same database */
    origem?: Db;
  }
>();

/** Keeps `snapshot` as the fold of `streamId` up to `last`, the most recent entry (LRU), with the handle that made it. */
function guardarFold(db: Db, agg: Aggregate, streamId: string, last: StoredEvent, snapshot: AnyMachineSnapshot): void {
  folds.delete(streamId);
  folds.set(streamId, {
    agg,
    version: last.version,
    position: last.position,
    recordedAt: last.recordedAt,
    snapshot,
    origem: db.isTransaction ? undefined : db,
  });
  if (folds.size > FOLDS_MAX) folds.delete(folds.keys().next().value!);
}

/**
 * What the caller read of the stream in this transaction: its read model row's last applied position and the context
 * it keeps. When the cached fold ends at that position with that very context, the fold is the stream's and the read
 * of the events is skipped; a newer event committed since (a race) makes the append at the expected version fail with
 * the usual conflict. Anything else reads the events as always.
 */
export interface Conhecido {
  posicao: string;
  contexto: unknown;
}

/**
 * The fold this pool handle last made of `streamId` (its own write or read, outside a transaction), as what a caller knows
 * of the stream: a decision on it skips reading the stream and its row, and appends at the fold's version — so a writer
 * elsewhere since (another process) makes that append fail with VersionConflict, nothing written. null: none kept.
 */
export function foldEmMemoria(db: Db, agg: Aggregate, streamId: string): Conhecido | null {
  const c = folds.get(streamId);
  if (!c || c.agg !== agg || db.isTransaction || c.origem !== db) return null;
  return { posicao: c.position, contexto: c.snapshot.context };
}

async function foldedStream(db: Db, agg: Aggregate, streamId: string, conhecido?: Conhecido): Promise<{ before: AnyMachineSnapshot; version: number }> {
  const cached = folds.get(streamId);
  // the same position in the same database (the pool handle that made this fold) is the same context: no need to compare
  if (
    cached &&
    conhecido &&
    cached.agg === agg &&
    cached.position === String(conhecido.posicao) &&
    ((!db.isTransaction && cached.origem === db) || mesmoJson(cached.snapshot.context, conhecido.contexto))
  )
    return { before: cached.snapshot, version: cached.version };
  let before: AnyMachineSnapshot;
  let events: StoredEvent[];
  let base = 0;
  const desde = cached && cached.agg === agg ? await readStreamFrom(db, streamId, cached.version) : null;
  // position and recording instant: the same event, not one of another database that happens to share the stream id and position
  if (cached && desde && desde[0]?.position === cached.position && desde[0].recordedAt === cached.recordedAt) {
    events = desde.slice(1);
    base = cached.version;
    before = events.reduce((snap, e) => transicao(foldMachine(agg), snap, e.data as MachineEvent), cached.snapshot);
  } else {
    folds.delete(streamId);
    events = await readStream(db, streamId);
    before = fold(agg, events);
  }
  const last = events.length ? events[events.length - 1]! : null;
  const version = last ? last.version : base;
  if (last) guardarFold(db, agg, streamId, last, before);
  return { before, version };
}

/**
 * The row a one-statement decision writes, when it can: outside a transaction, on a stream that exists, when the
 * aggregate's only projection is its context (`linhaDoContexto`) and handles the event. The row is built from the
 * context after the event, the stream's own fold, so it is right whatever the row held; the append's version guard
 * makes the write happen only on the version the fold was made on.
 */
function escritaUnica(
  agg: Aggregate,
  streamId: string,
  version: number,
  event: MachineEvent,
  after: AnyMachineSnapshot,
): { projection: Projection; chave: string | number; linha: Row } | null {
  const p = agg.projections.length === 1 ? agg.projections[0]! : null;
  if (!p?.linhaDoContexto || version === 0) return null;
  // what the projection asks of an event to decide whether it applies: its stream, type and data
  const e = { streamId, streamType: agg.streamType, type: event.type, data: event as Record<string, unknown> } as StoredEvent;
  if (!p.streamTypes.includes(agg.streamType) || (p.handles && !p.handles(e))) return null;
  return { projection: p, chave: p.keyOf(e), linha: p.linhaDoContexto(after.context, streamId) };
}

export interface Decision {
  events: StoredEvent[];
  before: AnyMachineSnapshot;
  after: AnyMachineSnapshot;
}

/**
 * The machine as decider: read the stream, fold it, refuse what the machine refuses (422),
 * append the accepted event with its metadata at the expected version (409 on a race), and run
 * the inline projections and `alsoInTransaction` in the same transaction.
 */
export async function decide(
  db: Db,
  agg: Aggregate,
  streamId: string,
  event: MachineEvent,
  metadata: EventMetadata,
  opts: { expectedVersion?: number; alsoInTransaction?: (trx: Db, stored: StoredEvent[]) => Promise<void>; conhecido?: Conhecido } = {},
): Promise<Decision> {
  const { before, version } = await foldedStream(db, agg, streamId, opts.conhecido);
  if (opts.expectedVersion !== undefined && opts.expectedVersion !== version) {
    throw new VersionConflict(streamId);
  }
  const reason = refusal(agg, before, event);
  if (reason) throw new Refused(reason);
  const after = transicao(foldMachine(agg), before, event);
  const newEvent = { type: event.type, data: event as Record<string, unknown>, metadata };
  const write = async (trx: Db) => {
    const stored = await appendToStream(trx, streamId, agg.streamType, version, [newEvent]);
    for (const p of agg.projections) await applyInline(trx, p, stored);
    if (opts.alsoInTransaction) await opts.alsoInTransaction(trx, stored);
    return stored;
  };
  const needsTx = agg.projections.length > 0 || opts.alsoInTransaction !== undefined;
  const umaInstrucao = !db.isTransaction && !opts.alsoInTransaction ? escritaUnica(agg, streamId, version, event, after) : null;
  const stored = umaInstrucao
    ? [await appendComLinha(db, streamId, agg.streamType, version, newEvent, umaInstrucao.projection, umaInstrucao.chave, umaInstrucao.linha)]
    : needsTx && !db.isTransaction
      ? await db.transaction().execute(write)
      : await write(db);
  // the fold after this event, for the next decision: one whose transaction rolls back is never matched again (its
  // position is not reused: the next read checks the position, a `conhecido` row never names it)
  const last = stored.at(-1);
  if (last) guardarFold(db, agg, streamId, last, after);
  return { events: stored, before, after };
}
