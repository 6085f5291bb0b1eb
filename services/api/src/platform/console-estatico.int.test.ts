import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../testing/app.ts';

// the built console as the app serves it: index.html for the screens' addresses, the hashed chunks under /assets/
let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portal-console-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'index-Ab12Cd34.js'), 'export {};');
  t = await createTestApp({ consoleDir: dir });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the console served by the app', () => {
  it('given a hashed chunk, when the browser asks for it, then it may keep it for good (no revalidation on the next page load)', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("given a screen's address, then index.html comes, not kept for good (a new build's chunks are found through it)", async () => {
    const r = await t.app.inject({ method: 'GET', url: '/trade/minhas-trocas' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/html');
    expect(String(r.headers['cache-control'] ?? '')).not.toContain('immutable');
  });
});
