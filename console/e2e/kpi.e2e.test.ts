import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { kpiMsg } from '@portal/contracts/kpi/messages';
import { pdf, png } from '../../services/core/src/testing/arquivos.ts';
import { escolher, portalDoArquivo, shot, type Harness } from './harness.ts';

let h: Harness;
portalDoArquivo((x) => (h = x));

const toast = (page: Page, text: string) => page.locator('.p-toast-message').filter({ hasText: text });

describe('KPI Approved and KPI NSC in Chromium', () => {
  it('a dealer registers an Approved vehicle with its attachments through the form and sees it in the list', async () => {
    const { page } = await h.abrirTela('dealer.morumbi@demo.portal.com.br', '/kpisapproved');
    await expect.poll(() => page.getByRole('heading', { name: 'KPIs Approved', exact: true, level: 2 }).count()).toBe(1);
    // the KPIs tab answers from the demo month; the Chassi filter is not offered to a dealer
    await expect.poll(() => page.getByRole('table', { name: 'KPIs do dealer' }).getByRole('row').count()).toBe(20);
    await page.getByRole('tab', { name: 'Veículos JLR' }).click();
    expect(await page.locator('#kpi-chassi').count()).toBe(0);
    await expect.poll(() => page.getByRole('region', { name: 'Veículos JLR' }).or(page.locator('.kpi-lista')).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Novo veículo' }).click();
    await page.waitForURL('**/kpisapproved/newVehicleJLR');
    // the address changes before the lazy form replaces the list (whose 'Salvar visão' is a button too)
    await expect.poll(() => page.getByRole('heading', { name: 'Novo Veículo JLR', level: 2 }).count()).toBe(1);

    // Salvar with nothing: every required field, in the spec's order
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    const aviso = page.getByRole('dialog', { name: 'ATENCAO AO PROSSEGUIR' });
    await expect.poll(() => aviso.locator('li').first().textContent()).toBe('Preencha o campo Marca.');
    await expect.poll(() => aviso.locator('li').nth(10).textContent()).toBe('Preencha o campo Ano da política.');
    await page.keyboard.press('Escape');

    await escolher(page, 'kpi-marca', 'Land Rover');
    await page.locator('#kpi-chassi-form').fill('SALE2EKPI00000001');
    await escolher(page, 'kpi-tipo', 'Compra');
    await page.locator('#kpi-ano-modelo').fill('2024');
    await page.locator('#kpi-preco').pressSequentially('500000');
    await page.locator('#kpi-custo').pressSequentially('300000');
    await page.locator('#kpi-venda').pressSequentially('400000');
    await escolher(page, 'kpi-modelo');
    await escolher(page, 'kpi-versao');
    await escolher(page, 'kpi-ano-politica');
    await escolher(page, 'kpi-politica');
    await escolher(page, 'kpi-approved', 'Sim');

    // an Approved vehicle without its documents is refused on the screen
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect.poll(() => aviso.locator('li').first().textContent()).toBe(kpiMsg.anexosApproved);
    await page.keyboard.press('Escape');

    // a .gif is not accepted; a PNG and two PDFs are
    await page.locator('#arquivoContratoGarantia').setInputFiles({ name: 'foto.gif', mimeType: 'image/gif', buffer: png() });
    await expect.poll(() => toast(page, kpiMsg.extensaoNaoAceita).count()).toBeGreaterThan(0);
    await page.locator('#arquivoContratoGarantia').setInputFiles({ name: 'contrato.pdf', mimeType: 'application/pdf', buffer: pdf() });
    await page.locator('#arquivoNFVenda').setInputFiles({ name: 'nf.png', mimeType: 'image/png', buffer: png() });
    await page.locator('#arquivoCheckList').setInputFiles({ name: 'checklist.pdf', mimeType: 'application/pdf', buffer: pdf() });
    await expect.poll(() => page.locator('[data-anexo="arquivoNFVenda"] .kpi-anexo-nome').textContent()).toBe('nf.png');
    await expect.poll(() => page.locator('[data-anexo="arquivoCheckList"] .kpi-anexo-nome').textContent()).toBe('checklist.pdf');
    // the attachment preview
    await page.getByRole('button', { name: 'Visualizar NF da venda' }).click();
    await expect.poll(() => page.getByRole('img', { name: 'Prévia: NF da venda' }).count()).toBe(1);
    // the picture shows (the policy lets the console's own blob: URL load)
    await expect.poll(() => page.getByRole('img', { name: 'Prévia: NF da venda' }).evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
    await shot(page, 'kpi-veiculo-form');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect.poll(() => toast(page, kpiMsg.veiculoCadastrado).count()).toBeGreaterThan(0);
    await page.waitForURL((u) => u.pathname === '/kpisapproved');
    // back on the vehicle tab (kept in local storage), the new vehicle first, 'Em Auditoria'
    const card = page.locator('.kpi-card').filter({ hasText: 'SALE2EKPI00000001' });
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.textContent()).toContain('Em Auditoria');
    expect(await page.evaluate(() => localStorage.getItem('kpi.aba'))).toBe('1');
    await shot(page, 'kpi-veiculos');
  });

  it('an administrator approves the vehicle under audit from its card (Em Auditoria → Aprovados)', async () => {
    const { page } = await h.abrirTela('admin@demo.portal.com.br', '/kpisapproved');
    await expect.poll(() => page.getByRole('heading', { name: 'KPIs Approved', exact: true, level: 2 }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Veículos JLR' }).click();
    await escolher(page, 'kpi-dealer', 'Autostar Morumbi');
    await page.locator('#kpi-chassi').fill('SALE2EKPI00000001');
    await page.getByRole('button', { name: 'Buscar' }).click();
    const card = page.locator('.kpi-card').filter({ hasText: 'SALE2EKPI00000001' });
    await expect.poll(() => card.count()).toBe(1);
    await card.getByRole('button', { name: 'Aprovar SALE2EKPI00000001' }).click();
    await expect.poll(() => toast(page, kpiMsg.veiculoAprovado).count()).toBeGreaterThan(0);
    await expect.poll(() => card.locator('.kpi-status').textContent()).toBe('Aprovados');
    await expect.poll(() => card.getByRole('button', { name: 'Aprovar SALE2EKPI00000001' }).count()).toBe(0);
  });

  it('an administrator opens KPI NSC: Visão mensal with Total and Média, Visão por Dealer, and the KPI Total dashboard', async () => {
    const { page } = await h.abrirTela('admin@demo.portal.com.br', '/kpisapprovednsc');
    await expect.poll(() => page.getByRole('heading', { name: 'KPI NSC', exact: true, level: 2 }).count()).toBe(1);
    // KPI Total: a chart with its table one click away
    const quadro = page.getByRole('article', { name: 'Estoque de seminovos por dealer no ano' });
    await expect.poll(() => quadro.locator('canvas').count()).toBe(1);
    await quadro.getByRole('button', { name: 'Ver tabela' }).click();
    await expect.poll(() => quadro.getByRole('table').count()).toBe(1);

    await page.getByRole('tab', { name: 'Visão mensal' }).click();
    const mensal = page.getByRole('table', { name: 'Visão mensal' });
    await expect.poll(() => mensal.locator('thead th').allTextContents()).toEqual(expect.arrayContaining(['KPI', 'Autostar Morumbi', 'Total', 'Média']));
    expect(await mensal.locator('tbody tr').count()).toBe(20);
    // numbers: at most one decimal, no grouping
    const numeros = await mensal.locator('td.num').allTextContents();
    expect(numeros.every((n) => n === '-' || /^-?\d+(,\d)?$/.test(n))).toBe(true);
    await shot(page, 'kpi-nsc-mensal');

    await page.getByRole('tab', { name: 'Visão por Dealer' }).click();
    const porDealer = page.getByRole('table', { name: 'Visão por Dealer' });
    await expect.poll(() => porDealer.locator('thead th').allTextContents()).toEqual(expect.arrayContaining(['KPI', 'Janeiro', 'Total', 'Média']));
  });
});
