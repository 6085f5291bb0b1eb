import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Atrelar Nota Fiscal requires only what the spec requires (the orders and the file): an invoice attached without an issue
 * date or a value (a PDF, nothing typed) keeps them empty (docs/decisions.md "Commissions and invoices").
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table notas_fiscais alter column data_emissao drop not null, alter column valor_nota_fiscal drop not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`update notas_fiscais set data_emissao = atrelada_em::date where data_emissao is null`.execute(db);
  await sql`update notas_fiscais set valor_nota_fiscal = valor_comissao where valor_nota_fiscal is null`.execute(db);
  await sql`alter table notas_fiscais alter column data_emissao set not null, alter column valor_nota_fiscal set not null`.execute(db);
}
