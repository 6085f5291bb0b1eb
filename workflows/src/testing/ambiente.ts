/* What the workflow tests (and the history recorder) share: waiting for a condition, and the database and Temporal dev server they start and stop. */
import { randomBytes } from 'node:crypto';
import { createTestDb, type TestDb } from '@portal/core/testing/db';
import { seedDemo } from '@portal/core/demo/seed';
import { TokenService } from '@portal/core/access/tokens';
import type { AccessDeps } from '@portal/core/access/deps';
import { startTemporalDevServer, type TemporalDevServer } from '../temporal-dev.ts';
import type { PortalWorker } from '../worker.ts';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** `f`'s first truthy answer, asked every `everyMs`; an error naming `what` past `timeoutMs`. */
export async function until<T>(what: string, f: () => Promise<T | undefined | null | false>, timeoutMs = 30_000, everyMs = 200): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await f();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`esperando: ${what}`);
    await sleep(everyMs);
  }
}

/** The portal's dependencies over a test database, with a fresh signing key (the demo's seed and the e-mail links use them). */
export const depsDeTeste = (tdb: TestDb, now: () => Date = () => new Date()): AccessDeps => ({
  db: tdb.db,
  tokens: new TokenService(randomBytes(32).toString('hex')),
  now,
  appUrl: 'http://portal.test',
});

/** A test database `nome` and a Temporal dev server, started together; the demo seeded with `demo` when given. */
export async function bancoETemporal(
  nome: string,
  demo?: Parameters<typeof seedDemo>[1] & { now?: () => Date },
): Promise<{ tdb: TestDb; temporal: TemporalDevServer }> {
  const [tdb, temporal] = await Promise.all([createTestDb(nome), startTemporalDevServer({ headless: true })]);
  if (demo) {
    const { now, ...opcoes } = demo;
    await seedDemo(depsDeTeste(tdb, now), opcoes);
  }
  return { tdb, temporal };
}

/**
 * Stops what a test started, each part only if it was: the worker (and waits for its run to end), then `antesDoServidor`
 * (e.g. an SMTP listener), the Temporal server, the database.
 */
export async function encerrar(
  p: { worker?: PortalWorker; running?: Promise<void>; temporal?: TemporalDevServer; tdb?: TestDb },
  antesDoServidor?: () => Promise<unknown>,
): Promise<void> {
  await p.worker?.shutdown();
  await p.running?.catch(() => {});
  await antesDoServidor?.();
  await p.temporal?.stop();
  await p.tdb?.drop();
}
