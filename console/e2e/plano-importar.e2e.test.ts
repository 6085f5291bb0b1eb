import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ocmsg } from '@portal/contracts/order-call/messages';
import { planilha } from '../../services/core/src/testing/imports.ts';
import { linhas } from '../../services/core/src/imports/verificacao.ts';
import { shot, signIn, startHarness, type Harness } from './harness.ts';

/**
 * The production plan's Importar sends the spreadsheet as the spec's call does (multipart, the file in the field files;
 * docs/decisions.md "Production plan and order call": Spreadsheets): the exported file, edited, comes back into the grid.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 300_000);
afterAll(async () => {
  await h?.stop();
});

async function escolher(page: Page, inputId: string, opcao: string) {
  await page.locator(`.p-dropdown:has(#${inputId})`).click();
  await page.locator('.p-dropdown-panel').getByRole('option', { name: opcao, exact: true }).click();
  await expect.poll(() => page.locator('.p-dropdown-panel').count()).toBe(0);
}

describe('production plan: Importar from its screen', () => {
  it('exports the grid, edits a cell in the file and imports it (multipart): the grid shows the file’s quantities', async () => {
    const { page } = await h.newPage();
    await signIn(page, 'admin@demo.portal.com.br');
    await page.waitForURL('**/relatorios');
    await page.goto('/producao');
    await page.getByRole('button', { name: 'Novo plano' }).click();
    await page.waitForURL('**/ordercall/detail');
    await escolher(page, 'plano-ano', '2026/2027');
    await escolher(page, 'plano-mes', 'Novembro');
    await expect.poll(() => page.getByRole('button', { name: 'Exportar' }).count()).toBe(1);
    await page.getByRole('spinbutton', { name: 'F-PACE Nov/2026' }).fill('30');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar' }).click();
    const arquivo = await readFile((await (await download).path())!);
    const rows: string[][] = [];
    for await (const r of linhas(arquivo, 'xlsx')) rows.push([...r.valores]);
    const col = rows[0]!.indexOf('Nov/2026');
    const fpace = rows.find((r) => r[1] === 'F-PACE')!;
    expect(col).toBeGreaterThan(1);
    expect(fpace[col]).toBe('30');
    fpace[col] = '42';
    const editado = await planilha(rows);

    const alerta = new Promise<string>((resolve) =>
      page.once('dialog', (d) => {
        resolve(d.message());
        void d.accept();
      }),
    );
    const pedido = page.waitForRequest((r) => r.url().includes('order-call/fcst/modelo/importar'));
    await page.getByLabel('Arquivo de produção').setInputFiles({ name: 'Produção.xlsx', mimeType: 'application/octet-stream', buffer: editado });
    const req = await pedido;
    expect(req.method()).toBe('POST');
    expect(req.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(new URL(req.url()).searchParams.get('anoFiscal')).toBe('2027');
    expect(await alerta).toBe(ocmsg.importacaoCarregada);
    await expect.poll(() => page.getByRole('spinbutton', { name: 'F-PACE Nov/2026' }).inputValue()).toBe('42');
    await shot(page, 'plano-importado');
  }, 240_000);
});
