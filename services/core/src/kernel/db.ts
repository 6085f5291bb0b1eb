import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';

/** The database handle every context receives: the pool, or the transaction it runs in. */
export type Db = Kysely<Database>;

/** Runs `f` in the caller's transaction when there is one (e.g. a batch of registrations), otherwise in a new one. */
export const withTransaction = <T>(db: Db, f: (trx: Db) => Promise<T>): Promise<T> => (db.isTransaction ? f(db) : db.transaction().execute(f));
