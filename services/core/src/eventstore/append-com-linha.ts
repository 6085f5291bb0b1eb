import { CompiledQuery } from 'kysely';
import { preparado, type Db } from '../kernel/db.ts';
import { VersionConflict } from '../kernel/errors.ts';
import type { Projection, Row } from './projection.ts';
import type { NewEvent, StoredEvent } from './types.ts';

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
 * row's `ultima_posicao` is the appended event's position. The decider uses it, outside a transaction, for a projection that
 * is its aggregate's context (`linhaDoContexto`).
 */
export async function appendComLinha(
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
    if ((e as { code?: string } | null)?.code === '23505') throw new VersionConflict(streamId);
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
