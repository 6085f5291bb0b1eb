import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { visaoMsg } from '@portal/contracts/visoes/messages';
import { chamarDaPagina, fecharPendencia, type Harness, portalDoArquivo, shot } from './harness.ts';

/**
 * The 'Colunas' chooser's order (shared/escolha-de-colunas.tsx): columns moved up and down in the panel (by mouse and by
 * keyboard) change the table's header, the address and a saved view; Limpar and 'Restaurar padrão' go back to the
 * table's own. Limpar of the users-management tabs resets the columns too, and the KPI screen's cards have the chooser.
 */
const FINANCEIRO = 'financeiro@demo.portal.com.br';
const ADMIN = 'admin@demo.portal.com.br';
const MORUMBI = 'dealer.morumbi@demo.portal.com.br';

let h: Harness;
portalDoArquivo((x) => (h = x));

const visoes = (page: Page) => page.getByRole('group', { name: 'Visões salvas' });
const url = (page: Page) => new URL(page.url()).searchParams;
const painelDeColunas = (page: Page) => page.getByRole('dialog', { name: /^Colunas de/ });

/** Salvar visão → its name → the toast (not the default, not shared). */
async function salvarVisao(page: Page, nome: string) {
  await visoes(page).getByRole('button', { name: 'Salvar visão' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Salvar visão' });
  await dialogo.locator('#visao-nome').fill(nome);
  await dialogo.getByRole('button', { name: 'Salvar' }).click();
  await expect.poll(() => page.locator('.p-toast-message').filter({ hasText: visaoMsg.visaoSalva }).count()).toBeGreaterThan(0);
  await expect.poll(() => dialogo.count()).toBe(0);
}

async function escolherVisao(page: Page, nome: string) {
  await visoes(page).locator('.p-dropdown').click();
  await page.locator('.p-dropdown-panel').getByRole('option').filter({ hasText: nome }).click();
}

describe("the order of a list's columns", () => {
  it('boletos: two columns moved (mouse, then keyboard) reorder the header, stay in the address after a reload, are saved and re-applied with a view; Limpar and Restaurar padrão go back', async () => {
    const { page } = await h.abrirTela(FINANCEIRO, '/boletos');
    await fecharPendencia(page);
    const cabecalhos = async () =>
      (await page.locator('.p-datatable thead th').allTextContents()).map((t) => t.trim()).filter((t) => t && t !== 'Ações' && t !== 'Selecionar');
    const PADRAO = ['Pedido', 'Status', 'Data Emissão', 'Valor Total (BRL)', 'Tipo de Pagamento'];
    await expect.poll(async () => (await cabecalhos()).slice(0, 5)).toEqual(PADRAO);

    await page.getByRole('button', { name: 'Colunas', exact: true }).click();
    const painel = painelDeColunas(page);
    // 'Valor Total (BRL)' up with the mouse, then again with the keyboard (the focus stays on the button)
    await painel.getByRole('button', { name: 'Mover Valor Total (BRL) para cima' }).click();
    await expect.poll(async () => (await cabecalhos()).slice(0, 4)).toEqual(['Pedido', 'Status', 'Valor Total (BRL)', 'Data Emissão']);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await cabecalhos()).slice(0, 4)).toEqual(['Pedido', 'Valor Total (BRL)', 'Status', 'Data Emissão']);
    // the first can go no higher; the panel lists the columns in the order shown
    const primeira = painel.getByRole('button', { name: 'Mover Pedido para cima' });
    expect(await primeira.isDisabled()).toBe(true);
    expect((await painel.locator('.colunas-item label').allTextContents()).slice(0, 3)).toEqual(['Pedido', 'Valor Total (BRL)', 'Status']);
    const ordem = 'pedido,valorTotal,status,dataEmissao,tipoPagamento,valorParcial,dataVencimento,prazo,numeroParcela,dataPagamento';
    await expect.poll(() => url(page).get('colunas')).toBe(ordem);
    await shot(page, 'colunas-ordem-01-boletos');
    await page.keyboard.press('Escape');

    // a reload keeps it (the address)
    await page.reload();
    await expect.poll(async () => (await cabecalhos()).slice(0, 3)).toEqual(['Pedido', 'Valor Total (BRL)', 'Status']);
    expect(url(page).get('colunas')).toBe(ordem);

    await salvarVisao(page, 'Valor primeiro');
    const [salva] = (await chamarDaPagina<{ nome: string; colunas: string[] | null }[]>(page, 'GET', 'visoes?lista=boletos')).json.data!;
    expect(salva).toMatchObject({ nome: 'Valor primeiro', colunas: ordem.split(',') });

    // Limpar: the table's own order, nothing in the address
    await page.getByRole('form', { name: 'Filtros de boletos' }).getByRole('button', { name: 'Limpar', exact: true }).click();
    await expect.poll(async () => (await cabecalhos()).slice(0, 5)).toEqual(PADRAO);
    await expect.poll(() => url(page).get('colunas')).toBeNull();

    // the view chosen: its order again
    await escolherVisao(page, 'Valor primeiro');
    await expect.poll(async () => (await cabecalhos()).slice(0, 3)).toEqual(['Pedido', 'Valor Total (BRL)', 'Status']);
    await expect.poll(() => url(page).get('colunas')).toBe(ordem);

    // 'Restaurar padrão': every column in the table's order
    await page.getByRole('button', { name: 'Colunas', exact: true }).click();
    await painel.getByRole('button', { name: 'Restaurar padrão' }).click();
    await expect.poll(async () => (await cabecalhos()).slice(0, 5)).toEqual(PADRAO);
    await expect.poll(() => url(page).get('colunas')).toBeNull();
    expect(await painel.getByRole('button', { name: 'Restaurar padrão' }).isDisabled()).toBe(true);
  });

  it("boletos: a header dragged onto another puts its column there, as 'Colunas' would: the header, the panel and the address", async () => {
    const { page } = await h.abrirTela(FINANCEIRO, '/boletos');
    await fecharPendencia(page);
    const cabecalhos = async () =>
      (await page.locator('.p-datatable thead th').allTextContents()).map((t) => t.trim()).filter((t) => t && t !== 'Ações' && t !== 'Selecionar');
    await expect.poll(async () => (await cabecalhos()).slice(0, 3)).toEqual(['Pedido', 'Status', 'Data Emissão']);
    const th = (titulo: string) => page.locator('.p-datatable thead th').filter({ hasText: titulo }).first();
    // 'Data Emissão' dropped on the left half of 'Pedido': first
    const destino = (await th('Pedido').boundingBox())!;
    await th('Data Emissão').dragTo(th('Pedido'), { targetPosition: { x: 4, y: destino.height / 2 } });
    await expect.poll(async () => (await cabecalhos()).slice(0, 3)).toEqual(['Data Emissão', 'Pedido', 'Status']);
    await expect.poll(() => url(page).get('colunas')?.split(',').slice(0, 3)).toEqual(['dataEmissao', 'pedido', 'status']);
    await page.getByRole('button', { name: 'Colunas', exact: true }).click();
    expect((await painelDeColunas(page).locator('.colunas-item label').allTextContents()).slice(0, 2)).toEqual(['Data Emissão', 'Pedido']);
    await shot(page, 'colunas-ordem-arrastar');
    await painelDeColunas(page).getByRole('button', { name: 'Restaurar padrão' }).click();
    await expect.poll(async () => (await cabecalhos()).slice(0, 3)).toEqual(['Pedido', 'Status', 'Data Emissão']);
    await expect.poll(() => url(page).get('colunas')).toBeNull();
  });

  it("users management: Limpar appears once a column is hidden or moved and brings every column back in the table's order", async () => {
    const { page } = await h.abrirTela(ADMIN, '/usersmanagment/0');
    const cards = page.getByTestId('usuario-card');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    const rotulos = () => cards.first().locator('.list-card-label').allTextContents();
    expect(await rotulos()).toEqual(['Nome', 'Status', 'Perfil', 'E-mail', 'Concessionária']);
    const limpar = page.getByRole('button', { name: 'Limpar', exact: true });
    expect(await limpar.count()).toBe(0);

    await page.getByRole('button', { name: 'Colunas', exact: true }).click();
    const painel = painelDeColunas(page);
    await painel.getByText('Status', { exact: true }).click();
    await painel.getByRole('button', { name: 'Mover E-mail para cima' }).click();
    await expect.poll(rotulos).toEqual(['Nome', 'E-mail', 'Perfil', 'Concessionária']);
    await expect.poll(() => url(page).get('colunas')).toBe('nome,e-mail,perfil,concessionaria');
    await page.keyboard.press('Escape');

    await limpar.click();
    await expect.poll(rotulos).toEqual(['Nome', 'Status', 'Perfil', 'E-mail', 'Concessionária']);
    await expect.poll(() => url(page).get('colunas')).toBeNull();
    expect(await limpar.count()).toBe(0);
  });

  it("KPIs Approved: the Standards cards' fields chosen and ordered with 'Colunas', kept by a reload and a view; Limpar filtros goes back", async () => {
    const { page } = await h.abrirTela(MORUMBI, '/kpisapproved');
    await expect.poll(() => page.getByRole('heading', { name: 'KPIs Approved', exact: true, level: 2 }).count()).toBe(1);
    await page.getByRole('tab', { name: 'Standards' }).click();
    const card = page.locator('.kpi-card').first();
    await card.waitFor();
    const rotulos = () => card.locator('.kpi-rotulo').allTextContents();
    expect(await rotulos()).toEqual(['Cumpriu', 'Peso', 'Justificativa']);

    await page.getByRole('button', { name: 'Colunas', exact: true }).click();
    const painel = painelDeColunas(page);
    await painel.getByRole('button', { name: 'Mover Justificativa para cima' }).click();
    await painel.getByText('Cumpriu', { exact: true }).click();
    await expect.poll(rotulos).toEqual(['Justificativa', 'Peso']);
    await expect.poll(() => url(page).get('colunas')).toBe('standards.justificativa,standards.peso');
    await shot(page, 'colunas-ordem-02-kpi');
    await page.keyboard.press('Escape');

    await page.reload();
    await page.getByRole('tab', { name: 'Standards' }).click();
    await expect.poll(rotulos).toEqual(['Justificativa', 'Peso']);
    await salvarVisao(page, 'Justificativa primeiro');

    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await expect.poll(rotulos).toEqual(['Cumpriu', 'Peso', 'Justificativa']);
    await expect.poll(() => url(page).get('colunas')).toBeNull();

    await escolherVisao(page, 'Justificativa primeiro');
    await expect.poll(rotulos).toEqual(['Justificativa', 'Peso']);
  });
});
