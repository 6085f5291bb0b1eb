import type { Db } from '@portal/core/kernel/index';

/**
 * A derivative of the demo catalogue with its model (the first by id, or the last with `desc`): the ids a vehicle is
 * registered with and the names an import sheet gives.
 */
export const derivativoDoCatalogo = (db: Db, ordem: 'asc' | 'desc' = 'asc') =>
  db
    .selectFrom('derivativos as d')
    .innerJoin('modelos as m', 'm.id', 'd.modelo_id')
    .select(['d.id', 'd.descricao', 'd.modelo_id', 'm.marca_id', 'm.descricao as modelo'])
    .orderBy('d.id', ordem)
    .executeTakeFirstOrThrow();

/** The catalogue's earliest model year. */
export const primeiroAnoModelo = (db: Db) => db.selectFrom('anos_modelo').select(['id', 'ano']).orderBy('ano').executeTakeFirstOrThrow();
