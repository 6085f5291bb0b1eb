import { sql } from 'kysely';
import type { Db } from '../kernel/db.ts';
import { normalizeRow, upsert, type Projection, type Row } from './projection.ts';
import type { StoredEvent } from './types.ts';

export interface RebuildReport {
  projection: string;
  events: number;
  rows: number;
  equal: boolean;
  differences: string[];
  ms: number;
}

const BATCH = 20_000;

/** Folds every event of the projection's stream types in memory, in position order. */
async function foldAll(db: Db, p: Projection): Promise<{ rows: Map<string, Row>; events: number }> {
  const rows = new Map<string, Row>();
  // the aggregate's context per stream, for a read model that reads it (`contextoApos`)
  const contextos = new Map<string, unknown>();
  let after = '0';
  let events = 0;
  for (;;) {
    const batch = await sql<{
      position: string;
      stream_id: string;
      stream_type: string;
      version: number;
      type: string;
      data: Record<string, unknown>;
      metadata: StoredEvent['metadata'];
    }>`
      select position, stream_id, stream_type, version, type, data, metadata from events
      where stream_type = any(${p.streamTypes}::text[]) and position > ${after}::bigint
      order by position limit ${BATCH}`.execute(db);
    if (batch.rows.length === 0) break;
    for (const r of batch.rows) {
      const e = {
        position: r.position,
        streamId: r.stream_id,
        streamType: r.stream_type,
        version: r.version,
        type: r.type,
        data: r.data,
        metadata: r.metadata,
      } as StoredEvent;
      let contexto: unknown;
      if (p.contextoApos) {
        contexto = p.contextoApos(contextos.get(e.streamId) ?? null, e);
        contextos.set(e.streamId, contexto);
      }
      if (p.handles && !p.handles(e)) continue;
      const key = String(p.keyOf(e));
      const next = p.evolve(rows.get(key), e, contexto);
      if (next === null) rows.delete(key);
      else rows.set(key, next);
    }
    events += batch.rows.length;
    after = batch.rows[batch.rows.length - 1]!.position;
  }
  return { rows, events };
}

const readTable = async (db: Db, p: Projection) =>
  (await sql<Row>`select * from ${sql.table(p.table)} order by ${sql.ref(p.key)}`.execute(db)).rows.map(normalizeRow);

/**
 * Rebuilds each read model from the events, replacing the live table in one transaction,
 * and reports whether the rebuilt rows equal what was live before.
 */
export async function rebuild(db: Db, projections: readonly Projection[], only?: string[]): Promise<RebuildReport[]> {
  const reports: RebuildReport[] = [];
  for (const p of projections.filter((x) => !only || only.includes(x.name))) {
    const t0 = performance.now();
    const { rows, events } = await foldAll(db, p);
    const report = await db.transaction().execute(async (trx) => {
      await sql`lock table ${sql.table(p.table)} in exclusive mode`.execute(trx);
      const before = await readTable(trx, p);
      await sql`delete from ${sql.table(p.table)}`.execute(trx);
      const all = [...rows.values()];
      for (let i = 0; i < all.length; i += 1000) await upsert(trx, p, all.slice(i, i + 1000));
      const after = await readTable(trx, p);
      const differences = diff(p.key, before, after);
      return { projection: p.name, events, rows: after.length, equal: differences.length === 0, differences: differences.slice(0, 20), ms: 0 };
    });
    report.ms = Math.round(performance.now() - t0);
    reports.push(report);
  }
  return reports;
}

function diff(key: string, before: Row[], after: Row[]): string[] {
  const out: string[] = [];
  const a = new Map(before.map((r) => [String(r[key]), JSON.stringify(r)]));
  const b = new Map(after.map((r) => [String(r[key]), JSON.stringify(r)]));
  for (const [k, v] of a) if (b.get(k) !== v) out.push(`${key}=${k}: antes ${v} / reconstruído ${b.get(k) ?? 'ausente'}`);
  for (const [k, v] of b) if (!a.has(k)) out.push(`${key}=${k}: ausente antes / reconstruído ${v}`);
  return out;
}

/**
 * What a read model held (`antes`) and what its sources give afresh (`novas`), each as its rows' text: the rows only one
 * side has, as a rebuild reports them (`verbo`: how the fresh side was made — 'recontado', 'recalculado').
 */
export function diferencasDeLinhas(nome: string, antes: readonly string[], novas: readonly string[], verbo: string): string[] {
  const a = new Set(antes);
  const b = new Set(novas);
  return [
    ...antes.filter((l) => !b.has(l)).map((l) => `${nome}: antes ${l} / ${verbo} ausente`),
    ...novas.filter((l) => !a.has(l)).map((l) => `${nome}: ausente antes / ${verbo} ${l}`),
  ];
}
