/**
 * The console's Core Web Vitals in headless Chromium against the whole stack (built console, API, demo data):
 * LCP of a fresh navigation to /login, /relatorios and /distribuition, and INP of a few interactions on each; then, as a dealer
 * on a phone (390 × 844, touch, CPU slowed 4× through CDP's Emulation.setCPUThrottlingRate), the swaps list (Minhas Trocas)
 * and the top bar's bell (issue 28). Goals (issues 13, 28): LCP ≤ 1.25 s, INP ≤ 100 ms. Needs `pnpm --filter @portal/console build` first.
 * Run: tsx bench/console-vitals.bench.ts [runs=5] [--celular] [--console=<dir>]   (DEMO_VEICULOS sets the demo's vehicle count;
 * default 2000). `--celular`: only the phone's routes; `--console=<dir>`: a build of the console other than console/dist (to
 * measure a before and an after in the same conditions).
 */
import { chromium, type Page } from 'playwright-core';
import { startStack } from '@portal/infra/src/stack.ts';
import { createTestDb } from '@portal/core/testing/db';
import { dropDatabase } from '@portal/core/db/connect';
import { msg } from '@portal/contracts/messages';
import { percentile } from './lib.ts';

const args = process.argv.slice(2);
const RUNS = Number(args.find((a) => /^\d+$/.test(a)) ?? 5);
const SO_CELULAR = args.includes('--celular');
const CONSOLE_DIR = args.find((a) => a.startsWith('--console='))?.slice('--console='.length);
const PASSWORD = 'Portal@2026';
const DEALER = 'dealer.barra@demo.portal.com.br';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
];

