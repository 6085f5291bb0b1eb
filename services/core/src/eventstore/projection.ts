import { sql } from 'kysely';
import type { Database } from '../db/types.ts';
import type { Db } from '../kernel/db.ts';
import type { StoredEvent } from './types.ts';
import type { TipoDeStream } from './streams.ts';

export type Row = Record<string, unknown>;

/**
 * A read model: one table, one row per key, evolved by events.
 * The same pure `evolve` serves the inline projection (in the append's transaction) and the rebuild.
 */
export interface Projection {
  name: string;
  table: keyof Database & string;
  key: string;
  streamTypes: string[];
  keyOf(event: StoredEvent): string | number;
  /** whether this event touches the read model at all (default: every event of the stream types) */
  handles?(event: StoredEvent): boolean;
  /** returns the new row, or null to delete it; `contexto`: the aggregate's context after the event (`contextoApos`) */
  evolve(current: Row | undefined, event: StoredEvent, contexto?: unknown): Row | null;
  /**
   * For a read model that reads its aggregate's context (the notifications: who the swap's dealers are when it is
   * answered): the context after an event, from the one before it (null: none yet), the aggregate's pure fold step. The
   * append gives `evolve` the context its decision folded; the rebuild folds each stream with this.
   */
  contextoApos?(contexto: unknown, event: StoredEvent): unknown;
  /**
   * For a read model that is its aggregate's context (one row per stream, keeping `ultima_posicao`): the row for the
   * context after an event, but its `ultima_posicao`. A decision that read the row can then append the event and write
   * the row in one statement (`appendComLinha`), `ultima_posicao` taken from the appended event there.
   */
  linhaDoContexto?(contexto: unknown, streamId: string): Row;
}

/** How one event type changes a read model's row: the new row, or null to delete it. */
export type Handler = (current: Row | undefined, event: StoredEvent) => Row | null;

/**
 * The one way a read model is written: its table and key, the stream type it reads, and a handler per event type
 * it handles (`on`, so the list of events is the projection's own table of contents); any other event leaves it alone.
 * `when` narrows further (e.g. only events that carry a billing request).
 */
export function projection<T extends string>(spec: {
  name: string;
  table: keyof Database & string;
  key: string;
  streamType: string;
  keyOf(event: StoredEvent): string | number;
  on: Record<T, Handler>;
  when?(event: StoredEvent): boolean;
  linhaDoContexto?(contexto: unknown, streamId: string): Row;
}): Projection {
  const on: Partial<Record<string, Handler>> = spec.on;
  return {
    name: spec.name,
    table: spec.table,
    key: spec.key,
    streamTypes: [spec.streamType],
    keyOf: spec.keyOf,
    handles: (e) => Object.prototype.hasOwnProperty.call(on, e.type) && (spec.when ? spec.when(e) : true),
    evolve: (current, e) => on[e.type]!(current, e),
    linhaDoContexto: spec.linhaDoContexto,
  };
}

/**
 * The read model of an aggregate's context: one row per stream of `tipo`, keyed `id` by the aggregate's id, named after
 * its table (`pedidos`, `boletos`, `trocas`…).
 */
export const projecaoPorStream = <T extends string>(
  tipo: TipoDeStream,
  spec: { table: keyof Database & string; on: Record<T, Handler>; linhaDoContexto?(contexto: unknown, streamId: string): Row },
): Projection => projection<T>({ ...spec, name: spec.table, key: 'id', streamType: tipo.streamType, keyOf: tipo.idOf });

/**
 * Applies events to a projection inside the caller's transaction. Idempotent by global position when the row keeps
 * `ultima_posicao`. `contextos`: the aggregate's context after each event, for a projection that reads it.
 */
export async function applyInline(trx: Db, projection: Projection, events: StoredEvent[], contextos?: readonly unknown[]): Promise<void> {
  for (const [i, event] of events.entries()) {
    if (!projection.streamTypes.includes(event.streamType) || (projection.handles && !projection.handles(event))) continue;
    const key = projection.keyOf(event);
    const current = (await sql<Row>`select * from ${sql.table(projection.table)} where ${sql.ref(projection.key)} = ${key} for update`.execute(trx)).rows[0];
    if (jaAplicado(current, event)) continue;
    const next = projection.evolve(current ? normalizeRow(current) : undefined, event, contextos?.[i]);
    if (next === null) {
      await sql`delete from ${sql.table(projection.table)} where ${sql.ref(projection.key)} = ${key}`.execute(trx);
    } else {
      await upsert(trx, projection, [next]);
    }
  }
}

/** Whether a row that keeps `ultima_posicao` already reflects `event` (applying is idempotent by global position). */
export const jaAplicado = (row: Row | undefined, event: Pick<StoredEvent, 'position'>): boolean =>
  row !== undefined && 'ultima_posicao' in row && BigInt(String(row.ultima_posicao)) >= BigInt(event.position);

export async function upsert(trx: Db, projection: Projection, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const cols = Object.keys(rows[0]!);
  const updates = cols.filter((c) => c !== projection.key);
  await sql`
    insert into ${sql.table(projection.table)} (${sql.join(cols.map((c) => sql.ref(c)))})
    values ${sql.join(rows.map((r) => sql`(${sql.join(cols.map((c) => r[c] ?? null))})`))}
    on conflict (${sql.ref(projection.key)}) do update set
    ${sql.join(updates.map((c) => sql`${sql.ref(c)} = excluded.${sql.ref(c)}`))}`.execute(trx);
}

/** Dates as ISO strings, so a row read back from PostgreSQL compares equal to one built by `evolve`. */
export function normalizeRow(row: Row): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) out[k] = v instanceof Date ? v.toISOString() : v;
  return out;
}
