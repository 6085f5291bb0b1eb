import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../kernel/index.ts';

/** The role the API and the worker connect as (migration 2026-11-23T0920-papel-aplicacao). */
export const APP_ROLE = 'portal_app';

/**
 * The URL the API and the worker use: DATABASE_APP_URL when given, otherwise the owner's URL with the user
 * `portal_app` (and no password: give DATABASE_APP_URL where the server asks for one). When that role cannot connect,
 * the owner's URL, with a note that says so.
 */
export async function appDatabaseUrl(ownerUrl: string, env: Record<string, string | undefined> = process.env): Promise<{ url: string; note: string | null }> {
  if (env.DATABASE_APP_URL) return { url: env.DATABASE_APP_URL, note: null };
  const u = new URL(ownerUrl);
  u.username = APP_ROLE;
  u.password = env.PORTAL_APP_PASSWORD ?? '';
  const client = new pg.Client({ connectionString: u.toString() });
  try {
    await client.connect();
    await client.end();
    return { url: u.toString(), note: null };
  } catch (e) {
    await client.end().catch(() => {});
    return {
      url: ownerUrl,
      note: `O papel ${APP_ROLE} não conectou (${e instanceof Error ? e.message : String(e)}): a aplicação usa o dono do banco, que pode alterar eventos e auditoria. Defina DATABASE_APP_URL.`,
    };
  }
}

/** What makes an acknowledged write survivable: fsync and synchronous_commit on. Answers the problems found. */
export async function durabilityProblems(db: Db): Promise<string[]> {
  const r = await sql<{ fsync: string; sc: string }>`select current_setting('fsync') as fsync, current_setting('synchronous_commit') as sc`.execute(db);
  const row = r.rows[0]!;
  const problems: string[] = [];
  if (row.fsync !== 'on') problems.push(`O PostgreSQL está com fsync=${row.fsync}: uma queda pode perder gravações já confirmadas.`);
  if (row.sc === 'off') problems.push('O PostgreSQL está com synchronous_commit=off: uma queda pode perder gravações já confirmadas.');
  return problems;
}

/** A password `PORTAL_APP_PASSWORD` may be: long and of URL-safe characters only (it goes into a URL and an ALTER ROLE). */
export function senhaDoPapelProblema(senha: string): string | null {
  if (senha.length < 16) return 'PORTAL_APP_PASSWORD curta: use ao menos 16 caracteres (por exemplo, openssl rand -hex 24).';
  if (!/^[A-Za-z0-9_.~-]+$/.test(senha)) return 'PORTAL_APP_PASSWORD só pode ter letras, números e _ . ~ - (por exemplo, openssl rand -hex 24).';
  return null;
}

/**
 * Gives `portal_app` the password of `PORTAL_APP_PASSWORD` (run as the owner, after the migrations), so that a server that
 * asks for passwords — any container image of PostgreSQL — lets the application in as that role.
 */
export async function definirSenhaDoPapel(owner: Db, senha: string): Promise<void> {
  const problema = senhaDoPapelProblema(senha);
  if (problema) throw new Error(problema);
  // ALTER ROLE takes no parameters; the password's characters were checked above
  await sql.raw(`alter role ${APP_ROLE} with password '${senha}'`).execute(owner);
}

/**
 * Outside development, running as the database's owner is refused: it could rewrite the event store and the audit table.
 * Answers the problem (null when the application role connected, or in development where the fallback is allowed).
 */
export function papelProblema(note: string | null, env: Record<string, string | undefined>): string | null {
  if (!note || env.PORTAL_ENV === 'development') return null;
  return `${note} Fora de desenvolvimento o portal não roda como dono do banco: defina PORTAL_APP_PASSWORD (a API dá essa senha ao papel ${APP_ROLE}) ou DATABASE_APP_URL.`;
}
