import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { createTestDb, type TestDb } from '../../services/core/src/testing/db.ts';
import { createDb, dropDatabase } from '../../services/core/src/db/connect.ts';
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
  /** a fresh browser context (own storage) and page at 1366x800, pt-BR; `celular`: a phone's 390x844 with touch instead */
  newPage(opcoes?: OpcoesTela): Promise<{ context: BrowserContext; page: Page }>;
  /** a fresh page signed in as `email`, landed on /relatorios */
  entrarComo(email: string, opcoes?: OpcoesTela): Promise<{ context: BrowserContext; page: Page }>;
  /** a fresh page signed in as `email`, then at `rota` */
  abrirTela(email: string, rota: string, opcoes?: OpcoesTela): Promise<{ context: BrowserContext; page: Page }>;
  /** a call to the API from Node (the test's setup): its data, or an error with the answer's messages */
  api<T>(method: string, path: string, body?: unknown, token?: string): Promise<T>;
  /** the access token of a demo user */
  entrar(email: string): Promise<string>;
  /** a query on the portal's database, on a connection of its own */
  comBanco<T>(q: (db: ReturnType<typeof createDb>) => Promise<T>): Promise<T>;
  /** the API's clock set to `instante` from now on (it goes on running from there); null: the system's clock again */
  acertarRelogio(instante: Date | null): void;
  stop(): Promise<void>;
}

export interface OpcoesTela {
  /** a phone: 390x844 CSS px, touch, mobile viewport (the console's phone layout) */
  celular?: boolean;
}

/** The phone the tests use: 390x844 CSS px (an iPhone 12-15's), touch and the mobile viewport meta honoured. */
export const TELA_CELULAR = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true } as const;

