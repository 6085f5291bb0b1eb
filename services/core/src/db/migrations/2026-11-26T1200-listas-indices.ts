import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Indexes for the paged lists (bench/lists-explain.ts shows the plans):
 *  - a dealer's vehicles by status and model, on both sides of the dealer scope (its own and the ones it requested), so a
 *    filtered count reads only the matching rows instead of intersecting with every vehicle of the model;
 *  - the requesting group's side of a group-scoped user (processosGrupo), which had no index;
 *  - the swap lists in their own order (availability date, id): a dealer's own offerable vehicles and the vehicles up
 *    for swap, so a page stops after its rows;
 *  - billing requests awaiting release in the list's order (priority first, then id).
 */
const INDICES = [
  ['veiculos_dealer_status_modelo', sql`veiculos (concessionaria_id, status, modelo_id)`],
  ['veiculos_solicitante_status_modelo', sql`veiculos (dealer_solicitante_id, status, modelo_id)`],
  ['veiculos_solicitante_grupo', sql`veiculos (dealer_solicitante_grupo_id, status)`],
  ['veiculos_troca_selecao', sql`veiculos (concessionaria_id, data_disponibilidade, id) where status in (0, 11) and not bloqueado_troca`],
  ['veiculos_troca_disponiveis', sql`veiculos (data_disponibilidade, id) where status = 11 and not bloqueado_troca and concessionaria_id is not null`],
  ['solicitacoes_faturamento_aguardando', sql`solicitacoes_faturamento (prioridade desc, id) where status = 1`],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [nome, def] of INDICES) await sql`create index ${sql.id(nome)} on ${def}`.execute(db);
  // the (dealer_solicitante_id, status, modelo_id) index serves everything the old two-column one did
  await sql`drop index if exists veiculos_solicitante`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists veiculos_solicitante on veiculos (dealer_solicitante_id, status)`.execute(db);
  for (const [nome] of INDICES) await sql`drop index if exists ${sql.id(nome)}`.execute(db);
}
