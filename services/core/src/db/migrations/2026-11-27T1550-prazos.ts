import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Deadlines you can see. `feriados`: the holidays an administrator keeps beside the national ones (São Paulo's own, a
 * bridge day), one per date, with a scope note. `prazos`: the read model of the waiting records with a deadline (one row
 * per record, `chave` = `<tipo>-<id>`), kept by the events. `prazos_workflow`: which `prazo-<tipo>-<id>` workflows were
 * started (the sweep starts the rows of `prazos` missing here).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table feriados (
      id serial primary key,
      data date not null unique,
      nome text not null,
      abrangencia text,
      criado_em timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table prazos (
      chave text primary key,
      tipo text not null,
      registro_id integer not null,
      concessionaria_id integer,
      estado text not null,
      iniciado_em timestamptz not null,
      vence_em timestamptz not null,
      lembrete_em timestamptz not null,
      lembrado_em timestamptz,
      vencido_em timestamptz,
      ultima_posicao bigint not null
    )`.execute(db);
  await sql`create unique index prazos_registro on prazos (tipo, registro_id)`.execute(db);
  await sql`create index prazos_vence_em on prazos (vence_em)`.execute(db);
  await sql`
    create table prazos_workflow (
      chave text primary key,
      iniciado_em timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists prazos_workflow`.execute(db);
  await sql`drop table if exists prazos`.execute(db);
  await sql`drop table if exists feriados`.execute(db);
}
