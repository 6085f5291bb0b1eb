import { describe, expect, it } from 'vitest';
import { alvo, fecharPendencia, type Harness, portalDoArquivo, shot } from './harness.ts';

/**
 * On a phone (390 × 844, touch) a list's rows are cards, which have no header row and so no header checkbox: the cards get
 * 'Selecionar todos' (a 44 px target) doing what the header does; the 'Colunas' chooser is there too. The date pickers
 * open in touch mode (a large panel over a mask), and not on the desktop.
 */

const ADMIN = 'admin@demo.portal.com.br'; // every open billing request is selectable to the administrator
const DEALER = 'dealer.morumbi@demo.portal.com.br';
const CELULAR = { celular: true } as const;

let h: Harness;
portalDoArquivo((x) => (h = x));

describe('lists and dates on a phone', () => {
  it("'Selecionar todos' above the cards selects every row shown and clears them again", async () => {
    const { page } = await h.abrirTela(ADMIN, '/distribuition', CELULAR);
    await fecharPendencia(page);
    const lista = page.locator('[aria-label="Faturamentos abertos"]');
    const caixas = lista.locator('tbody tr input[type="checkbox"]');
    await expect.poll(() => caixas.count()).toBeGreaterThan(1);
    const n = await caixas.count();
    // cards, without the table's header checkbox
    expect(await lista.locator('thead').isVisible()).toBe(false);
    const todos = page.locator('.lista-ferramentas .selecionar-todos');
    await alvo(todos);
    await alvo(page.getByRole('button', { name: 'Colunas', exact: true }));
    // the panel's lines and their 'Mover para cima' / 'Mover para baixo' are 44 px targets too
    await page.getByRole('button', { name: 'Colunas', exact: true }).click();
    const painel = page.getByRole('dialog', { name: /^Colunas de/ });
    await alvo(painel.locator('.colunas-item .check-line').first());
    await alvo(painel.getByRole('button', { name: /para baixo$/ }).first());
    await page.keyboard.press('Escape');
    await expect.poll(() => painel.count()).toBe(0);
    const marcadas = () => lista.locator('tbody tr input[type="checkbox"]:checked').count();
    expect(await marcadas()).toBe(0);
    await todos.click();
    await expect.poll(marcadas).toBe(n);
    expect(await page.getByRole('checkbox', { name: 'Selecionar todos' }).isChecked()).toBe(true);
    await shot(page, 'celular-selecionar-todos');
    // one row cleared: no longer all
    await lista.locator('tbody tr .p-checkbox').first().click();
    await expect.poll(marcadas).toBe(n - 1);
    expect(await page.getByRole('checkbox', { name: 'Selecionar todos' }).isChecked()).toBe(false);
    await todos.click();
    await expect.poll(marcadas).toBe(n);
    await todos.click();
    await expect.poll(marcadas).toBe(0);
  });

  it('a date filter opens its calendar in touch mode; a tapped day fills the field and closes it', async () => {
    const { page } = await h.abrirTela(DEALER, '/directselling', CELULAR);
    await fecharPendencia(page);
    await page.getByRole('button', { name: 'Filtros', exact: true }).first().click();
    const campo = page.locator('#pedidos-dataDe');
    await campo.waitFor({ state: 'visible' });
    const botao = page.locator('.p-calendar:has(#pedidos-dataDe) button');
    await alvo(botao);
    await botao.click();
    const painel = page.locator('.p-datepicker.p-datepicker-touch-ui');
    await painel.waitFor({ state: 'visible' });
    // centred over a mask, inside the phone's width
    expect(await page.locator('.p-datepicker-mask').count()).toBe(1);
    const b = (await painel.boundingBox())!;
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width).toBeLessThanOrEqual(390);
    await shot(page, 'celular-calendario-toque');
    await painel.locator('td:not(.p-datepicker-other-month) span').filter({ hasText: /^15$/ }).first().click();
    await expect.poll(() => page.locator('.p-datepicker').count()).toBe(0);
    await expect.poll(() => campo.inputValue()).toMatch(/^15\/\d{2}\/\d{4}$/);

    // the desktop keeps the popup under the field
    const mesa = await h.abrirTela(DEALER, '/directselling');
    await fecharPendencia(mesa.page);
    await mesa.page.locator('.p-calendar:has(#pedidos-dataDe) button').click();
    await mesa.page.locator('.p-datepicker').waitFor({ state: 'visible' });
    expect(await mesa.page.locator('.p-datepicker-touch-ui').count()).toBe(0);
    await mesa.context.close();
  });
});
