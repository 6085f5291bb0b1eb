import { sql, type Kysely } from 'kysely';

const TABLES = ['participantes', 'perfis', 'contas', 'perfil_funcoes', 'funcoes'];

/* eslint-disable @typescript-eslint/no-explicit-any */
/** Any change to what a request's principal is made of notifies `principal_alterado` (API instances drop their cache). */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function notificar_principal_alterado() returns trigger language plpgsql as $$
    begin
      perform pg_notify('principal_alterado', tg_table_name);
      return null;
    end $$`.execute(db);
  for (const t of TABLES) {
    await sql`create trigger ${sql.id(`${t}_principal_alterado`)} after insert or update or delete or truncate on ${sql.table(t)}
      for each statement execute function notificar_principal_alterado()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of TABLES) await sql`drop trigger if exists ${sql.id(`${t}_principal_alterado`)} on ${sql.table(t)}`.execute(db);
  await sql`drop function if exists notificar_principal_alterado()`.execute(db);
}
