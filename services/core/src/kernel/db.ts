import { createHash } from 'node:crypto';
import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { VersionConflict } from './errors.ts';

/** The database handle every context receives: the pool, or the transaction it runs in. */
export type Db = Kysely<Database>;

/** Runs `f` in the caller's transaction when there is one (e.g. a batch of registrations), otherwise in a new one. */
export const emTransacao = <T>(db: Db, f: (trx: Db) => Promise<T>): Promise<T> => (db.isTransaction ? f(db) : db.transaction().execute(f));

/** PostgreSQL's deadlock, serialization failure and unique violation (a concurrent writer took the version): a 409. */
function comoConflito(e: unknown, streamId: string): unknown {
  const code = typeof e === 'object' && e !== null ? (e as { code?: string }).code : undefined;
  return code === '40P01' || code === '40001' || code === '23505' ? new VersionConflict(streamId) : e;
}

/** `emTransacao`, answering a concurrent writer's win on `streamId` as a version conflict (409) instead of a database error. */
export async function emTransacaoDoStream<T>(db: Db, streamId: string, f: (trx: Db) => Promise<T>): Promise<T> {
  try {
    return await emTransacao(db, f);
  } catch (e) {
    throw comoConflito(e, streamId);
  }
}

/**
 * A list statement run as a named prepared statement (db/connect.ts `/*stmt:<name>*\/`): parsed once per connection, and
 * planned once when PostgreSQL finds its generic plan as good as a custom one. The name is a hash of the text, and a list's
 * text depends only on which filters are present, so names stay few; ad-hoc statements stay unnamed.
 */
export function preparado<T>(q: CompiledQuery<T>): CompiledQuery<T> {
  const nome = nomes.get(q.sql) ?? nomes.set(q.sql, `st-${createHash('sha1').update(q.sql).digest('hex').slice(0, 16)}`);
  return { ...q, sql: `/*stmt:${nome}*/ ${q.sql}` };
}

/**
 * A memo of things cheap to rebuild and with few keys (compiled statements and their names): it forgets everything once
 * it holds `max` entries, so it cannot grow without bound.
 */
export class MemoLimitado<K, V> {
  private readonly m = new Map<K, V>();
  constructor(private readonly max: number) {}
  get(k: K): V | undefined {
    return this.m.get(k);
  }
  /** keeps `v` under `k` and gives it back */
  set(k: K, v: V): V {
    if (this.m.size >= this.max) this.m.clear();
    this.m.set(k, v);
    return v;
  }
}
/** The names already given (a list's texts are few): a lookup instead of a hash of a few kilobytes on every request. */
const nomes = new MemoLimitado<string, string>(2000);

/**
 * What identifies a statement's answer, for a read cache's key: a prepared one's name (a hash of its text) and its
 * parameters, instead of the whole text; another one's text and parameters.
 */
export function chaveDoPreparado(q: CompiledQuery<unknown>): [string, readonly unknown[]] {
  return [q.sql.startsWith('/*stmt:') ? q.sql.slice(0, q.sql.indexOf('*/') + 2) : q.sql, q.parameters];
}
