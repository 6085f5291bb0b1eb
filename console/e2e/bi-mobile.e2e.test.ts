import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { NUMEROS_SUMMARY, biSummaryMsg } from '@portal/contracts/bi/summary';
import { biMsg } from '@portal/contracts/order-call/bi';
import { portalDoArquivo, shot, signIn, type Harness } from './harness.ts';

let h: Harness;
portalDoArquivo((x) => (h = x));

const semRolagemHorizontal = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('BI mobile pages and Summary in Chromium', () => {
  it('/mobile/summary and /mobile/emplacamento at 390 px: figures, charts, their tables, no horizontal scroll', async () => {
    const { page } = await h.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'admin@demo.portal.com.br');
    await page.waitForURL('**/relatorios');

    await page.goto('/mobile/summary?ano=2026&mes=11');
    await expect.poll(() => page.getByRole('heading', { name: 'Summary', level: 2 }).count()).toBe(1);
    const cartoes = page.getByRole('list', { name: 'Números do mês' });
    await expect.poll(() => cartoes.getByRole('listitem').count()).toBe(Object.keys(NUMEROS_SUMMARY).length);
    const dia = page.getByRole('article', { name: 'Faturamento dia a dia em Nov/2026' });
    await expect.poll(() => dia.locator('canvas').count()).toBe(1);
    expect(await semRolagemHorizontal(page)).toBe(true);
    await dia.getByRole('button', { name: 'Ver tabela' }).click();
    await expect.poll(() => dia.getByRole('row').count()).toBe(31);
    expect(await semRolagemHorizontal(page)).toBe(true);
    await shot(page, 'bi-mobile-summary');
    await page.getByRole('button', { name: 'Atualizar' }).click();
    await expect.poll(() => page.locator('.p-toast-message-success').filter({ hasText: biMsg.atualizacaoSolicitada }).count()).toBeGreaterThan(0);

    await page.goto('/mobile/emplacamento?ano=2026&mes=11');
    // the demo data imports registrations: the page says it counts them
    await expect.poll(() => page.getByText(biSummaryMsg.fonteEmplacamentoImportado).count()).toBe(1);
    const mensal = page.getByRole('article', { name: 'Emplacamentos nos últimos 12 meses' });
    await expect.poll(() => mensal.locator('canvas').count()).toBe(1);
    expect(await semRolagemHorizontal(page)).toBe(true);
    await shot(page, 'bi-mobile-emplacamento');
  });

  it('/summary on the desktop: the month in the URL, the key figures table', async () => {
    const { page } = await h.abrirTela('admin@demo.portal.com.br', '/summary?ano=2026&mes=11');
    const numeros = page.getByRole('article', { name: 'Números do mês Nov/2026' });
    await expect.poll(() => numeros.locator('canvas').count()).toBe(1);
    await numeros.getByRole('button', { name: 'Ver tabela' }).click();
    await expect.poll(() => numeros.getByRole('row', { name: /^Faturados no mês/ }).count()).toBe(1);
    await shot(page, 'bi-summary');
  });
});
