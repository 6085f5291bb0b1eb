import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
/** Direct-sales orders: the id sequence and the read model of the `pedido-<id>` streams (the machine's context whole, plus the list's columns). */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence pedido_id_seq`.execute(db);
  await sql`
    create table pedidos (
      id integer primary key,
      codigo text not null unique,
      concessionaria_id integer not null,
      concessionaria_grupo_id integer,
      tipo_venda smallint not null,
      pre_pagamento boolean not null,
      veiculo_id integer,
      step smallint not null,
      tipo_cliente integer,
      cliente_nome text,
      cliente_documento text,
      chassi text,
      numero_pedido text,
      modelo_id integer,
      marca text,
      percentual_comissao numeric(9, 3),
      valor_comissao numeric(14, 2),
      motivo text,
      criado_por_id integer,
      criado_por_nome text,
      criado_em timestamptz not null,
      atualizado_em timestamptz not null,
      contexto jsonb not null,
      ultima_posicao bigint not null
    )`.execute(db);
  for (const [name, cols] of [
    ['pedidos_dealer_step', 'concessionaria_id, step, id'],
    ['pedidos_grupo_step', 'concessionaria_grupo_id, step, id'],
    ['pedidos_step', 'step, id'],
    ['pedidos_criado_em', 'criado_em'],
    ['pedidos_chassi', 'chassi'],
    ['pedidos_veiculo', 'veiculo_id'],
  ] as const) {
    await sql`create index ${sql.id(name)} on pedidos (${sql.raw(cols)})`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists pedidos cascade`.execute(db);
  await sql`drop sequence if exists pedido_id_seq`.execute(db);
}
