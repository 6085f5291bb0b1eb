import { randomBytes } from 'node:crypto';
import { createDb, dropDatabase, ensureDatabase } from '@portal/core/db/connect';
import type { Db } from '@portal/core/kernel/index';
import { migrateToLatest } from '@portal/core/db/migrate';

export const SERVER = process.env.TEST_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432';

/** A scratch database for one benchmark run, dropped afterwards. */
export async function scratchDb(max = 20): Promise<{ db: Db; url: string; drop(): Promise<void> }> {
  const url = `${SERVER}/portal_bench_${randomBytes(4).toString('hex')}`;
  await ensureDatabase(url);
  const db = createDb({ url, max });
  await migrateToLatest(db);
  return {
    db,
    url,
    drop: async () => {
      await db.destroy();
      await dropDatabase(url);
    },
  };
}

/**
 * BENCH_DB=<url>: a database kept between runs (created and migrated here; the caller fills it when it is empty), else
 * a scratch one dropped at the end (scratchDb).
 */
export async function bancoDoBench(max = 20): Promise<{ db: Db; url: string; drop(): Promise<void> }> {
  const url = process.env.BENCH_DB;
  if (!url) return scratchDb(max);
  await ensureDatabase(url);
  const db = createDb({ url, max });
  await migrateToLatest(db);
  return { db, url, drop: () => db.destroy() };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function summary(name: string, latencies: number[], ms: number) {
  const s = [...latencies].sort((a, b) => a - b);
  return {
    name,
    ops: latencies.length,
    seconds: +(ms / 1000).toFixed(2),
    perSecond: Math.round((latencies.length / ms) * 1000),
    p50: +percentile(s, 50).toFixed(2),
    p99: +percentile(s, 99).toFixed(2),
    // the slowest answer: what the 1% above the p99 hides (a cache recomputing after a write, a pause)
    max: +(s.at(-1) ?? 0).toFixed(2),
  };
}
