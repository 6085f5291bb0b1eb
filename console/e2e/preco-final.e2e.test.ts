import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abaPreco } from '@portal/contracts/imports/abas/preco';
import { dataEmSaoPaulo } from '@portal/contracts/br/dates';
import { csv } from '../../services/core/src/testing/imports.ts';
import { createDb } from '../../services/core/src/db/connect.ts';
import { DEMO_PASSWORD, shot, signIn, startHarness, type Harness } from './harness.ts';

/**
 * The order screen's public price comes from the Preço import (docs/decisions.md "Imported data, one rule"): the
 * administrator imports a price at /imports, the dealer opens the order handed off by its billing request and sees that
 * price filled in, not typeable, with the table's line under it.
 */
const DEALER = 'dealer.morumbi@demo.portal.com.br';
let h: Harness;
let veiculoId = 0;
let linha: string[] = [];

async function api<T>(method: string, path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${h.stack.apiUrl}/${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const j = (await res.json()) as { success: boolean; data: T; errors: string[] };
  if (!j.success) throw new Error(`${path}: ${j.errors.join('; ')}`);
  return j.data;
}

beforeAll(async () => {
  h = await startHarness();
  const db = createDb({ url: h.stack.databaseUrl, max: 1 });
  try {
    const morumbi = await db.selectFrom('concessionarias').select('id').where('codigo_dealer', '=', 'JLR001').executeTakeFirstOrThrow();
    const v = await db
      .selectFrom('veiculos as v')
      .innerJoin('derivativos as d', 'd.id', 'v.derivativo_id')
      .innerJoin('modelos as m', 'm.id', 'd.modelo_id')
      .innerJoin('anos_modelo as a', 'a.id', 'v.ano_modelo_id')
      .select(['v.id', 'd.descricao as derivativo', 'm.descricao as modelo', 'a.ano'])
      .where('v.status', '=', 0)
      .where('v.concessionaria_id', '=', morumbi.id)
      .orderBy('v.id')
      .executeTakeFirstOrThrow();
    veiculoId = v.id;
    // in force from today (São Paulo): newer than any earlier price of the same vehicle
    const hoje = dataEmSaoPaulo(new Date());
    linha = [v.modelo, v.derivativo, String(v.ano), '487.654,32', `${hoje.slice(8, 10)}/${hoje.slice(5, 7)}/${hoje.slice(0, 4)}`];
    const login = await api<{ accessToken: string }>('POST', 'participantes/entrar', { email: DEALER, password: DEMO_PASSWORD });
    await api(
      'PUT',
      'veiculos/faturamentos/gerar',
      { veiculoId: [veiculoId], tipoVendaId: 3, dealerSolicitante: morumbi.id, prioridade: false },
      login.accessToken,
    );
  } finally {
    await db.destroy();
  }
}, 300_000);
afterAll(async () => {
  await h?.stop();
});

describe('the order screen’s price from the Preço import', () => {
  it('the administrator imports the price; the dealer’s order shows it, filled and not typeable', async () => {
    const adm = (await h.newPage()).page;
    await signIn(adm, 'admin@demo.portal.com.br');
    await adm.waitForURL('**/relatorios');
    await adm.goto('/imports');
    await adm.getByRole('tab', { name: 'Preço' }).click();
    await expect.poll(() => adm.locator('[aria-label="Histórico: Preço"]').count()).toBe(1);
    await adm
      .locator('.importacao-aba input[type="file"]')
      .setInputFiles({ name: 'precos-pedido.csv', mimeType: 'text/csv', buffer: csv([abaPreco.colunas.map((c) => c.nome), linha]) });
    await expect.poll(() => adm.getByText('Arquivo importado com sucesso!').count()).toBeGreaterThan(0);
    const hist = adm.locator('[aria-label="Histórico: Preço"] tbody tr').filter({ hasText: 'precos-pedido.csv' });
    await expect.poll(() => hist.textContent(), { timeout: 60_000 }).toMatch(/OK|Sucesso|Concluíd/);

    const page = (await h.newPage()).page;
    await signIn(page, DEALER);
    await page.waitForURL('**/relatorios');
    await page.goto(`/newRequest?tipo=solicitacao-direta-vd&veiculoId=${veiculoId}`);
    const entendi = page.getByRole('button', { name: 'Entendi' });
    if (await entendi.isVisible().catch(() => false)) await entendi.click();
    await expect.poll(() => page.locator('#preco-tabela').textContent(), { timeout: 30_000 }).toMatch(/R\$\s487\.654,32/);
    expect(await page.locator('#preco-tabela').textContent()).toContain(`vigente desde ${linha[4]}`);
    await expect.poll(() => page.locator('#preco-publico').inputValue()).toContain('487.654,32');
    expect(await page.locator('#preco-publico').isDisabled()).toBe(true);
    await expect.poll(() => page.locator('#preco-final').textContent()).toContain('487.654,32');
    await shot(page, 'pedido-preco-da-tabela');
  }, 240_000);
});
