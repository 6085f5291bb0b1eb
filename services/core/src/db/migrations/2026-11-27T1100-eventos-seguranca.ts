import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Security events (core seguranca/): sign-ins, password links and changes, permission changes, acesso espelho, refused
 * authorizations, downloads of personal data and the public boleto lookup. Append-only: the application's role may
 * insert and read, never update, delete or truncate (as `events` and `auditoria`). E-mails and documents arrive masked.
 * Indexes follow the administrator's filters: the newest first (id), by type, by period, by user, by address.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table eventos_seguranca (
      id bigserial primary key,
      tipo text not null,
      em timestamptz not null,
      participante_id integer,
      espelho_admin_id integer,
      email text,
      documento text,
      ip text,
      metodo text,
      rota text,
      status smallint,
      recurso text,
      correlation_id text,
      detalhes jsonb
    )`.execute(db);
  await sql`create index eventos_seguranca_tipo on eventos_seguranca (tipo, id)`.execute(db);
  await sql`create index eventos_seguranca_em on eventos_seguranca (em)`.execute(db);
  await sql`create index eventos_seguranca_participante on eventos_seguranca (participante_id, id) where participante_id is not null`.execute(db);
  await sql`create index eventos_seguranca_espelho on eventos_seguranca (espelho_admin_id, id) where espelho_admin_id is not null`.execute(db);
  await sql`create index eventos_seguranca_ip on eventos_seguranca (ip, id)`.execute(db);
  await sql`
    do $$
    begin
      if exists (select 1 from pg_roles where rolname = 'portal_app') then
        grant select, insert on eventos_seguranca to portal_app;
        grant usage, select on sequence eventos_seguranca_id_seq to portal_app;
        revoke update, delete, truncate on eventos_seguranca from portal_app;
      end if;
    exception
      when others then raise notice 'papel portal_app não configurado para eventos_seguranca: %', sqlerrm;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists eventos_seguranca`.execute(db);
}
