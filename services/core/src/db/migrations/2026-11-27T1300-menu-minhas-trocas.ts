import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Minhas Trocas becomes its own screen (spec stock-billing-swaps §2.7), `/trade/minhas-trocas`, beside the swap screen /trade
 * (§2.6: two tabs). A database seeded before gets the submenu right after Trocas, and every profile that reads /trade gets
 * the same rights on it (a fresh database gets both from the seed, so this does nothing there: no /trade submenu yet).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const trade = await sql<{ id: number; menu_id: number; ordem: number }>`
    select id, menu_id, ordem from submenus where rota_url = '/trade' order by id limit 1`.execute(db);
  const t = trade.rows[0];
  if (!t) return;
  if ((await sql`select 1 from submenus where rota_url = '/trade/minhas-trocas'`.execute(db)).rows.length) return;
  await sql`update submenus set ordem = ordem + 1 where menu_id = ${t.menu_id} and ordem > ${t.ordem}`.execute(db);
  const novo = await sql<{ id: number }>`
    insert into submenus (menu_id, descricao, rota_url, ordem, visivel)
    values (${t.menu_id}, 'Minhas Trocas', '/trade/minhas-trocas', ${t.ordem + 1}, true) returning id`.execute(db);
  await sql`
    insert into perfil_submenus (perfil_id, submenu_id, read, edit)
    select perfil_id, ${novo.rows[0]!.id}, read, edit from perfil_submenus where submenu_id = ${t.id}`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from submenus where rota_url = '/trade/minhas-trocas'`.execute(db);
}
