import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Swaps and the general settings they read: the settings history (one row per change: date, value, user),
 * the read model of the swap stream, and the pending starts of the swap-expiry workflows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // conf1..conf11 (general settings, in the order of the spec's list), conf12 payment mode, conf13 14-hour rule, conf14 average value:
  // each change is a row; the newest row of a type is its value
  await sql`
    create table configuracoes_gerais (
      id serial primary key,
      tipo smallint not null check (tipo between 1 and 14),
      valor text not null,
      usuario_id integer,
      usuario_nome text not null,
      data_alteracao timestamptz not null default now()
    )`.execute(db);
  await sql`create index configuracoes_gerais_tipo on configuracoes_gerais (tipo, id desc)`.execute(db);
  // defaults: swap process duration 5 business days (conf4), stock time limit 180 days (conf8), 2 cessions a month per dealer (conf9)
  await sql`
    insert into configuracoes_gerais (tipo, valor, usuario_id, usuario_nome) values
      (4, '5', null, 'Sistema'), (8, '180', null, 'Sistema'), (9, '2', null, 'Sistema')`.execute(db);

  await sql`create sequence troca_id_seq`.execute(db);
  await sql`
    create table trocas (
      id integer primary key,
      status smallint not null,
      veiculo_interesse_id integer not null,
      concessionaria_dona_id integer not null,
      concessionaria_dona_grupo_id integer,
      concessionaria_solicitante_id integer not null,
      concessionaria_solicitante_grupo_id integer,
      veiculos_propostos integer[] not null,
      veiculo_proposto_aceito_id integer,
      contato_nome text not null,
      contato_email text not null,
      contato_telefone text not null,
      comentario text,
      solicitado_em timestamptz not null,
      solicitado_por_id integer,
      solicitado_por_nome text,
      vence_em timestamptz not null,
      respondido_em timestamptz,
      respondido_por_id integer,
      respondido_por_nome text,
      automatica boolean not null,
      motivo text,
      ultima_posicao bigint not null
    )`.execute(db);
  for (const [name, cols] of [
    ['trocas_dona_status', 'concessionaria_dona_id, status, id'],
    ['trocas_solicitante_status', 'concessionaria_solicitante_id, status, id'],
    ['trocas_dona_grupo', 'concessionaria_dona_grupo_id, status'],
    ['trocas_solicitante_grupo', 'concessionaria_solicitante_grupo_id, status'],
    ['trocas_interesse_status', 'veiculo_interesse_id, status'],
    ['trocas_status_vence', 'status, vence_em'],
  ] as const) {
    await sql`create index ${sql.id(name)} on trocas (${sql.raw(cols)})`.execute(db);
  }
  await sql`create index trocas_propostos on trocas using gin (veiculos_propostos)`.execute(db);

  // expiracao-troca-<trocaId> workflows to start: written with the request, marked when Temporal took the start
  await sql`
    create table trocas_expiracao (
      troca_id integer primary key,
      vence_em timestamptz not null,
      criado_em timestamptz not null default now(),
      iniciado_em timestamptz
    )`.execute(db);
  await sql`create index trocas_expiracao_pendentes on trocas_expiracao (troca_id) where iniciado_em is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists trocas_expiracao`.execute(db);
  await sql`drop table if exists trocas`.execute(db);
  await sql`drop sequence if exists troca_id_seq`.execute(db);
  await sql`drop table if exists configuracoes_gerais`.execute(db);
}
