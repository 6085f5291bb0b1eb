import { execSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import pg from 'pg';

/** Tests need the machine's PostgreSQL (they create and drop their own databases). Starts the local cluster if it is down. */
const server = process.env.TEST_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432';

async function reachable(): Promise<boolean> {
  const c = new pg.Client({ connectionString: `${server}/postgres`, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    await c.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => {});
  }
}

if (!(await reachable())) {
  if (existsSync('/etc/postgresql')) {
    for (const v of readdirSync('/etc/postgresql')) {
      console.error(`[portal] iniciando PostgreSQL ${v}`);
      try {
        execSync(`pg_ctlcluster --skip-systemctl-redirect ${v} main start`, { stdio: 'inherit' });
      } catch {
        /* tried */
      }
    }
  }
  for (let i = 0; i < 20 && !(await reachable()); i++) await new Promise((r) => setTimeout(r, 500));
  if (!(await reachable())) {
    console.error(`[portal] PostgreSQL não está acessível em ${server}. Defina TEST_DATABASE_SERVER.`);
    process.exit(1);
  }
}
