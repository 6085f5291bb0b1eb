import { sql } from 'kysely';
import type { Db } from '../kernel/index.ts';

/**
 * For tests of the production plan and the order call: a managed model type (/modelo) for each vehicle model, by its
 * name, as an administrator would register them (the demo's specs load does it for the live stack). Idempotent.
 */
export async function tiposModeloDosVeiculos(db: Db): Promise<void> {
  await sql`
    insert into tipos_modelo_agrupado (descricao, usuario_cadastro_nome)
    select distinct on (lower(m.descricao)) m.descricao, 'Teste' from modelos m
    where not exists (select 1 from tipos_modelo_agrupado t where lower(t.descricao) = lower(m.descricao))
    order by lower(m.descricao)`.execute(db);
}
