import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cfgMsg } from '@portal/contracts/settings/messages';
import { createDb } from '../../services/core/src/db/connect.ts';
import { shot, signIn, startHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 300_000);
afterAll(async () => {
  await h?.stop();
});

const toast = (page: Page, text: string) => page.locator('.p-toast-message-success').filter({ hasText: text });

async function escolher(page: Page, inputId: string, option: string) {
  await page.locator(`.p-dropdown:has(#${inputId})`).click();
  await page.locator('.p-dropdown-panel').getByRole('option', { name: option, exact: true }).click();
  await expect.poll(() => page.locator('.p-dropdown-panel').count()).toBe(0);
}

/** The situação of one order on /specs. */
async function situacao(page: Page, numeroPedido: string) {
  await page.goto('/specs');
  await page.getByRole('textbox', { name: 'Pedido', exact: true }).fill(numeroPedido);
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  const linha = page.locator('[aria-label="Specs"] tbody tr').filter({ hasText: numeroPedido });
  await expect.poll(() => linha.count()).toBe(1);
  return linha;
}

describe('the vigência of a mandatory-options guide in the browser', () => {
  it('registers a guide for a model type, edits it, and the order outside the guide comes inside it', async () => {
    // an open order whose model code had no type (outside the guide), with at least two options; its code gets a type
    const db = createDb({ url: h.stack.databaseUrl, max: 1 });
    let pedido: string;
    let opcionais: { codigo: string; descricao: string }[];
    try {
      const rows = await db
        .selectFrom('specs_conformidade')
        .select(['numero_pedido', 'codigo_modelo', 'opcionais'])
        .where('situacao', '=', 3)
        .where('status', '=', 1)
        .where('tipo_modelo_agrupado_id', 'is', null)
        .orderBy('numero_pedido')
        .execute();
      const r = rows.find((x) => (x.opcionais as unknown[]).length >= 2)!;
      pedido = r.numero_pedido;
      opcionais = r.opcionais as typeof opcionais;
      const tipo = await db
        .insertInto('tipos_modelo_agrupado')
        .values({ descricao: 'Modelo E2E', usuario_cadastro_nome: 'Teste' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('tipos_modelo_codigos')
        .values({ tipo_modelo_agrupado_id: tipo.id, codigo: r.codigo_modelo!, status: 1, usuario_cadastro_id: null, usuario_cadastro_nome: 'Teste' })
        .execute();
    } finally {
      await db.destroy();
    }

    // the guide starts on the first day of this month (São Paulo): in force today, and first in the newest-first list
    const [, mes, ano] = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date()).split('/');
    const inicio = `01/${mes}/${ano}`;
    const { page } = await h.newPage();
    await signIn(page, 'admin@demo.portal.com.br');
    await page.waitForURL('**/relatorios');
    await expect.poll(async () => (await situacao(page, pedido)).textContent()).toContain('fora do guia');

    await page.goto('/settings/0');
    const card = page.getByLabel('Vigência dos opcionais');
    await card.getByRole('button', { name: 'Nova vigência' }).click();
    const dialog = page.getByRole('dialog');
    await escolher(page, 'vigencia-tipo', 'Modelo E2E');
    await dialog.locator('#vigencia-inicio').fill(inicio);
    await dialog.locator('#vigencia-inicio').press('Tab');
    await dialog.getByLabel('Código do opcional 1').fill(opcionais[0]!.codigo);
    await dialog.getByLabel('Descrição do opcional 1').fill(opcionais[0]!.descricao);
    await dialog.getByRole('button', { name: 'Salvar vigência' }).click();
    await expect.poll(() => toast(page, cfgMsg.vigenciaSalva).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    const linha = card.locator('tbody tr').filter({ hasText: 'Modelo E2E' });
    await expect.poll(() => linha.textContent()).toContain(inicio);
    expect(await linha.textContent()).toContain('Ana Administradora');
    await shot(page, 'vigencia-nova');

    // the order is now inside the guide, with its extra options as divergences
    await expect.poll(async () => (await situacao(page, pedido)).textContent()).toContain('Com divergências');

    // edit: every option of the order becomes mandatory
    await page.goto('/settings/0');
    await page.getByRole('button', { name: `Editar a vigência de Modelo E2E de ${inicio}` }).click();
    const edicao = page.getByRole('dialog');
    await expect.poll(() => edicao.getByLabel('Código do opcional 1').inputValue()).toBe(opcionais[0]!.codigo);
    for (const [i, o] of opcionais.slice(1).entries()) {
      await edicao.getByRole('button', { name: 'Adicionar opcional' }).click();
      await edicao.getByLabel(`Código do opcional ${i + 2}`).fill(o.codigo);
      await edicao.getByLabel(`Descrição do opcional ${i + 2}`).fill(o.descricao);
    }
    await edicao.getByRole('button', { name: 'Salvar vigência' }).click();
    await expect.poll(() => toast(page, cfgMsg.vigenciaSalva).count()).toBeGreaterThan(0);
    await expect.poll(() => card.locator('tbody tr').filter({ hasText: 'Modelo E2E' }).textContent()).toContain(String(opcionais.length));

    const final = await situacao(page, pedido);
    await expect.poll(() => final.textContent()).toContain('Sem divergências');
    await shot(page, 'vigencia-dentro-do-guia');
  });
});

describe('a general setting the dealer sees', () => {
  it('conf3 set on /settings/0 moves the availability date the dealer sees after the next Vista import', async () => {
    const db = createDb({ url: h.stack.databaseUrl, max: 1 });
    let veiculo: { chassi: string; pedido: string };
    try {
      const morumbi = (await db.selectFrom('concessionarias').select('id').where('codigo_dealer', '=', 'JLR001').executeTakeFirstOrThrow()).id;
      veiculo = await db
        .selectFrom('veiculos')
        .select(['chassi', 'pedido'])
        .where('status', '=', 0)
        .where('concessionaria_id', '=', morumbi)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
    } finally {
      await db.destroy();
    }

    // the administrator sets the days after shipment on the settings screen
    const { page } = await h.newPage();
    await signIn(page, 'admin@demo.portal.com.br');
    await page.waitForURL('**/relatorios');
    await page.goto('/settings/0');
    const c3 = page.locator('.conf-card[data-conf="3"]');
    await c3.getByRole('textbox', { name: /^Novo período/ }).fill('30');
    await c3.getByRole('button', { name: /Adicionar/ }).click();
    await expect.poll(() => toast(page, cfgMsg.novoPeriodo).count()).toBeGreaterThan(0);
    await expect.poll(() => c3.getByTestId('ativo-conf3').textContent()).toBe('30');

    // the importer's Vista file brings the vehicle's shipment date (sent as the administrator, through the real import)
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('portal.sessao')!) as { auth: { accessToken: string } }).auth.accessToken);
    const csv = `Chassi,Pedido,Modelo,Derivativo,Ano Modelo,Data Embarque\n${veiculo.chassi},,,,,01/03/2030\n`;
    const form = new FormData();
    form.append('files', new Blob([csv], { type: 'text/csv' }), 'vista.csv');
    const r = await fetch(`${h.stack.apiUrl}/importacoes?arquivo=1`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    const id = ((await r.json()) as { data: { id: number } }).data.id;
    await expect
      .poll(
        async () =>
          (
            (await (await fetch(`${h.stack.apiUrl}/importacoes/${id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
              data: { status: number };
            }
          ).data.status,
        { timeout: 60_000 },
      )
      .toBe(2);

    // the dealer sees 01/03/2030 + 30 days
    const dealer = (await h.newPage()).page;
    await signIn(dealer, 'dealer.morumbi@demo.portal.com.br');
    await dealer.waitForURL('**/relatorios');
    await dealer.goto('/distribuition');
    const filtros = dealer.getByRole('form', { name: 'Filtros' }).first();
    await filtros.getByLabel('Pedido').fill(veiculo.pedido);
    await filtros.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => dealer.locator('tbody tr').filter({ hasText: veiculo.pedido }).textContent()).toContain('31/03/2030');
    await shot(dealer, 'configuracao-disponibilidade-dealer');
  });
});
