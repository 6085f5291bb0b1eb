import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Commission invoices (notas fiscais de comissão): the id sequence and the read model of the `nota-fiscal-<id>` streams. An
 * invoice covers the commissions of one or more orders (`pedidos_id`); an order's current invoice is the newest one that
 * lists it (GIN index).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence nota_fiscal_id_seq`.execute(db);
  await sql`
    create table notas_fiscais (
      id integer primary key,
      concessionaria_id integer not null,
      concessionaria_grupo_id integer,
      step smallint not null,
      pedidos_id integer[] not null,
      numero_nota_fiscal text not null,
      data_emissao date not null,
      valor_nota_fiscal numeric(14, 2) not null,
      valor_comissao numeric(14, 2) not null,
      cnpj_emitente text not null,
      url_nota_fiscal text not null,
      comentario text,
      atrelada_em timestamptz not null,
      pago_em timestamptz,
      atualizado_em timestamptz not null,
      versao integer not null,
      contexto jsonb not null,
      ultima_posicao bigint not null
    )`.execute(db);
  await sql`create index notas_fiscais_pedidos on notas_fiscais using gin (pedidos_id)`.execute(db);
  await sql`create index notas_fiscais_dealer on notas_fiscais (concessionaria_id, step)`.execute(db);
  await sql`create index notas_fiscais_emissao on notas_fiscais (data_emissao, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists notas_fiscais`.execute(db);
  await sql`drop sequence if exists nota_fiscal_id_seq`.execute(db);
}
