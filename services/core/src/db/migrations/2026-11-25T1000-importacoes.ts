import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * The import engine (issue 8, /imports): one `importacoes` row per uploaded file (its tab `arquivo`, the selects, the
 * stored file, progress and totals, status of 002 §4.6) and one `importacao_linhas` row per data row read (its outcome
 * and message; unique per import and row number, so a retried batch writes nothing twice). `precos_finais` holds the
 * Preço tab's final prices per derivative and model year.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table importacoes (
      id serial primary key,
      arquivo smallint not null,
      parametros jsonb not null default '{}',
      nome_arquivo text not null,
      arquivo_id uuid not null references arquivos (id),
      status smallint not null default 0 check (status between 0 and 7),
      lidas integer not null default 0,
      total integer,
      ok integer not null default 0,
      aviso integer not null default 0,
      erro integer not null default 0,
      duplicado integer not null default 0,
      mensagem text,
      cancelar boolean not null default false,
      usuario_id integer not null,
      usuario_nome text not null,
      data_importacao timestamptz not null,
      iniciada boolean not null default false,
      concluida_em timestamptz
    )`.execute(db);
  await sql`create index importacoes_historico on importacoes (arquivo, id desc)`.execute(db);
  await sql`create index importacoes_pendentes on importacoes (id) where status in (0, 1, 6)`.execute(db);
  await sql`
    create table importacao_linhas (
      importacao_id integer not null references importacoes (id),
      numero integer not null,
      status smallint not null check (status in (2, 3, 4, 7)),
      mensagem text,
      chave text,
      primary key (importacao_id, numero)
    )`.execute(db);
  await sql`create index importacao_linhas_status on importacao_linhas (importacao_id, status, numero)`.execute(db);
  await sql`alter table politica_desconto add column importacao_id integer references importacoes (id)`.execute(db);
  await sql`
    create table precos_finais (
      id serial primary key,
      derivativo_id integer not null references derivativos (id),
      ano_modelo_id integer not null references anos_modelo (id),
      preco_publico numeric(14, 2) not null check (preco_publico > 0),
      vigente_desde date not null,
      importacao_id integer references importacoes (id),
      atualizado_em timestamptz not null default now(),
      unique (derivativo_id, ano_modelo_id, vigente_desde)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table politica_desconto drop column if exists importacao_id`.execute(db);
  for (const t of ['precos_finais', 'importacao_linhas', 'importacoes']) await sql`drop table if exists ${sql.table(t)}`.execute(db);
}
