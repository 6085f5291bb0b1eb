import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TIPOS_EVENTO_SEGURANCA } from '@portal/contracts/seguranca/tipos';
import { portalDoArquivo, shot, signIn, type Harness } from './harness.ts';

let h: Harness;

portalDoArquivo((x) => (h = x));

async function pick(page: Page, rotulo: string, option: string) {
  await page.locator(`.p-dropdown:has([aria-label="${rotulo}"])`).click();
  await page.locator('.p-dropdown-panel').getByRole('option', { name: option, exact: true }).click();
  await expect.poll(() => page.locator('.p-dropdown-panel').count()).toBe(0);
}

describe('security events in the browser', () => {
  it('the administrator filters the security events by type and user; a refused sign-in shows its masked e-mail', async () => {
    // a refused sign-in to read afterwards
    const { page: tentativa } = await h.newPage();
    await signIn(tentativa, 'dealer.barra@demo.portal.com.br', 'Errada#Senha-987');
    await expect.poll(() => tentativa.locator('.p-toast-message, [role="alert"]').count()).toBeGreaterThan(0);

    const { page } = await h.abrirTela('admin@demo.portal.com.br', '/usersmanagment/0');
    await page.getByRole('tab', { name: 'Eventos de segurança' }).click();
    await page.waitForURL('**/usersmanagment/5');
    const tabela = page.getByTestId('eventos-seguranca').getByRole('table');
    await expect.poll(() => tabela.locator('tbody tr').count()).toBeGreaterThan(0);

    await pick(page, 'Tipo', TIPOS_EVENTO_SEGURANCA.login_recusado);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(async () => (await tabela.locator('tbody').textContent()) ?? '').toContain('d***@demo.portal.com.br');
    const linhas = tabela.locator('tbody tr');
    const n = await linhas.count();
    for (let i = 0; i < n; i++) expect(await linhas.nth(i).textContent()).toContain(TIPOS_EVENTO_SEGURANCA.login_recusado);
    expect(await tabela.textContent()).not.toContain('Errada#Senha-987');
    await shot(page, 'seguranca-01-eventos');

    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await page.getByLabel('Usuário', { exact: true }).fill('administradora');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(async () => (await tabela.locator('tbody').textContent()) ?? '').toContain('Ana Administradora');
    await expect.poll(async () => (await tabela.locator('tbody').textContent()) ?? '').not.toContain('Beatriz Barra');
  }, 120_000);

  it('a user without the audit function does not get the tab', async () => {
    const { page } = await h.abrirTela('financeiro@demo.portal.com.br', '/usersmanagment/0');
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('tab', { name: 'Eventos de segurança' }).count()).toBe(0);
  }, 60_000);
});