// LCP: the last candidate before any input; INP: the longest interaction (event timing entries grouped by interactionId)
const OBSERVERS = `
  window.__lcp = 0; window.__inp = new Map();
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) if (e.interactionId) window.__inp.set(e.interactionId, Math.max(window.__inp.get(e.interactionId) ?? 0, e.duration));
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;
const lcp = (p: Page) => p.evaluate(() => (window as unknown as { __lcp: number }).__lcp);
/**
 * Until the page has painted what `pronto` finds, and the LCP entries of that paint are out: two animation frames (the
 * second starts after the first one's paint), then a fresh buffered observer, whose first call comes after every entry queued
 * so far. LCP is then read before the first input, as the metric counts it: the last candidate the user saw before tapping.
 */
async function pintado(p: Page, pronto: string) {
  await p.locator(pronto).first().waitFor();
  await p.evaluate(
    () =>
      new Promise<void>((fim) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const o = new PerformanceObserver(() => {
              o.disconnect();
              fim();
            });
            o.observe({ type: 'largest-contentful-paint', buffered: true });
            setTimeout(fim, 500);
          }),
        ),
      ),
  );
}
const inp = (p: Page) => p.evaluate(() => Math.max(0, ...(window as unknown as { __inp: Map<number, number> }).__inp.values()));

const tdb = await createTestDb('portal_vitals');
await tdb.db.destroy();
const stack = await startStack({
  databaseUrl: tdb.url,
  port: 0,
  smtpPort: 0,
  temporalInMemory: true,
  seed: true,
  rateLimitMax: 100_000,
  consoleDir: CONSOLE_DIR,
});
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
const resultados: Record<string, { lcp: number[]; inp: number[] }> = {};
const anotar = (rota: string, l: number, i: number) => {
  const r = (resultados[rota] ??= { lcp: [], inp: [] });
  r.lcp.push(l);
  r.inp.push(i);
};

/**
 * One route: LCP of a fresh navigation, then INP of `interagir`, noted under `nome`. `pronto`: what the screen shows once its
 * content is in (a list's rows or its empty message); LCP is read when that has painted, not a fixed time after the network
 * is idle (on a phone at 4× the list's render could end after that reading, and the figure was the title's).
 */
async function medir(page: Page, rota: string, nome: string, interagir: () => Promise<void>, pronto?: string) {
  await page.goto(rota, { waitUntil: 'networkidle' });
  if (pronto) await pintado(page, pronto);
  else await page.waitForTimeout(300);
  const l = await lcp(page);
  await interagir();
  await page.waitForTimeout(300);
  anotar(nome, l, await inp(page));
}

/** the desktop's routes: /login, then /relatorios and /distribuition as the administrator */
async function desktop() {
  const context = await browser.newContext({ baseURL: stack.url, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 1366, height: 800 } });
  await context.addInitScript(OBSERVERS);
  const page = await context.newPage();

  // /login: LCP of a cold navigation; INP of typing and submitting
  await page.goto('/login', { waitUntil: 'networkidle' });
  const lcpLogin = await lcp(page);
  await page.locator('#login-email').click();
  await page.locator('#login-email').pressSequentially('admin@demo.portal.com.br', { delay: 5 });
  await page.locator('#login-senha').fill(PASSWORD);
  await page.locator('#login-senha').press('Enter');
  await page.waitForURL('**/relatorios');
  anotar('/login', lcpLogin, await inp(page).catch(() => 0));

  for (const [rota, interagir] of [
    [
      '/relatorios',
      async () => {
        await page.getByRole('button', { name: 'Menu do usuário' }).click();
        await page.keyboard.press('Escape');
      },
    ],
    [
      '/distribuition',
      async () => {
        await page.locator('tbody tr').first().waitFor();
        await page.getByRole('tab').nth(1).click();
        await page.getByRole('tab').nth(0).click();
      },
    ],
  ] as const) {
    await medir(page, rota, rota, interagir);
  }
  await context.close();
}

try {
  for (let run = 0; run < RUNS; run++) {
    if (!SO_CELULAR) await desktop();

    // a dealer's phone: the swaps list and the bell, under a 4× slower CPU
    const celular = await browser.newContext({
      baseURL: stack.url,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
    await celular.addInitScript(OBSERVERS);
    const fone = await celular.newPage();
    await fone.goto('/login', { waitUntil: 'networkidle' });
    await fone.locator('#login-email').fill(DEALER);
    await fone.locator('#login-senha').fill(PASSWORD);
    await fone.locator('#login-senha').press('Enter');
    await fone.waitForURL('**/relatorios');
    const cdp = await celular.newCDPSession(fone);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    for (const [rota, nome, interagir, pronto] of [
      [
        '/trade/minhas-trocas',
        'Minhas Trocas (celular, CPU 4×)',
        async () => {
          // the folded filters opened, Buscar (the list asked again, the filters folded)
          await fone.getByRole('button', { name: 'Filtros', exact: true }).tap();
          const form = fone.getByRole('form', { name: 'Filtros' }).first();
          await form.waitFor();
          await form.getByRole('button', { name: 'Buscar' }).tap();
          await fone.locator('[aria-label="Minhas Trocas"]').first().waitFor();
        },
        // the list's cards, or its empty message (not 'Carregando...' in the same cell)
        `table[aria-label="Minhas Trocas"] tr.lista-cartao, table[aria-label="Minhas Trocas"] td:text-is("${msg.nenhumRegistro}")`,
      ],
      [
        '/relatorios',
        'sino (celular, CPU 4×)',
        async () => {
          const sino = fone.getByRole('button', { name: /^Notificações/ });
          await sino.tap();
          await fone.getByRole('dialog', { name: 'Notificações' }).waitFor();
          await sino.tap();
        },
        undefined,
      ],
    ] as const) {
      await medir(fone, rota, nome, interagir, pronto);
    }
    await celular.close();
  }
} finally {
  await browser.close();
  await stack.stop();
  await dropDatabase(tdb.url);
}

console.log(`\nconsole — Core Web Vitals em Chromium headless (${RUNS} navegações por rota, mediana e p75):`);
for (const [rota, r] of Object.entries(resultados)) {
  const l = [...r.lcp].sort((a, b) => a - b);
  const i = [...r.inp].sort((a, b) => a - b);
  const lcp75 = percentile(l, 75);
  const inp75 = percentile(i, 75);
  console.log(
    `  ${rota.padEnd(32)} LCP mediana ${percentile(l, 50).toFixed(0)} ms, p75 ${lcp75.toFixed(0)} ms (meta ≤ 1250) ${lcp75 <= 1250 ? 'OK' : 'NÃO'}` +
      ` · INP mediana ${percentile(i, 50).toFixed(0)} ms, p75 ${inp75.toFixed(0)} ms (meta ≤ 100) ${inp75 <= 100 ? 'OK' : 'NÃO'}`,
  );
}
