import { sql } from 'kysely';
import type { Actor } from './actor.ts';
import type { Db } from './db.ts';
import { ehDealer } from './scope.ts';

/** The role a dealer-side user's reads by id run as (migration 2026-11-27T0100-veiculos-rls). */
export const PAPEL_DEALER = 'portal_dealer';

/** Whether a handle's connections may take the dealer role (the role exists, the user is a member, and this database's migration gave it the vehicles), asked once per handle. */
const podeAssumir = new WeakMap<Db, Promise<boolean>>();

function papelDisponivel(db: Db): Promise<boolean> {
  let p = podeAssumir.get(db);
  if (!p) {
    p = sql<{ pode: boolean }>`select case when exists (select 1 from pg_roles where rolname = ${PAPEL_DEALER})
        then pg_has_role(current_user, ${PAPEL_DEALER}, 'MEMBER') and has_table_privilege(${PAPEL_DEALER}, 'veiculos', 'SELECT') else false end as pode`
      .execute(db)
      .then((r) => r.rows[0]?.pode === true)
      .catch((e: unknown) => {
        // a failed question (the database away) is asked again: only the answer is kept
        podeAssumir.delete(db);
        throw e;
      });
    podeAssumir.set(db, p);
  }
  return p;
}

/**
 * Runs a dealer-side user's read `f` as the role `portal_dealer`, with the user's dealer (or group, with processosGrupo)
 * set for that transaction alone: the tables under row-level security (`veiculos`, `veiculo_logs`) then answer only
 * that dealer's rows, whatever `f`'s SQL says — a second wall behind the query's own scope (docs/decisions.md
 * "Row-level security"). `f` may read nothing else and write nothing. Importer staff, a caller already inside a
 * transaction (its later statements must keep the application's role) and a database without the role (PGlite) run
 * `f` as it is, behind the query's scope alone.
 */
export async function leituraDoDealer<T>(db: Db, actor: Actor, f: (db: Db) => Promise<T>): Promise<T> {
  if (!ehDealer(actor) || db.isTransaction || !(await papelDisponivel(db))) return f(db);
  const grupo = actor.processosGrupo && actor.concessionariaGrupoId !== null ? String(actor.concessionariaGrupoId) : '';
  const dealer = grupo ? '' : String(actor.concessionariaId ?? -1);
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('role', ${PAPEL_DEALER}, true), set_config('portal.dealer', ${dealer}, true), set_config('portal.grupo', ${grupo}, true)`.execute(
      trx,
    );
    return f(trx);
  });
}
