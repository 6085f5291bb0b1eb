import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ocmsg } from '@portal/contracts/order-call/messages';
import { escolher, portalDoArquivo, shot, signIn, type Harness } from './harness.ts';

let h: Harness;
portalDoArquivo((x) => (h = x));

const toast = (page: Page, kind: 'info' | 'success' | 'error' | 'warn', text: string) => page.locator(`.p-toast-message-${kind}`).filter({ hasText: text });

describe('production plan and order call in Chromium', () => {
  it('an administrator saves a plan, computes the order call, edits a cell, recomputes after the confirmation; a dealer opens the explanation of its cell', async () => {
    const { page } = await h.abrirTela('admin@demo.portal.com.br', '/producao');
    await page.getByRole('button', { name: 'Novo plano' }).click();
    await page.waitForURL('**/ordercall/detail');
    await escolher(page, 'plano-ano', '2026/2027');
    await escolher(page, 'plano-mes', 'Novembro');
    await expect.poll(() => page.getByRole('button', { name: 'Exportar' }).count()).toBe(1);
    await page.getByRole('spinbutton', { name: 'F-PACE Nov/2026' }).fill('30');
    await page.getByRole('spinbutton', { name: 'E-PACE Dez/2026' }).fill('8');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect.poll(() => toast(page, 'success', ocmsg.planoCadastrado).count()).toBeGreaterThan(0);
    await page.waitForURL(/\/ordercall\/detail\/\d+$/);
    await expect.poll(() => page.getByText('feito pela última vez em: nunca').count()).toBe(1);

    // compute, after the spec's confirmation
    await page.getByRole('button', { name: 'Computar veículos e distribuir Order Call' }).click();
    await expect.poll(() => page.getByText(ocmsg.confirmarProcessamento).count()).toBe(1);
    await page.getByRole('button', { name: 'SIM' }).click();
    await expect.poll(() => toast(page, 'success', ocmsg.processamentoConcluido).count(), { timeout: 60_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.getByText(/feito pela última vez em: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/).count()).toBe(1);
    await shot(page, 'order-call-plano');

    // edit one dealer's cell
    await page.goto('/ordercall/edicao');
    await escolher(page, 'oc-producao', '2027 - Novembro');
    // the Marca filter lists GET marca (spec §7.7), in its order and with its names
    const marcas = await h.api<{ id: number; nome: string }[]>('GET', 'marca', undefined, await h.entrar('admin@demo.portal.com.br'));
    expect(marcas.length).toBeGreaterThan(0);
    await page.locator('.p-dropdown:has(#oc-marca)').click();
    await expect.poll(() => page.locator('.p-dropdown-panel').getByRole('option').allTextContents()).toEqual(marcas.map((m) => m.nome));
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.p-dropdown-panel').count()).toBe(0);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    const celula = page.getByRole('spinbutton', { name: 'JLR001 F-PACE Nov/2026' });
    await expect.poll(() => celula.count()).toBe(1);
    const antes = Number(await celula.inputValue());
    await celula.fill(String(antes + 2));
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => toast(page, 'success', ocmsg.orderCallAtualizado).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Explicação JLR001 F-PACE Nov/2026' }).click();
    await expect.poll(() => page.getByText(`${antes} → ${antes + 2} por Ana Administradora`).count()).toBeGreaterThan(0);
    await shot(page, 'order-call-explicacao-admin');
    await page.keyboard.press('Escape');

    // recompute: the manual change is gone
    await page.goto('/producao');
    await page.getByRole('button', { name: 'Editar 2027 Novembro' }).click();
    await page.getByRole('button', { name: 'Computar veículos e distribuir Order Call' }).click();
    await page.getByRole('button', { name: 'SIM' }).click();
    await expect.poll(() => toast(page, 'success', ocmsg.processamentoConcluido).count(), { timeout: 60_000 }).toBeGreaterThan(0);
    await page.goto('/ordercall/edicao');
    await escolher(page, 'oc-producao', '2027 - Novembro');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect.poll(async () => Number(await page.getByRole('spinbutton', { name: 'JLR001 F-PACE Nov/2026' }).inputValue())).toBe(antes);

    // a dealer sees its rows only and the explanation of its cell
    const dealer = (await h.newPage()).page;
    await signIn(dealer, 'dealer.morumbi@demo.portal.com.br');
    await dealer.waitForURL('**/relatorios');
    await dealer.goto('/ordercall/edicao');
    await escolher(dealer, 'oc-producao', '2027 - Novembro');
    await dealer.getByRole('button', { name: 'Filtrar' }).click();
    await expect.poll(() => dealer.getByRole('spinbutton', { name: 'JLR001 F-PACE Nov/2026' }).count()).toBe(1);
    expect(await dealer.getByRole('spinbutton', { name: /^JLR002 / }).count()).toBe(0);
    await dealer.getByRole('button', { name: 'Explicação JLR001 F-PACE Nov/2026' }).click();
    await expect.poll(() => dealer.getByText('Planejado para o modelo no ciclo:').count()).toBe(1);
    await expect.poll(() => dealer.getByText(/Plano anual do ano fiscal 2027/).count()).toBeGreaterThan(0);
    await expect.poll(() => dealer.getByText(/Arredondamento pelo maior resto/).count()).toBe(1);
    await shot(dealer, 'order-call-explicacao-dealer');
  });
});
