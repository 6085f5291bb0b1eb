import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { escolher, portalDoArquivo, shot, type Harness } from './harness.ts';

let h: Harness;
portalDoArquivo((x) => (h = x));

describe('specs compliance in the browser', () => {
  it('lists the demo compliance, filters by situação, opens Padrão and Histórico, exports', async () => {
    const { page } = await h.abrirTela('admin@demo.portal.com.br', '/specs');
    const linhas = page.locator('table[aria-label="Specs"] tbody tr, [aria-label="Specs"] tbody tr');
    await expect.poll(() => linhas.count()).toBe(10);
    // the shared list table: paged on the server (more than one page of the demo's orders)
    await expect.poll(() => page.locator('.p-paginator .p-paginator-next:not(.p-disabled)').count()).toBe(1);

    await escolher(page, 'specs-situacao', 'Com divergências');
    await page.getByRole('button', { name: 'Pesquisar' }).click();
    await expect.poll(async () => (await linhas.allTextContents()).every((t) => t.includes('Com divergências'))).toBe(true);
    expect(await linhas.count()).toBeGreaterThan(0);

    await linhas
      .first()
      .getByRole('button', { name: /^Detalhes (?!do Pedido)/ })
      .click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('tab', { name: 'Padrão' }).count()).toBe(1);
    await expect.poll(() => dialog.locator('[aria-label="Padrão"] tbody tr').count()).toBeGreaterThan(0);
    expect(await dialog.locator('[aria-label="Padrão"]').textContent()).toContain('Não');
    await dialog.getByRole('tab', { name: 'Histórico' }).click();
    await expect.poll(() => dialog.locator('[aria-label="Histórico"] tbody tr').first().textContent()).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    await shot(page, 'specs-detalhe');
    await page.keyboard.press('Escape');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar' }).click();
    const d = await download;
    expect(d.suggestedFilename()).toBe('PDD_Specs.xlsx');
    // an .xlsx is a zip archive (its content is checked by the HTTP test)
    expect(
      readFileSync((await d.path())!)
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });
});
