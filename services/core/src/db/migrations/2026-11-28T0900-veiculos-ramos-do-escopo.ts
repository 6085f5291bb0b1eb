import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * A dealer's list page in id order, read branch by branch of its scope (vehicles/pagina-por-ramos.ts): each branch's
 * column with the id, so the walk goes down one index from the newest vehicle and stops at the page's last row. The
 * (column, status, id) indexes order by id only within one status, and a list asks for several. And the lists' counter
 * (`veiculos_contagens`) by each branch's column: its key starts with the vehicle's dealer, so a total over a dealer's
 * scope read every counter row of the statuses asked for (8,446 rows for 12) to find the requesting dealer's.
 */
const INDICES = [
  ['veiculos_dealer_id', sql`veiculos (concessionaria_id, id)`],
  ['veiculos_solicitante_id', sql`veiculos (dealer_solicitante_id, id)`],
  ['veiculos_grupo_id', sql`veiculos (concessionaria_grupo_id, id)`],
  ['veiculos_solicitante_grupo_id', sql`veiculos (dealer_solicitante_grupo_id, id)`],
  ['veiculos_contagens_solicitante', sql`veiculos_contagens (dealer_solicitante_id)`],
  ['veiculos_contagens_grupo', sql`veiculos_contagens (concessionaria_grupo_id)`],
  ['veiculos_contagens_solicitante_grupo', sql`veiculos_contagens (dealer_solicitante_grupo_id)`],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [nome, def] of INDICES) await sql`create index ${sql.id(nome)} on ${def}`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [nome] of INDICES) await sql`drop index if exists ${sql.id(nome)}`.execute(db);
}
