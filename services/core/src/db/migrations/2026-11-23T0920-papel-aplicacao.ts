import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * The role the API and the worker run as (`portal_app`): every read model and reference table, but the event store and
 * the audit table only to read and append — no UPDATE, DELETE or TRUNCATE, whatever a bug or an injection tries.
 * Migrations keep running as the database's owner. Roles belong to the server, so the role is created once and shared
 * by every database of the server; where the owner may not create roles, the migration says so and the app keeps
 * the owner's connection (see db/app-role.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    do $$
    begin
      if not exists (select 1 from pg_roles where rolname = 'portal_app') then
        create role portal_app login;
      end if;
    exception
      when duplicate_object or unique_violation then null;
      when insufficient_privilege then raise notice 'sem permissão para criar o papel portal_app: a aplicação usará o dono do banco';
      when others then raise notice 'papel portal_app não criado: %', sqlerrm;
    end $$`.execute(db);
  await sql`
    do $$
    begin
      if exists (select 1 from pg_roles where rolname = 'portal_app') then
        execute format('grant connect on database %I to portal_app', current_database());
        grant usage on schema public to portal_app;
        grant select, insert, update, delete on all tables in schema public to portal_app;
        grant usage, select on all sequences in schema public to portal_app;
        alter default privileges in schema public grant select, insert, update, delete on tables to portal_app;
        alter default privileges in schema public grant usage, select on sequences to portal_app;
        revoke update, delete, truncate on events, auditoria from portal_app;
      end if;
    exception
      -- an embedded single-user server (PGlite) has no roles to speak of: the app uses the owner there
      when others then raise notice 'papel portal_app não configurado: %', sqlerrm;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    do $$
    begin
      if exists (select 1 from pg_roles where rolname = 'portal_app') then
        revoke all on all tables in schema public from portal_app;
        revoke all on all sequences in schema public from portal_app;
        alter default privileges in schema public revoke all on tables from portal_app;
        alter default privileges in schema public revoke all on sequences from portal_app;
        execute format('revoke connect on database %I from portal_app', current_database());
      end if;
    end $$`.execute(db);
}
