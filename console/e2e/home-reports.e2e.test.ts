import { beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { createDb } from '../../services/core/src/db/connect.ts';
import { principal, veiculoDe } from '../../services/core/src/testing/swaps.ts';
import { portalDoArquivo, shot, type Harness } from './harness.ts';

/** /relatorios for an administrator: the five tabs and the consigned panel, a dealer filter, a cell exported as {column}.xlsx. */
let h: Harness;

portalDoArquivo((x) => (h = x));
beforeAll(async () => {
  const db = createDb({ url: h.stack.databaseUrl, max: 1 });
  try {
    // a vehicle entering Autostar Morumbi's stock today: this month's closing stock holds it
    await veiculoDe(db, () => new Date(), await principal(db, 'admin@demo.portal.com.br'), await principal(db, 'dealer.morumbi@demo.portal.com.br'));
  } finally {
    await db.destroy();
  }
}, 300_000);

async function pick(page: Page, inputId: string, option: string | RegExp) {
  await page.locator(`.p-dropdown:has(#${inputId})`).click();
  await page.locator('.p-dropdown-panel').getByRole('option', { name: option }).first().click();
  await expect.poll(() => page.locator('.p-dropdown-panel').count()).toBe(0);
}

describe('home reports (/relatorios)', () => {
  it('an administrator filters by dealer and exports a figure’s vehicles as {column}.xlsx', async () => {
    const { page } = await h.entrarComo('admin@demo.portal.com.br');
    for (const aba of ['Dealer', 'Model', 'Faturamento', 'Dealer Stock', 'NSC Stock'])
      await expect.poll(() => page.getByRole('tab', { name: aba, exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'Estoque Consignado' }).isVisible()).toBe(true);
    const tabela = page.getByRole('table', { name: 'Dealer', exact: true });
    await expect.poll(() => tabela.isVisible()).toBe(true);
    await pick(page, 'rel-dealer', /Morumbi/);
    const linha = tabela.locator('tr', { hasText: 'JLR001' });
    await expect.poll(() => tabela.locator('tbody tr').count()).toBe(4); // its region, its group, the dealer and Total
    expect(await tabela.locator('tr', { hasText: 'JLR002' }).count()).toBe(0);
    const celula = linha.getByRole('button', { name: /Exportar Estoque Final Total de JLR001/ });
    await expect.poll(() => celula.isVisible()).toBe(true);
    await shot(page, 'home-reports-dealer');
    const download = page.waitForEvent('download');
    await celula.click();
    const d = await download;
    expect(d.suggestedFilename()).toBe('estoqueFinalTotal.xlsx');
    // an .xlsx (a zip); which vehicles it lists is checked row by row in home-reports.int.test.ts
    const bytes = await readFile((await d.path())!);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect(Number(await celula.innerText())).toBeGreaterThanOrEqual(1);
    // the other tabs load their tables
    await page.getByRole('tab', { name: 'Dealer Stock', exact: true }).click();
    await expect.poll(() => page.getByRole('table', { name: 'Dealer Stock' }).isVisible()).toBe(true);
    await page.getByRole('tab', { name: 'Faturamento', exact: true }).click();
    await expect.poll(() => page.getByRole('columnheader', { name: 'Confirmação Total' }).isVisible()).toBe(true);
  });

  it('other roles keep the landing page', async () => {
    const { page } = await h.entrarComo('dealer.morumbi@demo.portal.com.br');
    await expect.poll(() => page.getByText('Bem-vindo ao Portal de Distribuição').isVisible()).toBe(true);
    expect(await page.getByRole('tab', { name: 'Dealer Stock' }).count()).toBe(0);
  });
});
