import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Boletos of direct-sales orders: the id sequence, the read model of the `boleto-<id>` streams, and the pending starts of
 * `boleto-<id>` workflows (written with the boleto, marked when the start is confirmed; the worker's sweep starts the rest).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence boleto_id_seq`.execute(db);
  await sql`
    create table boletos (
      id integer primary key,
      pedido_id integer not null,
      concessionaria_id integer not null,
      concessionaria_grupo_id integer,
      status smallint not null,
      numero_parcela smallint not null,
      quantidade_vezes smallint not null,
      tipo_pagamento text not null,
      valor_total numeric(14, 2) not null,
      valor_parcial numeric(14, 2),
      valor_boleto numeric(14, 2) not null,
      entrada numeric(14, 2),
      data_emissao date not null,
      data_vencimento date not null,
      data_pagamento date,
      valor_pago numeric(14, 2),
      nosso_numero text,
      banco text,
      linha_digitavel text,
      codigo_barras text,
      substitui_boleto_id integer,
      substituido_por_id integer,
      criado_em timestamptz not null,
      atualizado_em timestamptz not null,
      contexto jsonb not null,
      ultima_posicao bigint not null
    )`.execute(db);
  await sql`create index boletos_pedido on boletos (pedido_id, id)`.execute(db);
  await sql`create index boletos_status on boletos (status, id)`.execute(db);
  await sql`create index boletos_dealer on boletos (concessionaria_id, status)`.execute(db);
  await sql`
    create table boletos_workflow (
      boleto_id integer primary key,
      criado_em timestamptz not null default now(),
      iniciado_em timestamptz
    )`.execute(db);
  await sql`create index boletos_workflow_pendentes on boletos_workflow (criado_em) where iniciado_em is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists boletos_workflow`.execute(db);
  await sql`drop table if exists boletos cascade`.execute(db);
  await sql`drop sequence if exists boleto_id_seq`.execute(db);
}
