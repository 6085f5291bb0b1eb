import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cfgMsg } from '@portal/contracts/settings/messages';
import { portalDoArquivo, shot, type Harness } from './harness.ts';

let h: Harness;
portalDoArquivo((x) => (h = x));

const toast = (page: Page, kind: 'success' | 'error', text: string) => page.locator(`.p-toast-message-${kind}`).filter({ hasText: text });
const card = (page: Page, tipo: number) => page.locator(`.conf-card[data-conf="${tipo}"]`);

describe('settings in the browser', () => {
  it('general settings: a new swap duration with its history; a bad value refused with its message', async () => {
    const { page } = await h.abrirTela('admin@demo.portal.com.br', '/settings/0');
    const c4 = card(page, 4);
    await expect.poll(() => c4.getByTestId('ativo-conf4').textContent()).toBe('5');
    const novoPeriodo = c4.getByRole('textbox', { name: /^Novo período/ });
    await novoPeriodo.fill('abc');
    await c4.getByRole('button', { name: /Adicionar/ }).click();
    await expect.poll(() => toast(page, 'error', cfgMsg.periodoDias).count()).toBeGreaterThan(0);
    await novoPeriodo.fill('7');
    await c4.getByRole('button', { name: /Adicionar/ }).click();
    await expect.poll(() => toast(page, 'success', cfgMsg.novoPeriodo).count()).toBeGreaterThan(0);
    await expect.poll(() => c4.getByTestId('ativo-conf4').textContent()).toBe('7');
    await expect.poll(() => c4.locator('tbody tr').first().textContent()).toContain('Ana Administradora');
    expect(await c4.locator('tbody tr').count()).toBe(2);

    // the average value, currency-masked
    const c14 = card(page, 14);
    const valor = c14.locator('input').first();
    await valor.click();
    await valor.pressSequentially('350000,50');
    await valor.press('Tab');
    await c14.getByRole('button', { name: 'Adicionar valor médio' }).click();
    await expect.poll(() => toast(page, 'success', cfgMsg.novoValorMedio).count()).toBeGreaterThan(0);
    await expect.poll(() => c14.getByTestId('ativo-conf14').textContent()).toContain('350.000,50');
    await shot(page, 'settings-geral');
  });

  it('vehicle monitoring: Edição da Flag hides De for the green flag, saves, and lists the change in LOGS', async () => {
    const { page } = await h.abrirTela('admin@demo.portal.com.br', '/settings/2');
    await page.getByRole('button', { name: 'Editar flag Verde' }).click();
    const edicao = page.getByLabel('Edição da Flag');
    await expect.poll(() => edicao.getByRole('heading', { name: 'Edição da Flag' }).count()).toBe(1);
    expect(await edicao.getByLabel('De', { exact: true }).count()).toBe(0);
    await edicao.getByLabel('Até', { exact: true }).fill('1x5');
    expect(await edicao.getByLabel('Até', { exact: true }).inputValue()).toBe('15');
    await edicao.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => toast(page, 'success', cfgMsg.configuracaoAtualizada).count()).toBeGreaterThan(0);
    await expect
      .poll(() => edicao.locator('table[aria-label="LOGS"] tbody tr, [aria-label="LOGS"] tbody tr').first().textContent())
      .toContain('Ana Administradora');
    await edicao.getByRole('button', { name: 'Voltar' }).click();
    await expect.poll(() => page.getByRole('cell', { name: 'Até 15 dias' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('cell', { name: 'De 16 a 60 dias' }).count()).toBe(1);
  });

  it('model management: adds a model type with two codes and inactivates one; a duplicate code is refused', async () => {
    const { page } = await h.abrirTela('admin@demo.portal.com.br', '/settings/1');
    await expect.poll(() => page.getByRole('cell', { name: 'Range Rover Sport', exact: true }).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Adicionar Novo' }).click();
    await page.waitForURL('**/modelo');
    await expect.poll(() => page.getByRole('heading', { name: 'Cadastro de modelo' }).count()).toBe(1);
    await page.getByLabel('Nome do modelo').fill('Defender Octa');
    await page.getByRole('button', { name: 'Salvar nome' }).click();
    await expect.poll(() => toast(page, 'success', cfgMsg.nomeGravado).count()).toBeGreaterThan(0);
    await page.waitForURL(/\/modelo\/\d+$/);
    for (const codigo of ['l663o', 'L663OB']) {
      await page.getByLabel('Novo código').fill(codigo);
      await page.getByRole('button', { name: 'Adicionar código' }).click();
      await expect.poll(() => page.getByRole('cell', { name: codigo.toUpperCase(), exact: true }).count()).toBe(1);
    }
    await page.getByRole('button', { name: 'Inativar L663OB' }).click();
    await expect.poll(() => toast(page, 'success', cfgMsg.codigoInativado).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('button', { name: 'Ativar L663OB' }).count()).toBe(1);
    await page.getByLabel('Novo código').fill('L461');
    await page.getByRole('button', { name: 'Adicionar código' }).click();
    await expect.poll(() => toast(page, 'error', cfgMsg.codigoDuplicado('L461', 'Range Rover Sport')).count()).toBeGreaterThan(0);
    await shot(page, 'settings-modelo');
    await page.getByRole('button', { name: 'Voltar' }).click();
    await page.waitForURL('**/settings/1');
    const linha = page.getByRole('row', { name: /Defender Octa/ });
    await expect.poll(() => linha.textContent()).toContain('L663O');
    // the type is still active (btnStatus: one active code left) and the list marks the inactivated code
    expect(await linha.getByRole('cell', { name: 'Ativo', exact: true }).count()).toBe(1);
    expect(await linha.locator('.p-tag[title="Inativo"]').allTextContents()).toEqual(['L663OB']);
    expect(await linha.locator('.p-tag[title="Ativo"]').allTextContents()).toEqual(['L663O']);
  });

  it('a profile with only read access sees the settings without any save button', async () => {
    const { page } = await h.abrirTela('gerente@demo.portal.com.br', '/settings/0');
    await expect.poll(() => card(page, 4).getByTestId('ativo-conf4').textContent()).not.toBe('—');
    expect(await page.getByRole('button', { name: /Adicionar|Salvar|Ligar/ }).count()).toBe(0);
    await page.goto('/settings/1');
    await expect.poll(() => page.getByRole('button', { name: 'Ver Range Rover', exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Adicionar Novo' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Ver Range Rover', exact: true }).click();
    await expect.poll(() => page.getByRole('cell', { name: 'L460' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: /Salvar nome|Adicionar código|Inativar/ }).count()).toBe(0);
    await page.goto('/settings/2');
    await page.getByRole('button', { name: 'Editar flag Amarela' }).click();
    expect(await page.getByLabel('De', { exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Salvar' }).count()).toBe(0);
  });
});
