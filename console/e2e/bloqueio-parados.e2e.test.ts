import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createDb } from '../../services/core/src/db/connect.ts';
import { portalDoArquivo, shot, type Harness } from './harness.ts';

const DEALER = 'dealer.morumbi@demo.portal.com.br'; // JLR001: one vehicle stalled
const OUTRO = 'dealer.barra@demo.portal.com.br'; // JLR005: a vehicle available for swap

let h: Harness;
let pedidoLivre = '';
let pedidoTroca = '';

const api = <T>(method: string, path: string, body: unknown, token?: string) => h.api<T>(method, path, body, token);
const entrar = (email: string) => h.entrar(email);

portalDoArquivo((x) => (h = x));
beforeAll(async () => {
  const db = createDb({ url: h.stack.databaseUrl, max: 1 });
  let trocaId = 0;
  try {
    const dealer = async (codigo: string) =>
      (await db.selectFrom('concessionarias').select('id').where('codigo_dealer', '=', codigo).executeTakeFirstOrThrow()).id;
    const [morumbi, barra] = [await dealer('JLR001'), await dealer('JLR005')];
    const estoque = await db
      .selectFrom('veiculos')
      .select(['id', 'pedido'])
      .where('status', '=', 0)
      .where('concessionaria_id', '=', morumbi)
      .orderBy('id')
      .limit(2)
      .execute();
    // the stalled vehicle: an extension date long past whatever day the test runs (the importer's systems give this date)
    await db.updateTable('veiculos').set({ data_prorrogacao_faturamento: '2000-01-03' }).where('id', '=', estoque[0]!.id).execute();
    pedidoLivre = estoque[1]!.pedido;
    const v = await db
      .selectFrom('veiculos')
      .select(['id', 'pedido'])
      .where('status', '=', 0)
      .where('concessionaria_id', '=', barra)
      .where('bloqueado_troca', '=', false)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    trocaId = v.id;
    pedidoTroca = v.pedido;
  } finally {
    await db.destroy();
  }
  await api('PUT', 'veiculos/alterar/status', { veiculoId: [trocaId], status: 11 }, await entrar(OUTRO));
  // the importer sets conf7 (0: stalled from the day after the extension date)
  await api('POST', 'configuracoes', { tipo: 7, periodoInformado: 0 }, await entrar('admin@demo.portal.com.br'));
});

async function popUpEntendi(page: Page) {
  const popup = page.getByRole('dialog', { name: 'Faturamento em atraso' });
  await expect.poll(() => popup.isVisible()).toBe(true);
  await popup.getByRole('button', { name: 'Entendi' }).click();
  await expect.poll(() => popup.isVisible()).toBe(false);
  // the reason stays on the screen while the block holds
  await expect.poll(() => page.locator('.bloqueio-parados').filter({ hasText: 'Faturamento em atraso' }).isVisible()).toBe(true);
}

describe('the stalled-vehicle block in the browser', () => {
  it('on /trade the pop-up shows and, after Entendi, Solicitar troca stays disabled with the reason', async () => {
    const { page } = await h.abrirTela(DEALER, '/trade');
    await popUpEntendi(page);
    await page.getByRole('tab', { name: 'Veículos disponíveis para troca' }).click();
    const filtros = page.getByRole('form', { name: 'Filtros dos veículos' });
    await filtros.getByLabel('Pedido').fill(pedidoTroca);
    await filtros.getByRole('button', { name: 'Buscar' }).click();
    const botao = page.getByRole('button', { name: `Solicitar troca do pedido ${pedidoTroca}` });
    await expect.poll(() => botao.count()).toBe(1);
    expect(await botao.isDisabled()).toBe(true);
    await shot(page, 'bloqueio-parados-trade');
  });

  it('on /vehiclepocket (Pipeline Futuro) the pop-up shows and, after Entendi, Solicitar Faturamento (acquire) stays disabled', async () => {
    const { page } = await h.abrirTela(DEALER, '/vehiclepocket');
    await popUpEntendi(page);
    const botao = page.getByRole('button', { name: 'Solicitar Faturamento' });
    await expect.poll(() => botao.count()).toBe(1);
    expect(await botao.isDisabled()).toBe(true);
    // with a pipeline vehicle selected it stays disabled (only the stalled stock itself may be billed)
    const caixa = page.locator('tbody tr .p-checkbox');
    await expect.poll(() => caixa.count()).toBeGreaterThan(0);
    await caixa.first().click();
    await expect.poll(() => page.getByText('1 selecionado(s)').isVisible()).toBe(true);
    expect(await botao.isDisabled()).toBe(true);
    await shot(page, 'bloqueio-parados-pipeline-futuro');
  });

  it('on the billing screen Solicitar Faturamento is disabled for a vehicle that is not stalled', async () => {
    const { page } = await h.abrirTela(DEALER, '/distribuition');
    await popUpEntendi(page);
    const form = page.getByRole('form', { name: 'Filtros' }).first();
    await form.getByLabel('Pedido').fill(pedidoLivre);
    await form.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => page.locator('tbody tr').filter({ hasText: pedidoLivre }).count()).toBe(1);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await page.locator('tbody tr').filter({ hasText: pedidoLivre }).locator('.p-checkbox').first().click();
    await expect.poll(() => page.getByText('1 selecionado(s)').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Solicitar Faturamento' }).isDisabled()).toBe(true);
    await shot(page, 'bloqueio-parados-faturamento');
  });
});
