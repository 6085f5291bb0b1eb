import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Uploaded files (`POST genericos/enviar/geral`): only their metadata and SHA-256 — the bytes live in the storage
 * (services/core/src/storage), under `chave`, a random key that is never shown. The id is a random UUID, so a file's
 * address (`arquivos/<id>`) cannot be guessed from another's. `concessionaria_id` is the uploader's dealer (null for
 * importer staff); `espelho_admin_id` the administrator behind an acesso espelho. Rows are never updated.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table arquivos (
      id uuid primary key,
      chave text not null unique check (chave ~ '^[0-9a-f]{32}$'),
      nome_original text not null check (length(nome_original) between 1 and 255),
      tipo_conteudo text not null,
      tamanho bigint not null check (tamanho > 0),
      sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
      enviado_por_id integer not null references participantes (id),
      enviado_por_nome text not null,
      espelho_admin_id integer references participantes (id),
      concessionaria_id integer references concessionarias (id),
      enviado_em timestamptz not null,
      finalidade text not null check (finalidade in ('geral', 'pedido', 'nfe', 'kpi', 'importacao'))
    )`.execute(db);
  await sql`create index arquivos_concessionaria on arquivos (concessionaria_id, enviado_em)`.execute(db);
  await sql`create index arquivos_sha256 on arquivos (sha256)`.execute(db);
  // a stored file's metadata never changes (its key and hash vouch for the bytes): the application may add and remove rows only
  await sql`
    do $$
    begin
      if exists (select 1 from pg_roles where rolname = 'portal_app') then
        revoke update, truncate on arquivos from portal_app;
      end if;
    exception
      when others then raise notice 'papel portal_app não configurado: %', sqlerrm;
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists arquivos`.execute(db);
}
