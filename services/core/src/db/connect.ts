import { Kysely, PostgresDialect, type Dialect } from 'kysely';
import pg from 'pg';
import type { Database } from './types.ts';
import type { Db } from '../kernel/db.ts';

// bigint (position) stays a string; numeric stays a string; int8 counts are parsed where read
pg.types.setTypeParser(20, (v) => v);

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/portal';

/** SQL that starts with `/*stmt:<name>*\/` runs as a named prepared statement: parsed and planned once per connection. */
const NAMED = /^\/\*stmt:([a-z0-9_-]+)\*\//;

/** Connections of a process's pool: the API's and the worker's. */
export const POOL_PADRAO = 10;

/**
 * The planner's settings of every session of the portal. `random_page_cost` 1.1 (PostgreSQL's default 4 prices a spinning
 * disk): the portal's tables are read from memory or SSD, where a random page costs about what a sequential one does. At
 * the default, a dealer's list page walked down the whole primary key (14,000 rows at 1,000,000 vehicles) instead of down
 * its dealer's index (50 rows) — docs/decisions.md "Read models for the lists and reports".
 */
export const OPCOES_DA_SESSAO = '-c random_page_cost=1.1';

export function createPool(url = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL, max = POOL_PADRAO): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, options: OPCOES_DA_SESSAO });
  // an idle client's error (server restart, dropped database) must not crash the process
  pool.on('error', (err) => console.error(JSON.stringify({ level: 'warn', msg: 'conexão ociosa do PostgreSQL encerrada', err: err.message })));
  pool.on('connect', (client) => {
    // a checked-out client has no pool listener: without this one, the server ending the connection (a restart, 57P01)
    // between two statements of a transaction is an unhandled 'error' event that ends the process. The statement in
    // flight still fails, and the pool drops the client.
    client.on('error', (err) => console.error(JSON.stringify({ level: 'warn', msg: 'conexão do PostgreSQL encerrada em uso', err: err.message })));
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (text: unknown, values?: unknown, cb?: unknown) => {
      const m = typeof text === 'string' ? NAMED.exec(text) : null;
      return m ? query({ name: m[1], text, values }, cb) : query(text, values, cb);
    };
  });
  return pool;
}

export function createDb(opts: { url?: string; max?: number; dialect?: Dialect } = {}): Db {
  const dialect = opts.dialect ?? new PostgresDialect({ pool: createPool(opts.url, opts.max) });
  return new Kysely<Database>({ dialect });
}

/** Runs `statement(name)` on the server's `postgres` database, for the database named in `url`. */
async function onServer(url: string, statement: (quotedName: string) => string, when?: (c: pg.Client, name: string) => Promise<boolean>) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    if (!when || (await when(client, name))) await client.query(statement(`"${name.replace(/"/g, '""')}"`));
  } finally {
    await client.end();
  }
}

/** Creates the database named in the URL when it does not exist (fresh machines). */
export const ensureDatabase = (url: string) =>
  onServer(
    url,
    (n) => `create database ${n}`,
    async (c, name) => (await c.query('select 1 from pg_database where datname = $1', [name])).rowCount === 0,
  );

export const dropDatabase = (url: string) => onServer(url, (n) => `drop database if exists ${n} with (force)`);
