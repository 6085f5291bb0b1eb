import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * The sweep of uploads never attached (services/core/src/storage/varredura.ts; docs/decisions.md "Files and uploads"):
 * - `arquivos_anexados`: one row per uploaded file that a command attached to something (an order, a commission invoice,
 *   a KPI vehicle, an import), written in the attaching command's transaction and never removed — a file once attached
 *   stays referenced by the events even after it leaves the aggregate. Its foreign key keeps the `arquivos` row from
 *   being deleted once it exists (and makes the attach and the sweep's delete wait for each other).
 * - `arquivos_descartados`: the keys whose metadata row the sweep deleted and whose bytes it has not yet removed from the
 *   storage (written in the same transaction as the delete, removed after the bytes are gone), so that a sweep that
 *   stops half-way finishes the job on its next pass.
 * Files uploaded before this migration are marked when any event or import names them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table arquivos_anexados (
      arquivo_id uuid primary key references arquivos (id),
      contexto text not null check (contexto in ('pedido', 'nota-fiscal', 'kpi-veiculo', 'importacao', 'historico')),
      anexado_em timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table arquivos_descartados (
      chave text primary key check (chave ~ '^[0-9a-f]{32}$'),
      descartado_em timestamptz not null default now()
    )`.execute(db);
  // the sweep's candidates: the oldest uploads first
  await sql`create index arquivos_enviado_em on arquivos (enviado_em)`.execute(db);
  await sql`
    insert into arquivos_anexados (arquivo_id, contexto)
    select a.id, 'historico' from arquivos a
    where a.id in (
      select m[1]::uuid from events e,
        regexp_matches(e.data::text, '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}', 'g') as m
    )
    or a.id in (select arquivo_id from importacoes)
    on conflict do nothing`.execute(db);
  // a mark is for ever: the application may only add marks
  await sql`
    do $$
    begin
      if exists (select 1 from pg_roles where rolname = 'portal_app') then
        revoke update, delete, truncate on arquivos_anexados from portal_app;
      end if;
    exception
      when others then raise notice 'papel portal_app não configurado: %', sqlerrm;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists arquivos_descartados`.execute(db);
  await sql`drop table if exists arquivos_anexados`.execute(db);
  await sql`drop index if exists arquivos_enviado_em`.execute(db);
}
