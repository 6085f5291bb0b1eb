import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * The events' data and the read models' contexts (a whole aggregate's context, 2–3 kB for an order) are compressed with
 * lz4 instead of pglz: every save of an order compresses both, and pglz was about a tenth of the machine's CPU per order
 * command (bench/orders: ~730 → ~660 µs of CPU per command, PostgreSQL and the API together). Values already stored stay
 * as they are (PostgreSQL reads both). Only where the server was built with lz4 (`default_toast_compression` offers it);
 * elsewhere nothing changes.
 */
const COLUNAS = [
  ['events', 'data'],
  ['events', 'metadata'],
  ['pedidos', 'contexto'],
  ['boletos', 'contexto'],
  ['notas_fiscais', 'contexto'],
  ['bi_veiculos', 'contexto'],
  ['kpi_veiculos', 'contexto'],
  ['planos_producao', 'contexto'],
  ['arquivos_anexados', 'contexto'],
] as const;

const temLz4 = async (db: Kysely<any>) =>
  (await sql<{ ok: boolean }>`select 'lz4' = any(enumvals) as ok from pg_settings where name = 'default_toast_compression'`.execute(db)).rows[0]?.ok === true;

export async function up(db: Kysely<any>): Promise<void> {
  if (!(await temLz4(db))) return;
  for (const [tabela, coluna] of COLUNAS) await sql`alter table ${sql.table(tabela)} alter column ${sql.id(coluna)} set compression lz4`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [tabela, coluna] of COLUNAS) await sql`alter table ${sql.table(tabela)} alter column ${sql.id(coluna)} set compression pglz`.execute(db);
}
