import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { vmsg } from '@portal/contracts/vehicles/messages';
import { createDb } from '../../services/core/src/db/connect.ts';
import { fecharPendencia, type Harness, porPagina, portalDoArquivo, shot, signIn } from './harness.ts';

let h: Harness;
let pedido = '';

portalDoArquivo((x) => (h = x));
beforeAll(async () => {
  // a Cota Concessionário vehicle of another dealer, free for swap, with no billing request
  const db = createDb({ url: h.stack.databaseUrl, max: 1 });
  try {
    const morumbi = await db.selectFrom('concessionarias').select('id').where('codigo_dealer', '=', 'JLR001').executeTakeFirstOrThrow();
    const v = await db
      .selectFrom('veiculos')
      .select(['pedido'])
      .where('status', '=', 0)
      .where('concessionaria_id', '<>', morumbi.id)
      .where('bloqueado_troca', '=', false)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    pedido = v.pedido;
  } finally {
    await db.destroy();
  }
});

const toastWith = (page: Page, text: string) => page.locator('.p-toast-message').filter({ hasText: text });

async function filtrarPedido(page: Page, p: string) {
  const form = page.getByRole('form', { name: 'Filtros' }).first();
  await form.getByLabel('Pedido').fill(p);
  await form.getByRole('button', { name: 'Buscar' }).click();
}
/** the single row of the list, once the filter has narrowed it */
async function linhaUnica(page: Page, lista: string, p: string) {
  const table = page
    .getByRole('table', { name: lista })
    .or(page.locator(`[aria-label="${lista}"] table`))
    .first();
  await expect.poll(() => page.locator('tbody tr').filter({ hasText: p }).count()).toBe(1);
  await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
  return table.locator('tbody tr').first();
}
async function escolher(page: Page, label: string, opcao: string) {
  await page
    .locator('.p-dialog .p-dropdown, .p-dropdown')
    .filter({ has: page.getByLabel(label, { exact: true }) })
    .first()
    .click();
  await page.locator('.p-dropdown-panel .p-dropdown-item').filter({ hasText: opcao }).first().click();
}
describe('vehicles and billing in the browser', () => {
  it('allocates a Cota vehicle to a dealer, the dealer requests billing, an administrator releases it, the log shows every step', async () => {
    // 1. administrator: Nova Alocação to Autostar Morumbi
    const admin = await h.newPage();
    let page = admin.page;
    await signIn(page, 'admin@demo.portal.com.br');
    await page.waitForURL('**/relatorios');
    await page.goto('/distribuition');
    await expect.poll(() => page.getByRole('tab', { name: 'Histórico de Veículos' }).isVisible()).toBe(true);
    await filtrarPedido(page, pedido);
    let row = await linhaUnica(page, 'Faturamentos abertos', pedido);
    await expect.poll(() => row.textContent()).toContain('Cota Concessionário');
    await row.locator('.p-checkbox').first().click();
    await page.getByRole('button', { name: 'Nova Alocação' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova Alocação' });
    await dialog.getByRole('button', { name: 'Alocar' }).click();
    await expect.poll(() => dialog.getByText(vmsg.selecioneDealerAlocacao).isVisible()).toBe(true);
    await escolher(page, 'Dealer da alocação', 'Autostar Morumbi');
    await shot(page, 'vehicles-01-nova-alocacao');
    await dialog.getByRole('button', { name: 'Alocar' }).click();
    await expect.poll(() => toastWith(page, vmsg.alocado).count()).toBeGreaterThan(0);
    await expect.poll(() => row.textContent()).toContain('Autostar Morumbi');

    // 2. the dealer sees it in the open billing list and requests billing (Test Drive: awaits release)
    const dealer = await h.newPage();
    page = dealer.page;
    await signIn(page, 'dealer.morumbi@demo.portal.com.br');
    await page.waitForURL('**/relatorios');
    await page.goto('/distribuition');
    await fecharPendencia(page);
    expect(await page.getByRole('tab', { name: 'Histórico de Veículos' }).count()).toBe(0);
    await filtrarPedido(page, pedido);
    row = await linhaUnica(page, 'Faturamentos abertos', pedido);
    await fecharPendencia(page);
    await row.locator('.p-checkbox').first().click();
    await page.getByRole('button', { name: 'Solicitar Faturamento' }).click();
    const modal = page.getByRole('dialog', { name: 'Solicitação de Faturamento:' });
    await expect.poll(() => modal.getByText('O seguinte pedido ainda não foi faturado:').isVisible()).toBe(true);
    await modal.getByRole('button', { name: 'Solicitar faturamento' }).click();
    await expect.poll(() => modal.getByText(vmsg.escolhaTipoVenda).isVisible()).toBe(true);
    await escolher(page, 'Tipo de venda', 'Test Drive');
    await modal.getByRole('button', { name: 'Solicitar faturamento' }).click();
    await expect.poll(() => modal.getByText(vmsg.escolhaTipoPagamento).isVisible()).toBe(true);
    await escolher(page, 'Tipo de pagamento', 'À vista');
    await modal.getByRole('button', { name: 'Solicitar faturamento' }).click();
    await expect.poll(() => modal.getByRole('alert').textContent()).not.toBe('');
    await modal.locator('label[for="billing-asap"], .check-line').filter({ hasText: 'Faturar assim que possível' }).locator('.p-checkbox').click();
    expect(await page.locator('#billing-date').isDisabled()).toBe(true);
    await shot(page, 'vehicles-02-solicitacao');
    await modal.getByRole('button', { name: 'Solicitar faturamento' }).click();
    // the info 'Aguarde liberar…' in error style
    await expect.poll(() => page.locator('.p-toast-message-error').filter({ hasText: vmsg.aguardeLiberar }).count()).toBeGreaterThan(0);
    await expect.poll(() => row.textContent()).toContain('Aguardando Autorização');
    await shot(page, 'vehicles-03-dealer-lista');

    // 3. administrator: Liberar faturamento
    page = admin.page;
    await page.goto('/liberarfaturamento');
    await filtrarPedido(page, pedido);
    await expect.poll(() => page.locator('tbody tr').filter({ hasText: pedido }).count()).toBe(1);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await expect.poll(() => page.locator('tbody tr').first().textContent()).toContain('Test Drive');
    await page.locator('tbody tr').first().locator('.p-checkbox').click();
    await page.getByRole('button', { name: 'Liberar', exact: true }).click();
    const lib = page.getByRole('dialog', { name: 'Liberação de Faturamento' });
    await expect.poll(() => lib.textContent()).toContain(pedido);
    await shot(page, 'vehicles-04-liberar');
    await lib.getByRole('button', { name: 'Aprovar Solicitação' }).click();
    await expect.poll(() => toastWith(page, vmsg.faturamentoLiberado).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Nenhum registro encontrado').isVisible()).toBe(true);

    // 4. Log do Veículo: every step
    await page.goto('/distribuition');
    await page.getByRole('tab', { name: 'Histórico de Veículos' }).click();
    await filtrarPedido(page, pedido);
    await linhaUnica(page, 'Histórico de Veículos', pedido);
    await page.getByRole('button', { name: `Log do Veículo ${pedido}` }).click();
    const log = page.getByRole('dialog', { name: 'Log do Veículo' });
    await expect.poll(() => log.getByRole('region', { name: 'Listagem de Histórico' }).isVisible()).toBe(true);
    const linhas = log.getByRole('region', { name: 'Listagem de Histórico' }).locator('tbody tr');
    await expect.poll(() => linhas.count()).toBeGreaterThanOrEqual(4);
    const textos = await linhas.allTextContents();
    // newest first: released (Faturamento solicitado) by the administrator, requested (Aguardando Autorização) by the dealer, allocated by the administrator
    expect(textos[0]).toContain('Faturamento solicitado');
    expect(textos[0]).toContain('Ana Administradora');
    expect(textos[1]).toContain('Aguardando Autorização');
    expect(textos[1]).toContain('Diego Morumbi');
    expect(textos[1]).toContain('Test Drive');
    expect(textos[2]).toContain('Cota Concessionário');
    expect(textos[2]).toContain('Ana Administradora');
    expect(textos[2]).toContain('Autostar Morumbi');
    expect(await log.getByRole('region', { name: 'Dados do Veículo' }).textContent()).toContain(pedido);
    expect(await log.getByRole('region', { name: 'Informações' }).textContent()).toContain('Faturamento solicitado');
    await shot(page, 'vehicles-05-log');
  });

  it('Visão Geral: month pair message, flags with tooltips, details, cards, Exportar; Pipeline Futuro: tabs, make available; block and release an order', async () => {
    const { page } = await h.entrarComo('admin@demo.portal.com.br');

    // Visão Geral
    await page.goto('/reports');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(10);
    await escolher(page, 'Mês início', 'Março');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: vmsg.mesFim }).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await expect.poll(() => page.locator('.flag-range').count()).toBeGreaterThan(0);
    const flag = page.locator('.flag-range').first();
    expect(await flag.getAttribute('data-pr-tooltip')).toMatch(/dias em estoque/);
    expect(await flag.getAttribute('class')).toMatch(/flag-(verde|amarelo|vermelho)/);
    // the table pages (5, 10, 20, 50, 100 a page); Carregar mais is the cards'
    await porPagina(page, 20);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(20);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    await page
      .locator('tbody tr')
      .first()
      .getByRole('button', { name: /Detalhes do pedido/ })
      .click();
    const det = page.getByRole('dialog', { name: 'Detalhes do veículo' });
    await expect.poll(() => det.getByRole('region', { name: 'INFORMAÇÕES' }).isVisible()).toBe(true);
    await shot(page, 'vehicles-06-visao-geral-detalhe');
    await det.getByRole('button', { name: 'Voltar' }).click();
    await page
      .getByRole('radio', { name: 'Cartões' })
      .or(page.getByText('Cartões', { exact: true }))
      .first()
      .click();
    await expect.poll(() => page.getByTestId('veiculo-card').count()).toBe(20);
    await shot(page, 'vehicles-07-visao-geral-cartoes');

    // Pipeline Futuro (administrator): tab named by the status, then Bolsão; make available needs a dealer
    await page.goto('/vehiclepocket');
    await expect.poll(() => page.getByRole('tab', { name: 'PIPELINE FUTURO' }).isVisible()).toBe(true);
    await escolher(page, 'Status', 'Bolsão');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => page.getByRole('tab', { name: 'BOLSÃO' }).isVisible()).toBe(true);
    await expect.poll(() => page.locator('tbody tr').filter({ hasText: 'Bolsão' }).count()).toBeGreaterThan(0);
    const bolsao = page.locator('tbody tr').filter({ hasText: 'Bolsão' }).first();
    const pedidoBolsao = (await bolsao.locator('td').nth(1).textContent())!.trim();
    await bolsao.locator('.p-checkbox').first().click();
    await page.getByRole('button', { name: 'Disponibilizar ao Dealer' }).click();
    const disp = page.getByRole('dialog', { name: 'Disponibilizar ao Dealer' });
    await disp.getByRole('button', { name: 'Disponibilizar' }).click();
    await expect.poll(() => disp.getByText(vmsg.escolhaDealerDisponibilizar).isVisible()).toBe(true);
    await escolher(page, 'Dealer a disponibilizar', 'Autostar Jardins');
    await shot(page, 'vehicles-08-pipeline-disponibilizar');
    await disp.getByRole('button', { name: 'Disponibilizar' }).click();
    await expect.poll(() => toastWith(page, vmsg.disponibilizadoDealer).count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('tbody tr').filter({ hasText: pedidoBolsao }).count()).toBe(0);

    // Liberação e bloqueio: block, then release, the same order
    await page.goto('/distribuition');
    await page.getByRole('tab', { name: 'Liberação e bloqueio' }).click();
    await filtrarPedido(page, pedidoBolsao);
    const row = await linhaUnica(page, 'Pedidos', pedidoBolsao);
    await row.locator('.p-checkbox').first().click();
    await page.getByRole('button', { name: 'Bloquear Pedido' }).click();
    await page.getByRole('dialog', { name: 'Bloquear Pedido' }).getByRole('button', { name: 'Bloquear' }).click();
    await expect.poll(() => toastWith(page, vmsg.pedidoBloqueado).count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('tbody tr').first().textContent()).toContain('Bloqueado');
    await page.locator('tbody tr').first().locator('.p-checkbox').first().click();
    await page.getByRole('button', { name: 'Cancelar Pedido' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Cancelar Pedido' }).getByRole('note').textContent()).toContain('Venda Direta');
    await shot(page, 'vehicles-09-cancelar-aviso');
    await page.getByRole('dialog', { name: 'Cancelar Pedido' }).getByRole('button', { name: 'Voltar' }).click();
    await page.getByRole('button', { name: 'Liberar Pedido(s)' }).click();
    await page.getByRole('dialog', { name: 'Liberar Pedido(s)' }).getByRole('button', { name: 'Liberar' }).click();
    await expect.poll(() => toastWith(page, vmsg.pedidosLiberados).count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('tbody tr').first().textContent()).toContain('Cota Concessionário');

    // the dealer's view of the pipeline
    const dealer = await h.newPage();
    await signIn(dealer.page, 'dealer.jardins@demo.portal.com.br');
    await dealer.page.waitForURL('**/relatorios');
    await dealer.page.goto('/vehiclepocket');
    await expect.poll(() => dealer.page.getByRole('tab', { name: 'PIPELINE FUTURO DEALER' }).isVisible()).toBe(true);
    expect(await dealer.page.getByRole('button', { name: 'Exportar' }).count()).toBe(0);
    await shot(dealer.page, 'vehicles-10-pipeline-dealer');
  });
});
