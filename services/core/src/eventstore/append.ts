import { CompiledQuery } from 'kysely';
import { preparado, type Db } from '../kernel/db.ts';
import { VersionConflict } from '../kernel/errors.ts';
import type { Aggregate } from './aggregate.ts';
import type { State } from './decider.ts';
import { applyInline, type Projection, type Row } from './projection.ts';
import { appendToStream, isUniqueViolation } from './store.ts';
import type { NewEvent, StoredEvent } from './types.ts';

/**
 * Appends a command's events at `version`, the version its state was read at (409 on a race, nothing written), with the
 * aggregate's read models: in one statement when it can (`umaInstrucao`), else in one transaction (the caller's, or its
 * own) with the inline projections and `alsoInTransaction`.
 */
export async function appendDecision(
  db: Db,
  agg: Aggregate,
  streamId: string,
  version: number,
  events: NewEvent[],
  after: State,
  alsoInTransaction?: (trx: Db, stored: StoredEvent[]) => Promise<void>,
  /** the aggregate's context after each event (for the read models that read it: `Projection.contextoApos`) */
  contextos?: readonly unknown[],
): Promise<StoredEvent[]> {
  const uma = !db.isTransaction && !alsoInTransaction ? umaInstrucao(agg, streamId, version, events, after) : null;
  if (uma) return [await appendComLinha(db, streamId, agg.streamType, version, events[0]!, uma.projection, uma.chave, uma.linha)];
  const write = async (trx: Db) => {
    const stored = await appendToStream(trx, streamId, agg.streamType, version, events);
    for (const p of agg.projections) await applyInline(trx, p, stored, contextos);
    if (alsoInTransaction) await alsoInTransaction(trx, stored);
    return stored;
  };
  const needsTx = agg.projections.length > 0 || alsoInTransaction !== undefined;
  return needsTx && !db.isTransaction ? db.transaction().execute(write) : write(db);
}

/**
 * The row a one-statement append writes, when it can: one event, on a stream that exists, when the only projection of
 * the aggregate that handles the event is its context (`linhaDoContexto`). The row is built from the state after the event,
 * the stream's own fold, so it is right whatever the row held; the append's version guard makes the write happen only on
 * the version the fold was made on.
 */
function umaInstrucao(agg: Aggregate, streamId: string, version: number, events: NewEvent[], after: State) {
  const event = events.length === 1 ? events[0]! : null;
  if (!event || version === 0) return null;
  // what a projection asks of an event to decide whether it applies: its stream, type and data
  const e = { streamId, streamType: agg.streamType, type: event.type, data: event.data } as StoredEvent;
  const tocadas = agg.projections.filter((p) => p.streamTypes.includes(agg.streamType) && (!p.handles || p.handles(e)));
  const p = tocadas.length === 1 ? tocadas[0]! : null;
  if (!p?.linhaDoContexto) return null;
  return { projection: p, chave: p.keyOf(e), linha: p.linhaDoContexto(after.context, streamId) };
}

const id = (nome: string) => `"${nome.replaceAll('"', '""')}"`;
/** The statement's text per table and column list (a projection writes the same columns every time). */
const textos = new Map<string, string>();

function texto(tabela: string, chave: string, colunas: string[]): string {
  const k = `${tabela}\u0000${chave}\u0000${colunas.join('\u0000')}`;
  let t = textos.get(k);
  if (!t) {
    const sets = colunas.map((c, i) => `${id(c)} = $${i + 8}`).join(', ');
    t = `with ev as (
  insert into events (stream_id, stream_type, version, type, data, metadata)
  select $1, $2, $3::int + 1, $4, $5::jsonb, $6::jsonb
  where exists (select 1 from events where stream_id = $1 and version = $3::int)
    and exists (select 1 from ${id(tabela)} where ${id(chave)} = $7)
  returning position, version, recorded_at
), linha as (
  update ${id(tabela)} set ${sets}, ultima_posicao = ev.position from ev where ${id(tabela)}.${id(chave)} = $7 returning 1
)
select position, version, recorded_at from ev`;
    textos.set(k, t);
  }
  return t;
}

/**
 * One event appended to a stream that is at `expectedVersion`, and the stream's read model row (which exists) written as
 * `row`, in ONE statement: one round trip and one commit, atomic without a transaction. The append's guard is the usual
 * one (the event at `expectedVersion` exists, the unique index refuses a second writer of the next version: 409), and the
 * row's `ultima_posicao` is the appended event's position (`appendDecision`, outside a transaction, for a projection that
 * is its aggregate's context: `linhaDoContexto`).
 */
async function appendComLinha(
  db: Db,
  streamId: string,
  streamType: string,
  expectedVersion: number,
  event: NewEvent,
  projection: Projection,
  chave: string | number,
  row: Row,
): Promise<StoredEvent> {
  const colunas = Object.keys(row).filter((c) => c !== projection.key && c !== 'ultima_posicao');
  const params = [
    streamId,
    streamType,
    expectedVersion,
    event.type,
    JSON.stringify(event.data),
    JSON.stringify(event.metadata),
    chave,
    ...colunas.map((c) => row[c] ?? null),
  ];
  let r: { position: string; version: number; recorded_at: Date } | undefined;
  try {
    const q = preparado(CompiledQuery.raw(texto(projection.table, projection.key, colunas), params));
    r = (await db.executeQuery<{ position: string; version: number; recorded_at: Date }>(q)).rows[0];
  } catch (e) {
    if (isUniqueViolation(e)) throw new VersionConflict(streamId);
    throw e;
  }
  if (!r) throw new VersionConflict(streamId);
  return {
    position: r.position,
    streamId,
    streamType,
    version: r.version,
    type: event.type,
    data: event.data,
    metadata: event.metadata,
    recordedAt: r.recorded_at.toISOString(),
  };
}
