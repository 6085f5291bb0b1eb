import { Kysely, PostgresDialect, type Dialect } from 'kysely';
import pg from 'pg';
import type { Database } from './types.ts';

export type DB = Kysely<Database>;

// bigint (position) stays a string; numeric stays a string; int8 counts are parsed where read
pg.types.setTypeParser(20, (v) => v);

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/portal';

export function createPool(url = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL, max = 10): pg.Pool {
  return new pg.Pool({ connectionString: url, max });
}

export function createDb(opts: { url?: string; max?: number; dialect?: Dialect } = {}): DB {
  const dialect = opts.dialect ?? new PostgresDialect({ pool: createPool(opts.url, opts.max) });
  return new Kysely<Database>({ dialect });
}

/** Creates the database named in the URL when it does not exist (fresh machines). */
export async function ensureDatabase(url: string): Promise<void> {
  const u = new URL(url);
  const name = decodeURIComponent(u.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const r = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (r.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(url: string): Promise<void> {
  const u = new URL(url);
  const name = decodeURIComponent(u.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name.replace(/"/g, '""')}" with (force)`);
  } finally {
    await client.end();
  }
}
