import { sql } from 'kysely';
import { DomainError, type Db } from '../../kernel/index.ts';

/**
 * Runs `f` in a savepoint of the batch's transaction: a row the domain refuses (a `DomainError`, e.g. the vehicle
 * machine's guard) is undone alone and answered as its pt-BR message; any other error aborts the batch.
 */
export async function emSavepoint(trx: Db, f: () => Promise<unknown>): Promise<string | null> {
  await sql`savepoint linha_importacao`.execute(trx);
  try {
    await f();
    await sql`release savepoint linha_importacao`.execute(trx);
    return null;
  } catch (e) {
    await sql`rollback to savepoint linha_importacao`.execute(trx);
    if (e instanceof DomainError) return e.errors[0] ?? 'Linha recusada.';
    throw e;
  }
}
