import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * The rows an import writes (`importacao_linhas`, `precos_finais`) keep the import's id without a foreign key to
 * `importacoes`: each such key took a FOR KEY SHARE lock on the one import row per row written, shared by the batches in
 * flight (multixacts) and by the counters' update of that row; at 100,000 rows that was a quarter of the workflow's time
 * (bench/imports-fases.ts: 3.6–4.2 s with it, 2.7 s without). The engine writes only the id of the import it is
 * running, read from `importacoes` at its start, and import rows are never deleted; the foreign keys to the reference
 * data (derivatives, model years) stay.
 */
const CHAVES = [
  ['importacao_linhas', 'importacao_linhas_importacao_id_fkey'],
  ['precos_finais', 'precos_finais_importacao_id_fkey'],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [tabela, chave] of CHAVES) await sql`alter table ${sql.table(tabela)} drop constraint if exists ${sql.id(chave)}`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [tabela, chave] of CHAVES)
    await sql`alter table ${sql.table(tabela)} add constraint ${sql.id(chave)} foreign key (importacao_id) references importacoes (id)`.execute(db);
}
