import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { biMsg } from '@portal/contracts/order-call/bi';
import { chamarDaPagina, escolher, portalDoArquivo, shot, type Harness } from './harness.ts';

let h: Harness;
portalDoArquivo((x) => (h = x));

const toast = (page: Page, text: string) => page.locator('.p-toast-message-success').filter({ hasText: text });
/** A call to the API with the signed-in user's token, from the page (what the console would send): the answer. */
const api = async (page: Page, method: string, path: string, body?: unknown) => (await chamarDaPagina(page, method, path, body)).json as { data: unknown };

describe('BI Order Call and BI Plano Anual in Chromium', () => {
  it('an administrator sees the figures, opens a chart’s table, filters (kept in the URL) and asks for an update', async () => {
    const { page } = await h.entrarComo('admin@demo.portal.com.br');

    // a plan of 2027 / Novembro computed through the order-call-<fcstId> workflow
    const modelos = (await api(page, 'GET', 'order-call/fcst/modelo')).data as { id: number; descricao: string }[];
    const fpace = modelos.find((m) => m.descricao === 'F-PACE')!;
    const plano = (await api(page, 'POST', 'order-call/fcst', { ano: 2027, mes: 11, modelos: [{ id: fpace.id, ciclos: [{ id: 202611, quantidade: 37 }] }] }))
      .data as { id: number };
    await api(page, 'POST', 'order-call/processar', { fcstId: plano.id });
    await expect
      .poll(async () => ((await api(page, 'GET', `order-call/processar/${plano.id}`)).data as { status: string } | null)?.status, { timeout: 60_000 })
      .toBe('concluido');

    await page.goto('/biordercall');
    await expect.poll(() => page.getByRole('heading', { name: 'BI Order Call', level: 2 }).count()).toBe(1);
    const quadro = page.getByRole('article', { name: 'Planejado × distribuído por tipo de modelo' });
    await expect.poll(() => quadro.locator('canvas').count()).toBe(1);
    await quadro.getByRole('button', { name: 'Ver tabela' }).click();
    const tabela = quadro.getByRole('table');
    await expect.poll(() => tabela.getByRole('row', { name: /F-PACE 37 37 37 100%/ }).count()).toBe(1);
    await shot(page, 'bi-order-call');

    // a filter goes to the URL and survives a reload
    await escolher(page, 'bi-dealer', 'JLR001 - Autostar Morumbi');
    await page.waitForURL(/concessionariaId=\d+/);
    await page.reload();
    const porDealer = page.getByRole('article', { name: 'Calculado × distribuído por dealer' });
    await porDealer.getByRole('button', { name: 'Ver tabela' }).click();
    await expect
      .poll(() => porDealer.getByRole('row').filter({ hasText: 'JLR0' }).allInnerTexts())
      .toEqual([expect.stringContaining('JLR001 - Autostar Morumbi')]);

    await page.getByRole('button', { name: 'Atualizar' }).click();
    await expect.poll(() => toast(page, biMsg.atualizacaoSolicitada).count()).toBeGreaterThan(0);

    // BI Plano Anual: the annual plan with the retail beside it, fiscal year in the URL
    await page.goto('/biplanoanual?anoFiscal=2026');
    await expect.poll(() => page.getByRole('heading', { name: 'BI Plano Anual', level: 2 }).count()).toBe(1);
    const anual = page.getByRole('article', { name: 'Plano anual × varejo por dealer' });
    await expect.poll(() => anual.locator('canvas').count()).toBe(1);
    await anual.getByRole('button', { name: 'Ver tabela' }).click();
    await expect.poll(() => anual.getByRole('row', { name: /^Total/ }).count()).toBe(1);
    const total2026 = await anual.getByRole('row', { name: /^Total/ }).innerText();
    await escolher(page, 'bi-ano', '2027 (abr/2026 a mar/2027)');
    await page.waitForURL(/anoFiscal=2027/);
    await expect.poll(() => anual.getByRole('row', { name: /^Total/ }).innerText()).not.toBe(total2026);
    // the detail (dealer × model type) is a table from the start, with pt-BR thousands
    const detalhe = page.getByRole('article', { name: 'Plano anual por dealer × tipo de modelo' });
    await expect.poll(() => detalhe.getByRole('row', { name: /^Total \d{1,3}\.\d{3} / }).count()).toBe(1);
    await page.getByRole('button', { name: 'Atualizar' }).click();
    await expect.poll(() => toast(page, biMsg.atualizacaoSolicitada).count()).toBeGreaterThan(0);
    await shot(page, 'bi-plano-anual');
  });
});
