import { defineConfig } from 'vitest/config';

/** Tiers by file suffix: *.unit.test.ts (pure), *.int.test.ts (real PostgreSQL, Temporal, SMTP). Browser tests live in console/e2e. */
export default defineConfig({
  test: {
    pool: 'forks',
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{contracts,services/*,workflows,console,infra}/src/**/*.unit.test.{ts,tsx}'],
          environment: 'node',
          // property tests and history replays run thousands of cases: on 2 cores shared with PostgreSQL and the
          // integration tier, 5 s is not their time but the machine's
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'int',
          // a small demo: the test tiers say so here; the demo code does not look for the test runner
          env: { DEMO_VEICULOS: '40' },
          include: ['{contracts,services/*,workflows,infra}/src/**/*.int.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          env: { DEMO_VEICULOS: '40' },
          include: ['console/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // expect.poll's default (1 s) is shorter than a first list takes on a loaded 2-core machine: a screen's
          // first query, its lazy chunk and the stack's cold caches. A browser assertion waits as long as the page would.
          expect: { poll: { timeout: 15_000, interval: 100 } },
          poolOptions: { forks: { singleFork: true } },
        },
      },
    ],
  },
});
