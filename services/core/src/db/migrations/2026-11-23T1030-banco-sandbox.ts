import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * The sandbox bank inside the portal (services/core/src/boletos/bank/sandbox.ts): the titles it registered, one row
 * per boleto id, with what a bank keeps of a title — its numbers, value, due date, payer — and what happened to it
 * (paid, written off). Not a read model: this table is the bank's own state, written only by the sandbox adapter.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table banco_sandbox_titulos (
      boleto_id integer primary key check (boleto_id > 0),
      banco char(3) not null,
      agencia text not null,
      conta text not null,
      carteira text not null,
      nosso_numero text not null,
      nosso_numero_impresso text not null,
      codigo_barras char(44) not null check (codigo_barras ~ '^[0-9]{44}$'),
      linha_digitavel char(47) not null check (linha_digitavel ~ '^[0-9]{47}$'),
      valor numeric(12, 2) not null check (valor > 0),
      vencimento date not null,
      emissao date not null,
      numero_documento text not null,
      pagador jsonb not null,
      situacao text not null default 'registrado' check (situacao in ('registrado', 'pago', 'baixado')),
      registrado_em timestamptz not null,
      pago_em timestamptz,
      valor_pago numeric(12, 2) check (valor_pago > 0),
      pagamento_informado_em timestamptz,
      baixado_em timestamptz,
      motivo_baixa text,
      check ((situacao = 'pago') = (pago_em is not null and valor_pago is not null and pagamento_informado_em is not null)),
      check ((situacao = 'baixado') = (baixado_em is not null and motivo_baixa is not null))
    )`.execute(db);
  // a bank's nosso número names one title
  await sql`create unique index banco_sandbox_titulos_nosso_numero on banco_sandbox_titulos (banco, nosso_numero)`.execute(db);
  // the reconciliation sweep: payments the bank learned of since an instant
  await sql`create index banco_sandbox_titulos_pagos on banco_sandbox_titulos (pagamento_informado_em, boleto_id) where situacao = 'pago'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists banco_sandbox_titulos`.execute(db);
}
