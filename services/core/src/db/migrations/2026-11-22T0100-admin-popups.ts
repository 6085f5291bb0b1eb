import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  // administration: names that identify a record are unique regardless of case
  await sql`create unique index concessionaria_grupos_nome on concessionaria_grupos (lower(nome))`.execute(db);
  await sql`create unique index regionais_descricao on regionais (lower(descricao))`.execute(db);
  await sql`create index participantes_perfil on participantes (perfil_id)`.execute(db);
  await sql`create index concessionarias_regional on concessionarias (regional_id)`.execute(db);

  // pop-ups (spec 002 §3 Pop-up): shown on home to the profile groups chosen, within the period, by order
  await sql`
    create table popups (
      id serial primary key,
      titulo text not null,
      texto text not null,
      ordem integer not null,
      status smallint not null check (status in (0, 1)),
      periodo_de date not null,
      periodo_ate date not null check (periodo_ate >= periodo_de),
      criado_em timestamptz not null default now(),
      atualizado_em timestamptz not null default now()
    )`.execute(db);
  await sql`create index popups_vigentes on popups (status, periodo_de, periodo_ate)`.execute(db);
  await sql`
    create table popup_grupos (
      popup_id integer not null references popups(id) on delete cascade,
      grupo_perfil_id integer not null references grupos_perfil(id),
      primary key (popup_id, grupo_perfil_id)
    )`.execute(db);
  await sql`create index popup_grupos_grupo on popup_grupos (grupo_perfil_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists popup_grupos`.execute(db);
  await sql`drop table if exists popups`.execute(db);
  for (const i of ['concessionarias_regional', 'participantes_perfil', 'regionais_descricao', 'concessionaria_grupos_nome']) {
    await sql`drop index if exists ${sql.id(i)}`.execute(db);
  }
}