/** The whole portal (fresh database, Temporal in memory, SMTP catcher, API serving console/dist) and Chromium. */
export async function startHarness(): Promise<Harness> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const testDb: TestDb = await createTestDb('portal_e2e');
  // the stack opens its own pool on the URL
  await testDb.db.destroy();
  let stack: Stack | null = null;
  let browser: Browser | null = null;
  let deslocamento = 0;
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
      now: () => new Date(Date.now() + deslocamento),
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
  const harness: Harness = {
    stack: s,
    browser: b,
    async newPage(opcoes) {
      const tela = opcoes?.celular ? TELA_CELULAR : { viewport: { width: 1366, height: 800 } };
      const context = await b.newContext({ baseURL: s.url, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', ...tela });
      context.setDefaultTimeout(20_000);
      contexts.push(context);
      const page = await context.newPage();
      return { context, page };
    },
    async entrarComo(email, opcoes) {
      const aberta = await harness.newPage(opcoes);
      await signIn(aberta.page, email);
      await aberta.page.waitForURL('**/relatorios');
      return aberta;
    },
    async abrirTela(email, rota, opcoes) {
      const aberta = await harness.entrarComo(email, opcoes);
      await aberta.page.goto(rota);
      return aberta;
    },
    async api<T>(method: string, path: string, body?: unknown, token?: string) {
      const res = await fetch(`${s.apiUrl}/${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const j = (await res.json()) as { success: boolean; data: T; errors: string[] };
      if (!j.success) throw new Error(`${path}: ${j.errors.join('; ')}`);
      return j.data;
    },
    async entrar(email) {
      return (await harness.api<{ accessToken: string }>('POST', 'participantes/entrar', { email, password: DEMO_PASSWORD })).accessToken;
    },
    async comBanco(q) {
      const db = createDb({ url: s.databaseUrl, max: 1 });
      try {
        return await q(db);
      } finally {
        await db.destroy();
      }
    },
    acertarRelogio(instante) {
      deslocamento = instante ? instante.getTime() - Date.now() : 0;
    },
    async stop() {
      for (const c of contexts) await c.close().catch(() => {});
      await b.close().catch(() => {});
      await s.stop();
      await dropDb();
    },
  };
  return harness;
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

/** The portal for the tests of one file: started before them (then `pronto` receives it), stopped after them. */
export function portalDoArquivo(pronto: (h: Harness) => void) {
  let h: Harness | undefined;
  beforeAll(async () => {
    h = await startHarness();
    pronto(h);
  });
  afterAll(async () => {
    await h?.stop();
  });
}

/** Picks `opcao` (the first option when none is named) in the PrimeReact dropdown around the input `inputId`. */
export async function escolher(page: Page, inputId: string, opcao?: string) {
  await page.locator(`.p-dropdown:has(#${inputId})`).click();
  const opcoes = page.locator('.p-dropdown-panel').getByRole('option');
  await expect.poll(() => opcoes.count()).toBeGreaterThan(0);
  await (opcao ? page.locator('.p-dropdown-panel').getByRole('option', { name: opcao, exact: true }) : opcoes.first()).click();
  await expect.poll(() => page.locator('.p-dropdown-panel').count()).toBe(0);
}

/**
 * Chooses a list's page size in the first paginator's dropdown, and waits for the panel to close: a dropdown opened while
 * the previous choice's panel is still leaving can lose its new panel under load.
 */
export async function porPagina(page: Page, n: number) {
  await page.locator('.p-paginator .p-dropdown').first().click();
  await page
    .locator('.p-dropdown-panel')
    .getByRole('option', { name: String(n), exact: true })
    .click();
  await expect.poll(() => page.locator('.p-dropdown-panel').count()).toBe(0);
}

/** A call to the API from the page, with the signed-in user's token (what the console sends): the status and the answer. */
export const chamarDaPagina = <T>(page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ([m, p, b]) => {
      const token = (JSON.parse(localStorage.getItem('portal.sessao') ?? '{}') as { auth?: { accessToken?: string } }).auth?.accessToken;
      const r = await fetch(`/api/v1/${p}`, {
        method: m,
        headers: { authorization: `Bearer ${token}`, ...(b === undefined ? {} : { 'content-type': 'application/json' }) },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return { status: r.status, json: (await r.json()) as { data?: unknown; errors?: string[] } };
    },
    [method, path, body] as const,
  ) as Promise<{ status: number; json: { data?: T; errors?: string[] } }>;

/** The outbox (/outbox) once a mail to `para` has come through the catcher: Atualizar until it shows, then its entries. */
export async function emailNaCaixa(page: Page, para: string) {
  await page.goto('/outbox');
  const mail = page.getByTestId('outbox-email').filter({ hasText: para });
  await expect
    .poll(
      async () => {
        await page.getByRole('button', { name: 'Atualizar' }).click();
        await page.waitForTimeout(300);
        return mail.count();
      },
      { timeout: 60_000, interval: 1000 },
    )
    .toBeGreaterThan(0);
  return mail;
}

/** Picks the first option whose name matches `opcao` in the PrimeReact dropdown around the input `inputId`. */
export async function pick(page: Page, inputId: string, opcao: string | RegExp) {
  await page.locator(`.p-dropdown:has(#${inputId})`).click();
  await page.locator('.p-dropdown-panel').getByRole('option', { name: opcao }).first().click();
  await expect.poll(() => page.locator('.p-dropdown-panel').count()).toBe(0);
}

/**
 * Types into a PrimeReact InputMask: the digits are put in at once and the mask formats them (typing key by key races the
 * mask's focus timer on a busy machine, which moves the caret while the keys arrive).
 */
export async function digitarMascara(page: Page, id: string, digitos: string) {
  await page.locator(`#${id}`).click();
  await page.locator(`#${id}`).fill(digitos);
}

/** Closes the stalled-vehicle pop-up ('Entendi') when it shows; nothing when it does not. */
export async function fecharPendencia(page: Page) {
  const entendi = page.getByRole('button', { name: 'Entendi' });
  if (await entendi.isVisible().catch(() => false)) await entendi.click();
}

/** /distribuition's open billing list filtered by one pedido (the pop-up closed): its single row. */
export async function linhaDoPedido(page: Page, pedido: string) {
  await page.goto('/distribuition');
  await fecharPendencia(page);
  const form = page.getByRole('form', { name: 'Filtros' }).first();
  await form.getByLabel('Pedido').fill(pedido);
  await form.getByRole('button', { name: 'Buscar' }).click();
  const linhas = page.locator('[aria-label="Faturamentos abertos"] tbody tr');
  await expect.poll(() => linhas.filter({ hasText: pedido }).count()).toBe(1);
  await expect.poll(() => linhas.count()).toBe(1);
  await fecharPendencia(page);
  return linhas.first();
}

/** A tap target: visible and at least 44 × 44 CSS px (polled: a panel or dialog grows to its size with its opening animation). */
export async function alvo(l: Locator) {
  await l.waitFor({ state: 'visible' });
  const menor = async () => Math.min(...((b) => (b ? [b.width, b.height] : [0]))(await l.boundingBox()));
  await expect.poll(menor, { message: `${await l.textContent()} ${await l.getAttribute('aria-label')}`, timeout: 3000 }).toBeGreaterThanOrEqual(44);
}
