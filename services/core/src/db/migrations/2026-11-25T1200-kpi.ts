import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * The KPI Approved programme (spec 002 §2.8, §3, §4.9): the KPI vehicle's read model (its stream is `kpi-veiculo-<id>`),
 * the monthly tables (preparations, standards, captações, Outros; plain tables, every change in `auditoria`), the
 * reference lists (brands, acquisition types, incentive models/versions/policies, the programme's standards) and the
 * importer's own dealers (their vehicles are Approved on registration).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence kpi_veiculo_id`.execute(db);
  await sql`
    create table kpi_marcas (
      id integer primary key,
      nome text not null unique,
      jlr boolean not null default false
    )`.execute(db);
  await sql`create table kpi_tipos_aquisicao (id integer primary key, nome text not null unique)`.execute(db);
  await sql`
    create table kpi_modelos_incentivo (
      id integer primary key,
      marca_id integer not null references kpi_marcas (id),
      nome text not null
    )`.execute(db);
  await sql`
    create table kpi_versoes_incentivo (
      id integer primary key,
      modelo_id integer not null references kpi_modelos_incentivo (id),
      nome text not null
    )`.execute(db);
  await sql`
    create table kpi_politicas (
      id integer primary key,
      versao_id integer not null references kpi_versoes_incentivo (id),
      ano_politica smallint not null,
      nome text not null,
      bonus numeric(12, 2) not null default 0
    )`.execute(db);
  await sql`create index kpi_politicas_ano on kpi_politicas (ano_politica, versao_id)`.execute(db);
  await sql`
    create table kpi_standards_catalogo (
      id integer primary key,
      nome text not null,
      ordem smallint not null,
      peso numeric(5, 2) not null check (peso >= 0 and peso <= 100)
    )`.execute(db);
  await sql`create table kpi_dealers_proprios (concessionaria_id integer primary key references concessionarias (id))`.execute(db);

  await sql`
    create table kpi_veiculos (
      id integer primary key,
      ano smallint not null,
      mes smallint not null check (mes between 1 and 12),
      concessionaria_id integer not null,
      concessionaria_grupo_id integer,
      chassi text not null,
      marca_id integer not null,
      marca_nome text not null,
      approved boolean not null,
      status text not null,
      valor_venda numeric(14, 2) not null,
      depreciacao numeric(10, 2),
      contexto jsonb not null,
      versao integer not null,
      ultima_posicao bigint not null
    )`.execute(db);
  await sql`create index kpi_veiculos_mes on kpi_veiculos (ano, mes, concessionaria_id)`.execute(db);
  await sql`create unique index kpi_veiculos_chassi_mes on kpi_veiculos (ano, mes, concessionaria_id, upper(chassi))`.execute(db);

  await sql`
    create table kpi_preparacoes (
      veiculo_id integer primary key,
      custo_preparacao numeric(14, 2),
      tempo_preparacao integer check (tempo_preparacao between 0 and 3650),
      tempo_publicacao integer check (tempo_publicacao between 0 and 3650),
      atualizado_em timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table kpi_standards (
      ano smallint not null,
      mes smallint not null check (mes between 1 and 12),
      concessionaria_id integer not null references concessionarias (id),
      standard_id integer not null references kpi_standards_catalogo (id),
      cumpriu boolean,
      justificativa text,
      atualizado_em timestamptz not null default now(),
      primary key (ano, mes, concessionaria_id, standard_id)
    )`.execute(db);
  await sql`
    create table kpi_captacoes (
      id serial primary key,
      ano smallint not null,
      mes smallint not null check (mes between 1 and 12),
      concessionaria_id integer not null references concessionarias (id),
      marca_id integer not null references kpi_marcas (id),
      chassi text not null,
      modelo text,
      custo_aquisicao numeric(14, 2) not null,
      data_compra date,
      tipo_aquisicao_id integer not null references kpi_tipos_aquisicao (id),
      caso_troca_modelo text,
      tempo_estoque integer,
      data_venda date,
      atualizado_em timestamptz not null default now()
    )`.execute(db);
  await sql`create index kpi_captacoes_mes on kpi_captacoes (ano, mes, concessionaria_id)`.execute(db);
  await sql`
    create table kpi_outros (
      ano smallint not null,
      mes smallint not null check (mes between 1 and 12),
      concessionaria_id integer not null references concessionarias (id),
      total_venda_veiculos_novos integer,
      estoque_ate_30 integer not null default 0,
      estoque_31_60 integer not null default 0,
      estoque_61_90 integer not null default 0,
      estoque_acima_90 integer not null default 0,
      media_dias_carros_estoque numeric(8, 1),
      total_seminovos_vendidos_nao_jlr integer not null default 0,
      atualizado_em timestamptz not null default now(),
      primary key (ano, mes, concessionaria_id)
    )`.execute(db);

  // reference data
  await sql`
    insert into kpi_marcas (id, nome, jlr) values
      (1, 'Jaguar', true), (2, 'Land Rover', true), (3, 'Audi', false), (4, 'BMW', false), (5, 'Mercedes-Benz', false),
      (6, 'Porsche', false), (7, 'Volvo', false), (8, 'Outras', false)`.execute(db);
  await sql`insert into kpi_tipos_aquisicao (id, nome) values (1, 'Troca'), (2, 'Compra')`.execute(db);
  const modelos: [number, number, string, string[]][] = [
    [1, 1, 'F-PACE', ['P250 R-Dynamic SE', 'P400e R-Dynamic HSE']],
    [2, 1, 'E-PACE', ['P200 R-Dynamic S']],
    [3, 1, 'I-PACE', ['EV400 SE']],
    [4, 2, 'Range Rover', ['P530 Autobiography', 'P400 HSE']],
    [5, 2, 'Range Rover Sport', ['P400 Dynamic SE']],
    [6, 2, 'Range Rover Velar', ['P250 Dynamic SE']],
    [7, 2, 'Range Rover Evoque', ['P250 S']],
    [8, 2, 'Defender', ['110 X-Dynamic SE', '90 V8']],
    [9, 2, 'Discovery Sport', ['P250 S']],
  ];
  let versaoId = 0;
  let politicaId = 0;
  for (const [id, marca, nome, versoes] of modelos) {
    await sql`insert into kpi_modelos_incentivo (id, marca_id, nome) values (${id}, ${marca}, ${nome})`.execute(db);
    for (const v of versoes) {
      versaoId++;
      await sql`insert into kpi_versoes_incentivo (id, modelo_id, nome) values (${versaoId}, ${id}, ${v})`.execute(db);
      for (const ano of [2024, 2025, 2026, 2027]) {
        politicaId++;
        const bonus = 3000 + (versaoId % 4) * 1000;
        await sql`insert into kpi_politicas (id, versao_id, ano_politica, nome, bonus)
          values (${politicaId}, ${versaoId}, ${ano}, ${`Approved ${ano} — ${nome} ${v}`}, ${bonus})`.execute(db);
      }
    }
  }
  await sql`
    insert into kpi_standards_catalogo (id, nome, ordem, peso) values
      (1, 'Identidade visual Approved na loja', 1, 15),
      (2, 'Área de exposição dedicada aos seminovos', 2, 15),
      (3, 'Inspeção de 165 itens em todos os veículos', 3, 20),
      (4, 'Garantia Approved oferecida em todas as vendas', 4, 15),
      (5, 'Anúncios no site com fotos padronizadas', 5, 10),
      (6, 'Consultor de vendas Approved treinado', 6, 15),
      (7, 'Test drive disponível para todo o estoque', 7, 10)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'kpi_outros',
    'kpi_captacoes',
    'kpi_standards',
    'kpi_preparacoes',
    'kpi_veiculos',
    'kpi_dealers_proprios',
    'kpi_standards_catalogo',
    'kpi_politicas',
    'kpi_versoes_incentivo',
    'kpi_modelos_incentivo',
    'kpi_tipos_aquisicao',
    'kpi_marcas',
  ])
    await sql`drop table ${sql.table(t)}`.execute(db);
  await sql`drop sequence kpi_veiculo_id`.execute(db);
}
