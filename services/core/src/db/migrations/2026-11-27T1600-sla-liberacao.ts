import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * conf15 to conf17, the portal's per-step SLAs (business days; contracts/src/settings/regras.ts): releasing a billing
 * request, an order's approval step, a commission invoice's approval step. The settings table's type check grows from
 * 1..14 to 1..17. Until a row is written
 * the default (2) is in force.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table configuracoes_gerais drop constraint if exists configuracoes_gerais_tipo_check`.execute(db);
  await sql`alter table configuracoes_gerais add constraint configuracoes_gerais_tipo_check check (tipo between 1 and 17)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from configuracoes_gerais where tipo in (15, 16, 17)`.execute(db);
  await sql`alter table configuracoes_gerais drop constraint if exists configuracoes_gerais_tipo_check`.execute(db);
  await sql`alter table configuracoes_gerais add constraint configuracoes_gerais_tipo_check check (tipo between 1 and 14)`.execute(db);
}
