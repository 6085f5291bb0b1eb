import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { visaoMsg } from '@portal/contracts/visoes/messages';
import { chamarDaPagina, fecharPendencia, type Harness, portalDoArquivo, shot } from './harness.ts';

const MORUMBI = 'dealer.morumbi@demo.portal.com.br'; // Diego Morumbi, profile type Dealer
const BARRA = 'dealer.barra@demo.portal.com.br'; // Beatriz Barra, profile type Dealer too
const FINANCEIRO = 'financeiro@demo.portal.com.br'; // another profile type

let h: Harness;
portalDoArquivo((x) => (h = x));

const toastWith = (page: Page, text: string) => page.locator('.p-toast-message').filter({ hasText: text });
const visoes = (page: Page) => page.getByRole('group', { name: 'Visões salvas' });

/** Waits for the list call (POST `sufixo`) whose body names `pedido`, while `acao` runs. */
async function listaCom(page: Page, sufixo: string, pedido: string, acao: () => Promise<unknown>) {
  const pedida = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith(sufixo) && (r.postData() ?? '').includes(pedido));
  await acao();
  return (await pedida).postDataJSON() as Record<string, unknown>;
}

/** Salvar visão → the name dialog, 'Tornar padrão' and 'Compartilhar com meu perfil' ticked → the toast. */
async function salvarVisao(page: Page, nome: string) {
  await visoes(page).getByRole('button', { name: 'Salvar visão' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Salvar visão' });
  await dialogo.locator('#visao-nome').fill(nome);
  await dialogo.locator('#visao-padrao').click();
  await dialogo.locator('#visao-compartilhar').click();
  await dialogo.getByRole('button', { name: 'Salvar' }).click();
  await expect.poll(() => toastWith(page, visaoMsg.visaoSalva).count()).toBeGreaterThan(0);
  await expect.poll(() => dialogo.count()).toBe(0);
}

/** The names the views dropdown offers. */
async function nomesDasVisoes(page: Page) {
  await visoes(page).locator('.p-dropdown').click();
  const nomes = await page.locator('.p-dropdown-panel').getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  return nomes;
}

describe('saved views in the browser', () => {
  it('the swap list: filtered and saved as the default, reopened with the filters; the link opens the same for a colleague of the profile, who sees the shared view', async () => {
    const { page } = await h.abrirTela(MORUMBI, '/trade');
    await fecharPendencia(page);
    const filtros = page.getByRole('form', { name: 'Filtros das solicitações' });
    await filtros.getByRole('textbox', { name: 'Pedido', exact: true }).fill('PED-VISAO-1');
    const corpo = await listaCom(page, '/veiculos/troca/listar', 'PED-VISAO-1', () => filtros.getByRole('button', { name: 'Buscar' }).click());
    expect(JSON.stringify(corpo)).toContain('PED-VISAO-1');
    // the address carries the filters
    await expect.poll(() => new URL(page.url()).searchParams.get('pedido')).toBe('PED-VISAO-1');
    expect(new URL(page.url()).searchParams.get('lista')).toBe('trade.solicitacoes');
    const link = page.url();
    await salvarVisao(page, 'Meu pedido de troca');
    await shot(page, 'visoes-01-trocas-salva');

    // reopened without anything in the address: the default view applies
    await listaCom(page, '/veiculos/troca/listar', 'PED-VISAO-1', () => page.goto('/trade'));
    await expect.poll(() => filtros.getByRole('textbox', { name: 'Pedido', exact: true }).inputValue()).toBe('PED-VISAO-1');
    await expect.poll(() => new URL(page.url()).searchParams.get('pedido')).toBe('PED-VISAO-1');
    expect(await visoes(page).locator('.p-dropdown-label').textContent()).toBe('Meu pedido de troca (padrão)');

    // the link in another browser, signed in as a colleague of the same profile type: the same filters
    const colega = await h.entrarComo(BARRA);
    await listaCom(colega.page, '/veiculos/troca/listar', 'PED-VISAO-1', () => colega.page.goto(link));
    await fecharPendencia(colega.page);
    await expect
      .poll(() => colega.page.getByRole('form', { name: 'Filtros das solicitações' }).getByRole('textbox', { name: 'Pedido', exact: true }).inputValue())
      .toBe('PED-VISAO-1');
    expect(await nomesDasVisoes(colega.page)).toEqual(['Meu pedido de troca — Diego Morumbi']);
    await shot(colega.page, 'visoes-02-trocas-colega');
    await colega.context.close();
  });

  it('the boleto list: filtered and saved as the default, reopened with the filters; the link opens the same for a colleague of the profile, who sees the shared view (another profile does not)', async () => {
    const { page } = await h.abrirTela(MORUMBI, '/boletos');
    await fecharPendencia(page);
    const filtros = page.getByRole('form', { name: 'Filtros de boletos' });
    await filtros.getByRole('textbox', { name: 'Pedido', exact: true }).fill('BOL-VISAO-7');
    const corpo = await listaCom(page, '/pedidos/boletos', 'BOL-VISAO-7', () => filtros.getByRole('button', { name: 'Buscar' }).click());
    expect(corpo.pedido).toEqual(['BOL-VISAO-7']);
    await expect.poll(() => new URL(page.url()).searchParams.get('pedido')).toBe('BOL-VISAO-7');
    const link = page.url();
    await salvarVisao(page, 'Boleto do cliente');

    await page.reload();
    await expect.poll(() => filtros.getByRole('textbox', { name: 'Pedido', exact: true }).inputValue()).toBe('BOL-VISAO-7');
    await listaCom(page, '/pedidos/boletos', 'BOL-VISAO-7', () => page.goto('/boletos'));
    await expect.poll(() => filtros.getByRole('textbox', { name: 'Pedido', exact: true }).inputValue()).toBe('BOL-VISAO-7');
    await shot(page, 'visoes-03-boletos-padrao');

    const colega = await h.entrarComo(BARRA);
    const doColega = await listaCom(colega.page, '/pedidos/boletos', 'BOL-VISAO-7', () => colega.page.goto(link));
    expect(doColega.pedido).toEqual(['BOL-VISAO-7']);
    await expect
      .poll(() => colega.page.getByRole('form', { name: 'Filtros de boletos' }).getByRole('textbox', { name: 'Pedido', exact: true }).inputValue())
      .toBe('BOL-VISAO-7');
    expect(await nomesDasVisoes(colega.page)).toEqual(['Boleto do cliente — Diego Morumbi']);
    // another profile type does not see it
    const outro = await h.abrirTela(FINANCEIRO, '/boletos');
    await fecharPendencia(outro.page);
    await expect.poll(() => visoes(outro.page).locator('.p-dropdown-label').textContent()).toBe('Nenhuma visão salva');
    await Promise.all([colega.context.close(), outro.context.close()]);
  });

  it("the boleto grid's columns: one hidden through 'Colunas' goes into the address and the saved view, Limpar shows it again, choosing the view after a reload hides it again", async () => {
    const { page } = await h.abrirTela(FINANCEIRO, '/boletos');
    await fecharPendencia(page);
    const cabecalho = (nome: string) => page.getByRole('columnheader', { name: nome, exact: true });
    const url = () => new URL(page.url()).searchParams;
    await cabecalho('Data Emissão').waitFor();
    const colunas = page.getByRole('button', { name: 'Colunas', exact: true });
    await colunas.click();
    const painel = page.getByRole('dialog', { name: /^Colunas de/ });
    await painel.getByText('Data Emissão', { exact: true }).click();
    await expect.poll(() => cabecalho('Data Emissão').count()).toBe(0);
    expect(await cabecalho('Pedido').count()).toBe(1);
    // the address names the columns shown (only because one is hidden)
    await expect.poll(() => url().get('colunas')).toBe('pedido,status,valorTotal,tipoPagamento,valorParcial,dataVencimento,prazo,numeroParcela,dataPagamento');
    expect(url().get('lista')).toBe('boletos');
    // the action column is not offered, and the last column shown cannot be cleared
    expect(await painel.getByText('Ações', { exact: true }).count()).toBe(0);
    await shot(page, 'visoes-04-colunas');
    await page.keyboard.press('Escape');
    await expect.poll(() => painel.count()).toBe(0);
    await salvarVisao(page, 'Sem emissão');
    const [salva] = (await chamarDaPagina<{ nome: string; colunas: string[] | null }[]>(page, 'GET', 'visoes?lista=boletos')).json.data!;
    expect(salva).toMatchObject({ nome: 'Sem emissão', colunas: url().get('colunas')!.split(',') });

    // Limpar: every column again, nothing in the address
    await page.getByRole('form', { name: 'Filtros de boletos' }).getByRole('button', { name: 'Limpar', exact: true }).click();
    await cabecalho('Data Emissão').waitFor();
    await expect.poll(() => url().get('colunas')).toBeNull();

    // reloaded (the address has no list: the default view applies), then cleared and the view chosen by hand
    await page.reload();
    await expect.poll(() => url().get('colunas')).toContain('pedido');
    await expect.poll(() => cabecalho('Data Emissão').count()).toBe(0);
    await page.getByRole('form', { name: 'Filtros de boletos' }).getByRole('button', { name: 'Limpar', exact: true }).click();
    await cabecalho('Data Emissão').waitFor();
    await visoes(page).locator('.p-dropdown').click();
    await page.locator('.p-dropdown-panel').getByRole('option').filter({ hasText: 'Sem emissão' }).click();
    await expect.poll(() => cabecalho('Data Emissão').count()).toBe(0);
    await expect.poll(() => url().get('colunas')).toBe(salva!.colunas!.join(','));
    // a link with the columns opens the same grid
    await page.goto(`/boletos?lista=boletos&colunas=pedido,status`);
    await cabecalho('Status').waitFor();
    expect(await Promise.all(['Pedido', 'Data Emissão', 'Valor Total (BRL)', 'Data Pagamento'].map((n) => cabecalho(n).count()))).toEqual([1, 0, 0, 0]);
  });
});
