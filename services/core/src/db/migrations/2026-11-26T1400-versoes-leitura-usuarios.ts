import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
/**
 * The Usuários tab's page is kept under the read version of what it reads (services/core/src/admin/users.ts): its
 * accounts, profiles and profile groups join the watched tables (migration 2026-11-26T1300-versoes-leitura).
 */
const TABELAS = ['contas', 'perfis', 'grupos_perfil'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const t of TABELAS)
    await sql`
      create trigger ${sql.id(`versao_leitura_${t}`)} after insert or update or delete or truncate on ${sql.table(t)}
      for each statement execute function marcar_versao_leitura()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of TABELAS) await sql`drop trigger if exists ${sql.id(`versao_leitura_${t}`)} on ${sql.table(t)}`.execute(db);
}
