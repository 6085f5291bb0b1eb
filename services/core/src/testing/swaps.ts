import type { Db } from '../kernel/index.ts';
import { loadPrincipal, type Principal } from '../access/principal.ts';

export { veiculoDe } from '../demo/vehicles.ts';

/** Test helpers: demo users as principals, and vehicles created through the vehicle commands (so every stream is real). */
export async function principal(db: Db, email: string): Promise<Principal> {
  const row = await db.selectFrom('participantes').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return (await loadPrincipal(db, row.id, null))!;
}

export async function dealerDe(db: Db, p: Principal) {
  return db
    .selectFrom('concessionarias')
    .select(['id', 'codigo_dealer', 'nome', 'concessionaria_grupo_id'])
    .where('id', '=', p.concessionariaId!)
    .executeTakeFirstOrThrow();
}
