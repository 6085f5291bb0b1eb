import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Imports (issue 8), the tabs Varejo, Plano Anual, Emplacamento, Floor Plan and Relatórios: the read models they feed.
 * Every imported row keeps its import (`importacao_id`, 0 = demo load) and when it was written; a later import of the same
 * natural key replaces the figure. `varejo_mensal` gets a channel (1 Varejo = dealer retail, 2 Retail 2 = direct sales):
 * the order call and BI Plano Anual already sum over the key, so they read both. Demo rows stay `fonte = 'demo'`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table varejo_mensal add column canal smallint not null default 1 check (canal in (1, 2))`.execute(db);
  await sql`alter table varejo_mensal add column importacao_id integer`.execute(db);
  await sql`alter table varejo_mensal add column importado_em timestamptz`.execute(db);
  await sql`alter table varejo_mensal drop constraint varejo_mensal_pkey`.execute(db);
  await sql`alter table varejo_mensal add primary key (ano, mes, concessionaria_id, modelo_id, canal)`.execute(db);
  await sql`create index varejo_mensal_importado on varejo_mensal (ano, mes, canal) where fonte = 'importacao'`.execute(db);
  await sql`alter table plano_anual add column importacao_id integer`.execute(db);
  await sql`alter table plano_anual add column importado_em timestamptz`.execute(db);
  await sql`
    create table emplacamentos (
      chassi text primary key,
      concessionaria_id integer not null,
      data_emplacamento date not null,
      placa text,
      importacao_id integer not null,
      importado_em timestamptz not null
    )`.execute(db);
  await sql`create index emplacamentos_data on emplacamentos (data_emplacamento)`.execute(db);
  await sql`create index emplacamentos_importacao on emplacamentos (importacao_id)`.execute(db);
  await sql`
    create table floor_plan (
      ciclo_id integer not null,
      concessionaria_id integer not null,
      limite numeric(16, 2) not null,
      utilizado numeric(16, 2) not null,
      importacao_id integer not null,
      importado_em timestamptz not null,
      primary key (ciclo_id, concessionaria_id)
    )`.execute(db);
  await sql`
    create table relatorio_valores (
      tipo_id smallint not null,
      ciclo_id integer not null,
      indicador text not null,
      concessionaria_id integer not null default 0,
      modelo_id integer not null default 0,
      valor numeric(16, 2) not null,
      importacao_id integer not null,
      importado_em timestamptz not null,
      primary key (tipo_id, ciclo_id, indicador, concessionaria_id, modelo_id)
    )`.execute(db);
  await sql`create index relatorio_valores_ciclo on relatorio_valores (ciclo_id, indicador)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['relatorio_valores', 'floor_plan', 'emplacamentos']) await sql`drop table if exists ${sql.table(t)}`.execute(db);
  await sql`alter table plano_anual drop column importacao_id, drop column importado_em`.execute(db);
  await sql`delete from varejo_mensal where canal <> 1`.execute(db);
  await sql`alter table varejo_mensal drop constraint varejo_mensal_pkey`.execute(db);
  await sql`alter table varejo_mensal add primary key (ano, mes, concessionaria_id, modelo_id)`.execute(db);
  await sql`drop index if exists varejo_mensal_importado`.execute(db);
  await sql`alter table varejo_mensal drop column canal, drop column importacao_id, drop column importado_em`.execute(db);
}
