import type { Database } from '@portal/core/db/types';
import type { Db } from '@portal/core/kernel/index';

/** How many rows a table holds: a test's "nothing was written" (the same count before and after) and "one row more". */
export const contarLinhas = async (db: Db, tabela: keyof Database) =>
  Number(
    (
      await db
        .selectFrom(tabela)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
