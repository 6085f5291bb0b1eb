import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * Streams follow the naming rule (docs/decisions.md "Naming"): `vehicle-<id>` becomes `veiculo-<id>` and `swap-<id>`
 * becomes `troca-<id>`, stream types alike. Only ids and types change; versions, positions, data and metadata stay.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update events set stream_id = 'veiculo-' || substr(stream_id, length('vehicle-') + 1), stream_type = 'veiculo' where stream_type = 'vehicle'`.execute(
    db,
  );
  await sql`update events set stream_id = 'troca-' || substr(stream_id, length('swap-') + 1), stream_type = 'troca' where stream_type = 'swap'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`update events set stream_id = 'vehicle-' || substr(stream_id, length('veiculo-') + 1), stream_type = 'vehicle' where stream_type = 'veiculo'`.execute(
    db,
  );
  await sql`update events set stream_id = 'swap-' || substr(stream_id, length('troca-') + 1), stream_type = 'swap' where stream_type = 'troca'`.execute(db);
}
