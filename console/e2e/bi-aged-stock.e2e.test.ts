import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { biMsg } from '@portal/contracts/order-call/bi';
import { escolher, portalDoArquivo, shot, type Harness } from './harness.ts';

let h: Harness;
portalDoArquivo((x) => (h = x));

const toast = (page: Page, text: string) => page.locator('.p-toast-message-success').filter({ hasText: text });

describe('Aged Stock in Chromium', () => {
  it('an administrator sees both tabs’ charts, opens the numbers, filters (kept in the URL) and asks for an update', async () => {
    const { page } = await h.entrarComo('admin@demo.portal.com.br');

    await page.goto('/agedstock');
    await expect.poll(() => page.getByRole('tab', { name: 'Estoque JLR' }).count()).toBe(1);
    const jlr = page.getByRole('article', { name: 'Estoque JLR: veículos por faixa de idade' });
    await expect.poll(() => jlr.locator('canvas').count()).toBe(1);
    await jlr.getByRole('button', { name: 'Ver tabela' }).click();
    await expect.poll(() => jlr.getByRole('row').filter({ hasText: 'dias' }).count()).toBe(4);
    await expect.poll(() => jlr.getByRole('row', { name: /^Total/ }).count()).toBe(1);
    await shot(page, 'bi-aged-stock-jlr');

    await page.getByRole('tab', { name: 'Estoque Dealer' }).click();
    await page.waitForURL(/aba=dealer/);
    const porDealer = page.getByRole('article', { name: 'Estoque Dealer: idade por dealer' });
    await expect.poll(() => porDealer.locator('canvas').count()).toBe(1);
    await escolher(page, 'AnaliseEstoqueDealer-dealer', 'JLR001 - Autostar Morumbi');
    await page.waitForURL(/concessionariaId=\d+/);
    await page.reload();
    const depois = page.getByRole('article', { name: 'Estoque Dealer: idade por dealer' });
    await depois.getByRole('button', { name: 'Ver tabela' }).click();
    await expect
      .poll(() => depois.getByRole('row').filter({ hasText: 'JLR0' }).allInnerTexts())
      .toEqual([expect.stringContaining('JLR001 - Autostar Morumbi')]);
    await shot(page, 'bi-aged-stock-dealer');

    await page.getByRole('button', { name: 'Atualizar' }).click();
    await expect.poll(() => toast(page, biMsg.atualizacaoSolicitada).count()).toBeGreaterThan(0);
  });
});
