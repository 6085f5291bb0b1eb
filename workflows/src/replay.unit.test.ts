import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DefaultLogger, Runtime, Worker } from '@temporalio/worker';
import { historyFromJSON } from '@temporalio/common/lib/proto-utils.js';
import * as workflows from './workflows.ts';

/**
 * Determinism: every history recorded by `pnpm histories:record` (workflows/histories/<workflowType>-<path>.json) is
 * replayed against the workflows the worker bundles. A change that makes a workflow issue other commands than the
 * recorded ones (order, kind, timers, activities) fails here, before it meets a running execution.
 * No server: the replay worker is in-process. REPLAY_WORKFLOWS_PATH replays against another workflows file (a candidate
 * change kept outside the tree).
 */
const WORKFLOWS_PATH = process.env.REPLAY_WORKFLOWS_PATH ?? fileURLToPath(new URL('./workflows.ts', import.meta.url));
const HISTORIES_DIR = fileURLToPath(new URL('../histories/', import.meta.url));

try {
  // the replay worker's INFO lines (bundle, state changes) say nothing a failure would not
  Runtime.install({ logger: new DefaultLogger('WARN') });
} catch {
  /* already installed in this process */
}

const histories = readdirSync(HISTORIES_DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((file) => {
    const history = historyFromJSON(JSON.parse(readFileSync(join(HISTORIES_DIR, file), 'utf8')));
    const workflowType = history.events?.[0]?.workflowExecutionStartedEventAttributes?.workflowType?.name ?? null;
    return { file, workflowType, history };
  });

describe('recorded workflow histories', () => {
  it('every exported workflow type has at least one history, named after its type', () => {
    const exported = Object.keys(workflows).sort();
    expect(exported.length).toBeGreaterThan(0);
    for (const h of histories) expect(h.file.startsWith(`${h.workflowType}-`), h.file).toBe(true);
    const recorded = new Set(histories.map((h) => h.workflowType));
    const missing = exported.filter((t) => !recorded.has(t));
    expect(missing, 'tipos de workflow sem histórico: rode `pnpm histories:record`').toEqual([]);
    const unknown = [...recorded].filter((t) => !exported.includes(t ?? ''));
    expect(unknown, 'históricos de tipos que não existem mais').toEqual([]);
  });

  it('replay without a determinism error against the bundled workflows', { timeout: 120_000 }, async () => {
    const results: { file: string; error: string | null }[] = [];
    // one replay worker (one bundle) for every history; the workflow id is the file name
    for await (const r of Worker.runReplayHistories(
      { workflowsPath: WORKFLOWS_PATH, replayName: 'portal-replay' },
      histories.map((h) => ({ workflowId: h.file, history: h.history })),
    )) {
      results.push({ file: r.workflowId, error: r.error ? `${r.error.name}: ${r.error.message}` : null });
    }
    expect(results).toEqual(histories.map((h) => ({ file: h.file, error: null })));
  });
});
