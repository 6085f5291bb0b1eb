import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { NotFound, escopoDealers, type Actor, type Db } from '../kernel/index.ts';

/** bi_veiculos rows a user may see (alias `b`): all for importer staff, its dealer's (or group's) for a dealer. In SQL. */
export function escopoBi(ator: Actor): RawBuilder<SqlBool> | null {
  const e = escopoDealers(ator, 'c');
  return e ? sql<SqlBool>`b.concessionaria_id in (select c.id from concessionarias c where ${e})` : null;
}

/** A dealer-side user may only name its own dealer (or its group's): another is 404, as an unknown one. */
export async function conferirDealer(db: Db, ator: Actor, concessionariaId: number | null | undefined) {
  if (!concessionariaId) return;
  const escopo = escopoDealers(ator, 'c');
  let q = db.selectFrom('concessionarias as c').select('c.id').where('c.id', '=', concessionariaId);
  if (escopo) q = q.where(escopo);
  if (!(await q.executeTakeFirst())) throw new NotFound('Dealer não encontrado.');
}

/** The filters' choices: brands, model types, and the dealers the user may see (its own for a dealer). */
export async function opcoesBi(db: Db, ator: Actor) {
  const escopo = escopoDealers(ator, 'c');
  let dq = db.selectFrom('concessionarias as c').select(['c.id', 'c.codigo_dealer', 'c.nome']).where('c.status', '=', 1).orderBy('c.codigo_dealer');
  if (escopo) dq = dq.where(escopo);
  const [marcas, modelos, dealers] = await Promise.all([
    db.selectFrom('marcas').select(['id', 'nome']).orderBy('nome').execute(),
    db.selectFrom('modelos').select(['id', 'descricao as nome']).orderBy('descricao').execute(),
    dq.execute(),
  ]);
  return { marcas, modelos, dealers: dealers.map((d) => ({ id: d.id, nome: `${d.codigo_dealer} - ${d.nome}` })) };
}

/** `and`-joined conditions over bi_veiculos b (true when none). */
export const todas = (cs: (RawBuilder<SqlBool> | null | false | undefined)[]) => {
  const xs = cs.filter((c): c is RawBuilder<SqlBool> => Boolean(c));
  return xs.length ? sql<SqlBool>`(${sql.join(xs, sql` and `)})` : sql<SqlBool>`true`;
};
