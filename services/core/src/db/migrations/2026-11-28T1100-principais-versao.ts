import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * A number that moves whenever what a request's principal is made of changes: the same statement triggers that
 * NOTIFY `principal_alterado` (2026-11-22T0200-principal-notify, and the ended sessions of 2026-11-23T0900-sessoes)
 * also take the sequence's next value. An API instance reads it after each write it answers and drops its cached
 * principals only when it moved (platform/principal-cache.ts), instead of after every write: a write that changes no
 * user, profile, account, function or session keeps the cache. A sequence, not a row: no lock between the writers, and
 * a value taken by a transaction that rolls back only costs one needless drop.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence principais_versao`.execute(db);
  await sql`
    create or replace function notificar_principal_alterado() returns trigger language plpgsql as $$
    begin
      perform nextval('principais_versao');
      perform pg_notify('principal_alterado', tg_table_name);
      return null;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function notificar_principal_alterado() returns trigger language plpgsql as $$
    begin
      perform pg_notify('principal_alterado', tg_table_name);
      return null;
    end $$`.execute(db);
  await sql`drop sequence if exists principais_versao`.execute(db);
}
