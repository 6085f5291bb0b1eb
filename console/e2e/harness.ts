import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { createTestDb, type TestDb } from '../../services/core/src/testing/db.ts';
import { dropDatabase } from '../../services/core/src/db/connect.ts';
import { startStack, type Stack } from '../../infra/src/stack.ts';
import { LIMITES_FOLGADOS } from '../../services/api/src/platform/limites.ts';

export const DEMO_PASSWORD = 'Portal@2026';
export const ARTIFACTS = join(import.meta.dirname, 'artifacts');

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
];

export interface Harness {
  stack: Stack;
  browser: Browser;
  /** a fresh browser context (own storage) and page at 1366x800, pt-BR */
  newPage(): Promise<{ context: BrowserContext; page: Page }>;
  stop(): Promise<void>;
}

/** The whole portal (fresh database, Temporal in memory, SMTP catcher, API serving console/dist) and Chromium. */
export async function startHarness(): Promise<Harness> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const testDb: TestDb = await createTestDb('portal_e2e');
  // the stack opens its own pool on the URL
  await testDb.db.destroy();
  let stack: Stack | null = null;
  let browser: Browser | null = null;
  const dropDb = () => dropDatabase(testDb.url);
  try {
    stack = await startStack({
      databaseUrl: testDb.url,
      port: 0,
      smtpPort: 0,
      temporalInMemory: true,
      seed: true,
      rateLimitMax: 1000,
      limites: LIMITES_FOLGADOS,
    });
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  } catch (e) {
    await stack?.stop().catch(() => {});
    await dropDb().catch(() => {});
    throw e;
  }
  const contexts: BrowserContext[] = [];
  const b = browser;
  const s = stack;
  return {
    stack: s,
    browser: b,
    async newPage() {
      const context = await b.newContext({ baseURL: s.url, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 1366, height: 800 } });
      context.setDefaultTimeout(20_000);
      contexts.push(context);
      const page = await context.newPage();
      return { context, page };
    },
    async stop() {
      for (const c of contexts) await c.close().catch(() => {});
      await b.close().catch(() => {});
      await s.stop();
      await dropDb();
    },
  };
}

/** A screenshot under console/e2e/artifacts/<name>.png. */
export async function shot(page: Page, name: string) {
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.locator('#login-email').fill(email);
  await page.locator('#login-senha').fill(password);
  await page.locator('#login-senha').press('Enter');
}
