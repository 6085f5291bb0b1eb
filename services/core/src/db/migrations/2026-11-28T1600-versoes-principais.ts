import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * The principals' version, committed (docs/decisions.md "Principal cache"). 2026-11-28T1100 made the principal triggers
 * advance a sequence, and an API instance drops its cached principals after a write when the sequence moved. A sequence
 * is not transactional: a write of the same process that read it while a principal change was still uncommitted
 * recorded the changed value, the changing write then found nothing moved and kept the cache. Now the triggers record
 * their transaction in `versoes_principais`, once per transaction, weight 1, as `versoes_leitura` does for the read
 * cache: the sum a statement sees only grows as transactions commit, so a reading taken after a principal change
 * commits always differs from every reading taken before. Old rows fold into the row of xid 0, keeping the sum
 * (access/principal.ts). One row per transaction: no lock between writers.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table versoes_principais (xid xid8 primary key, peso bigint not null)`.execute(db);
  await sql`insert into versoes_principais (xid, peso) values ('0'::xid8, 0)`.execute(db);
  await sql`
    create or replace function notificar_principal_alterado() returns trigger language plpgsql as $$
    begin
      insert into versoes_principais (xid, peso) values (pg_current_xact_id(), 1) on conflict (xid) do nothing;
      perform pg_notify('principal_alterado', tg_table_name);
      return null;
    end $$`.execute(db);
  await sql`drop sequence if exists principais_versao`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create sequence if not exists principais_versao`.execute(db);
  await sql`
    create or replace function notificar_principal_alterado() returns trigger language plpgsql as $$
    begin
      perform nextval('principais_versao');
      perform pg_notify('principal_alterado', tg_table_name);
      return null;
    end $$`.execute(db);
  await sql`drop table if exists versoes_principais`.execute(db);
}
