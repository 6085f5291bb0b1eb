import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Adds up vitest's JSON reports into one closing line: "tests: N passed, N failed, N skipped". */
const dir = process.argv[2] ?? '.data/test-results';
let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(dir)) {
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.json'))) {
    const r = JSON.parse(readFileSync(join(dir, f), 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
      numFailedTestSuites: number;
    };
    passed += r.numPassedTests;
    // a suite that failed before running any test (an import error) counts once
    failed += r.numFailedTests > 0 ? r.numFailedTests : (r.numFailedTestSuites ?? 0);
    skipped += r.numPendingTests + r.numTodoTests;
  }
}
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
