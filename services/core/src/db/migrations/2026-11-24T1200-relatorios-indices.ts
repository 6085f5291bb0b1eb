import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Home reports and pipeline analysis count vehicles by the day they were billed, requested, made available or entered
 * a dealer's stock: one index per date, so a month's table reads only that month's vehicles.
 */
const INDICES = [
  ['veiculos_data_faturamento', sql`(data_faturamento)`],
  ['veiculos_data_solicitacao_sp', sql`(((data_solicitacao_faturamento at time zone 'America/Sao_Paulo')::date))`],
  ['veiculos_data_disponibilidade', sql`(data_disponibilidade)`],
  ['veiculos_data_entrada_estoque', sql`(data_entrada_estoque)`],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [nome, cols] of INDICES) await sql`create index ${sql.id(nome)} on veiculos ${cols}`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [nome] of INDICES) await sql`drop index if exists ${sql.id(nome)}`.execute(db);
}
