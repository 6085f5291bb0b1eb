import { CompiledQuery, sql } from 'kysely';
import type { EventRow } from '../db/types.ts';
import { VersionConflict } from '../kernel/errors.ts';
import type { NewEvent, StoredEvent } from './types.ts';
import type { Db } from '../kernel/db.ts';

const toStored = (r: EventRow): StoredEvent => ({
  position: r.position,
  streamId: r.stream_id,
  streamType: r.stream_type,
  version: r.version,
  type: r.type,
  data: r.data as Record<string, unknown>,
  metadata: r.metadata as StoredEvent['metadata'],
  recordedAt: (r.recorded_at as Date).toISOString(),
});

/** PostgreSQL's unique_violation (23505): on `events`, another writer took the version. */
export const isUniqueViolation = (e: unknown) => typeof e === 'object' && e !== null && (e as { code?: string }).code === '23505';

/** The one-event append, compiled once and run as a named prepared statement (planned once per connection). */
const APPEND_ONE = `/*stmt:append-one*/
  insert into events (stream_id, stream_type, version, type, data, metadata)
  select $1, $2, $3::int + 1, $4, $5::jsonb, $6::jsonb
  where $3::int = 0 or exists (select 1 from events where stream_id = $1 and version = $3::int)
  returning position, version, recorded_at`;

/**
 * Appends events to a stream if its current version is `expectedVersion` (0 for a new stream).
 * One statement, one round trip. Versions are contiguous, so "the stream is at expectedVersion" is: that version
 * exists (an index point lookup) and expectedVersion + 1 does not (the unique index refuses it). A concurrent writer that got there first makes this throw VersionConflict
 * and nothing is written.
 */
export async function appendToStream(db: Db, streamId: string, streamType: string, expectedVersion: number, events: NewEvent[]): Promise<StoredEvent[]> {
  if (events.length === 0) return [];
  let rows: { position: string; version: number; recorded_at: Date }[];
  try {
    const result =
      events.length === 1
        ? await db.executeQuery<{ position: string; version: number; recorded_at: Date }>(
            CompiledQuery.raw(APPEND_ONE, [
              streamId,
              streamType,
              expectedVersion,
              events[0]!.type,
              JSON.stringify(events[0]!.data),
              JSON.stringify(events[0]!.metadata),
            ]),
          )
        : await sql<{ position: string; version: number; recorded_at: Date }>`
      insert into events (stream_id, stream_type, version, type, data, metadata)
      select ${streamId}, ${streamType}, ${expectedVersion}::int + e.ord::int, e.type, e.data, e.metadata
      from unnest(${events.map((e) => e.type)}::text[], ${events.map((e) => JSON.stringify(e.data))}::jsonb[],
                  ${events.map((e) => JSON.stringify(e.metadata))}::jsonb[]) with ordinality as e(type, data, metadata, ord)
      where ${expectedVersion}::int = 0 or exists (select 1 from events where stream_id = ${streamId} and version = ${expectedVersion}::int)
      returning position, version, recorded_at`.execute(db);
    rows = result.rows;
  } catch (e) {
    if (isUniqueViolation(e)) throw new VersionConflict(streamId);
    throw e;
  }
  if (rows.length !== events.length) throw new VersionConflict(streamId);
  return rows.map((r, i) => ({
    position: r.position,
    streamId,
    streamType,
    version: r.version,
    type: events[i]!.type,
    data: events[i]!.data,
    metadata: events[i]!.metadata,
    recordedAt: r.recorded_at.toISOString(),
  }));
}

export async function readStream(db: Db, streamId: string): Promise<StoredEvent[]> {
  const rows = await db.selectFrom('events').selectAll().where('stream_id', '=', streamId).orderBy('version').execute();
  return rows.map(toStored);
}

/** The events of a stream from `fromVersion` on (the fold cache holds the fold of the ones before). */
export async function readStreamFrom(db: Db, streamId: string, fromVersion: number): Promise<StoredEvent[]> {
  const rows = await db.selectFrom('events').selectAll().where('stream_id', '=', streamId).where('version', '>=', fromVersion).orderBy('version').execute();
  return rows.map(toStored);
}

/** Reads every event after a global position, in order, a batch at a time. */
export async function readAll(db: Db, opts: { after?: string; limit?: number; streamTypes?: string[] } = {}): Promise<StoredEvent[]> {
  let q = db
    .selectFrom('events')
    .selectAll()
    .where('position', '>', opts.after ?? '0')
    .orderBy('position')
    .limit(opts.limit ?? 1000);
  if (opts.streamTypes?.length) q = q.where('stream_type', 'in', opts.streamTypes);
  return (await q.execute()).map(toStored);
}

export async function streamVersion(db: Db, streamId: string): Promise<number> {
  const r = await db
    .selectFrom('events')
    .select((eb) => eb.fn.max('version').as('v'))
    .where('stream_id', '=', streamId)
    .executeTakeFirst();
  return Number(r?.v ?? 0);
}
