import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Production plan and order call (issue 9): the cycles of each fiscal year (April to March, named by the year it
 * ends in), the inputs the imports will feed (annual plan per dealer × model type, retail per dealer × model type ×
 * month), the read model of the `plano-producao-<id>` streams, the order call cells with their explanation and
 * manual changes, and one row per computation (the `order-call-<fcstId>` workflow's progress).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table ciclos (
      id integer primary key,
      ano_fiscal integer not null,
      ano integer not null,
      mes smallint not null check (mes between 1 and 12),
      ordem smallint not null,
      nome text not null,
      unique (ano, mes)
    )`.execute(db);
  await sql`create index ciclos_ano_fiscal on ciclos (ano_fiscal, ordem)`.execute(db);
  await sql`
    insert into ciclos (id, ano_fiscal, ano, mes, ordem, nome)
    select a * 100 + m, case when m >= 4 then a + 1 else a end, a, m, case when m >= 4 then m - 3 else m + 9 end,
           (array['Jan','Fev','Mar','Abr','Mai','Jun','Jul','Ago','Set','Out','Nov','Dez'])[m] || '/' || a
    from generate_series(2023, 2035) a, generate_series(1, 12) m`.execute(db);
  await sql`
    create table plano_anual (
      ano_fiscal integer not null,
      concessionaria_id integer not null,
      modelo_id integer not null,
      quantidade integer not null check (quantidade >= 0),
      fonte text not null default 'demo',
      primary key (ano_fiscal, concessionaria_id, modelo_id)
    )`.execute(db);
  await sql`
    create table varejo_mensal (
      concessionaria_id integer not null,
      modelo_id integer not null,
      ano integer not null,
      mes smallint not null check (mes between 1 and 12),
      quantidade integer not null check (quantidade >= 0),
      fonte text not null default 'demo',
      primary key (ano, mes, concessionaria_id, modelo_id)
    )`.execute(db);
  await sql`create sequence plano_producao_id_seq`.execute(db);
  await sql`
    create table planos_producao (
      id integer primary key,
      ano_fiscal integer not null,
      mes smallint not null,
      celulas jsonb not null,
      criado_em timestamptz not null,
      atualizado_em timestamptz not null,
      ultimo_processamento timestamptz,
      contexto jsonb not null,
      ultima_posicao bigint not null
    )`.execute(db);
  await sql`create unique index planos_producao_ano_mes on planos_producao (ano_fiscal, mes)`.execute(db);
  await sql`
    create table order_call (
      plano_id integer not null,
      concessionaria_id integer not null,
      concessionaria_grupo_id integer,
      modelo_id integer not null,
      ciclo_id integer not null,
      quantidade_calculada integer not null,
      quantidade_final integer not null,
      explicacao jsonb not null,
      alteracoes jsonb not null default '[]',
      processamento_id text not null,
      primary key (plano_id, concessionaria_id, modelo_id, ciclo_id)
    )`.execute(db);
  await sql`create index order_call_dealer on order_call (concessionaria_id, plano_id)`.execute(db);
  await sql`
    create table order_call_processamentos (
      plano_id integer primary key,
      processamento_id text not null,
      status text not null,
      feitos integer not null default 0,
      total integer not null default 0,
      iniciado_em timestamptz not null,
      concluido_em timestamptz,
      iniciado_por_nome text
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['order_call_processamentos', 'order_call', 'planos_producao', 'varejo_mensal', 'plano_anual', 'ciclos'])
    await sql`drop table if exists ${sql.table(t)}`.execute(db);
  await sql`drop sequence if exists plano_producao_id_seq`.execute(db);
}
