import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Settings in one store and the specs compliance tables:
 * - the KPI deadline per month (conf10) is a settings row with its year and month;
 * - the 14-hour rule (conf13) moves from `configuracoes_portal` into the settings history, so `POST configuracoes` changes it;
 * - model types (tipo-modelo) and their codes; the mandatory-options guide per model type with its vigência
 *   (what the Specs import loads); the compliance of each order's options against that guide and its history
 *   (what the Specs import computes).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table configuracoes_gerais add column ano smallint, add column mes smallint check (mes between 1 and 12)`.execute(db);
  await sql`create index configuracoes_gerais_prazo on configuracoes_gerais (ano, mes, id desc) where tipo = 10 and ano is not null`.execute(db);
  await sql`
    insert into configuracoes_gerais (tipo, valor, usuario_id, usuario_nome)
    select 13, valor, null, 'Sistema' from configuracoes_portal where chave = 'conf13' and valor in ('14', '-1')`.execute(db);
  await sql`delete from configuracoes_portal where chave = 'conf13'`.execute(db);

  await sql`
    create table tipos_modelo_agrupado (
      id serial primary key,
      descricao text not null check (char_length(descricao) between 1 and 32),
      usuario_cadastro_nome text not null,
      data_cadastro timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index tipos_modelo_agrupado_descricao on tipos_modelo_agrupado (lower(descricao))`.execute(db);
  await sql`
    create table tipos_modelo_codigos (
      id serial primary key,
      tipo_modelo_agrupado_id integer not null references tipos_modelo_agrupado (id),
      codigo text not null check (char_length(codigo) between 1 and 8),
      status smallint not null default 1 check (status in (0, 1)),
      usuario_cadastro_id integer,
      usuario_cadastro_nome text not null,
      data_cadastro timestamptz not null default now()
    )`.execute(db);
  // a code names one model type: the Specs import classifies an order's model code by it
  await sql`create unique index tipos_modelo_codigos_codigo on tipos_modelo_codigos (upper(codigo))`.execute(db);
  await sql`create index tipos_modelo_codigos_tipo on tipos_modelo_codigos (tipo_modelo_agrupado_id, id)`.execute(db);

  await sql`
    create table specs_vigencias (
      id serial primary key,
      tipo_modelo_agrupado_id integer not null references tipos_modelo_agrupado (id),
      inicio_vigencia date not null,
      fim_vigencia date,
      opcionais jsonb not null default '[]',
      importacao_id integer,
      usuario_nome text not null,
      data_cadastro timestamptz not null default now(),
      check (fim_vigencia is null or fim_vigencia >= inicio_vigencia)
    )`.execute(db);
  await sql`create index specs_vigencias_tipo on specs_vigencias (tipo_modelo_agrupado_id, inicio_vigencia desc)`.execute(db);

  await sql`
    create table specs_conformidade (
      numero_pedido text primary key,
      chassi text,
      concessionaria_id integer,
      concessionaria_grupo_id integer,
      codigo_modelo text,
      tipo_modelo_agrupado_id integer references tipos_modelo_agrupado (id),
      modelo_descricao text,
      situacao smallint not null check (situacao in (1, 2, 3)),
      status smallint not null default 1 check (status in (1, 2)),
      padrao jsonb not null default '[]',
      opcionais jsonb not null default '[]',
      data_processamento timestamptz not null
    )`.execute(db);
  await sql`create index specs_conformidade_chassi on specs_conformidade (chassi)`.execute(db);
  await sql`create index specs_conformidade_filtros on specs_conformidade (situacao, status, concessionaria_id)`.execute(db);
  await sql`
    create table specs_conformidade_historico (
      id serial primary key,
      numero_pedido text not null references specs_conformidade (numero_pedido),
      data_processamento timestamptz not null,
      situacao smallint not null check (situacao in (1, 2, 3)),
      opcionais_faltantes jsonb not null default '[]',
      opcionais_extras jsonb not null default '[]',
      importacao_id integer,
      unique (numero_pedido, data_processamento)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['specs_conformidade_historico', 'specs_conformidade', 'specs_vigencias', 'tipos_modelo_codigos', 'tipos_modelo_agrupado'])
    await sql`drop table if exists ${sql.table(t)}`.execute(db);
  await sql`
    insert into configuracoes_portal (chave, valor)
    select 'conf13', valor from configuracoes_gerais where tipo = 13 order by id desc limit 1
    on conflict (chave) do nothing`.execute(db);
  await sql`delete from configuracoes_gerais where tipo = 13`.execute(db);
  await sql`drop index if exists configuracoes_gerais_prazo`.execute(db);
  await sql`alter table configuracoes_gerais drop column ano, drop column mes`.execute(db);
}
