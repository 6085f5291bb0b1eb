import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { alvo, fecharPendencia, type Harness, portalDoArquivo, shot } from './harness.ts';

/**
 * On a phone (390 × 844, touch) a list's rows are cards, which have no header row and so no header checkbox: the cards get
 * 'Selecionar todos' (a 44 px target) doing what the header does; the 'Colunas' chooser is there too. The date pickers
 * open in touch mode (a large panel over a mask), and not on the desktop.
 */

const ADMIN = 'admin@demo.portal.com.br'; // every open billing request is selectable to the administrator
const DEALER = 'dealer.morumbi@demo.portal.com.br';
const CELULAR = { celular: true } as const;

/** The scripts the page loaded whose names say they are the desktop's table (shared/list-table-prime.tsx) or PrimeReact's DataTable. */
const pedacosDaTabela = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((n) => /\/(list-table-prime|column\.esm|datatable\.esm)-[^/]*\.js$/.test(n)),
  );

let h: Harness;
portalDoArquivo((x) => (h = x));

describe('lists and dates on a phone', () => {
  it("'Selecionar todos' above the cards selects every row shown and clears them again", async () => {
    const { page } = await h.abrirTela(ADMIN, '/distribuition', CELULAR);
    await fecharPendencia(page);
    const lista = page.locator('[aria-label="Faturamentos abertos"]');
    const caixas = lista.locator('tbody tr input[type="checkbox"]');
    await expect.poll(() => caixas.count()).toBeGreaterThan(1);
    const n = await caixas.count();
    // cards, without the table's header checkbox
    expect(await lista.locator('thead').isVisible()).toBe(false);
    const todos = page.locator('.lista-ferramentas .selecionar-todos');
    await alvo(todos);
    await alvo(page.getByRole('button', { name: 'Colunas', exact: true }));
    // the panel's lines and their 'Mover para cima' / 'Mover para baixo' are 44 px targets too
    await page.getByRole('button', { name: 'Colunas', exact: true }).click();
    const painel = page.getByRole('dialog', { name: /^Colunas de/ });
    await alvo(painel.locator('.colunas-item .check-line').first());
    await alvo(painel.getByRole('button', { name: /para baixo$/ }).first());
    await page.keyboard.press('Escape');
    await expect.poll(() => painel.count()).toBe(0);
    const marcadas = () => lista.locator('tbody tr input[type="checkbox"]:checked').count();
    expect(await marcadas()).toBe(0);
    await todos.click();
    await expect.poll(marcadas).toBe(n);
    expect(await page.getByRole('checkbox', { name: 'Selecionar todos' }).isChecked()).toBe(true);
    await shot(page, 'celular-selecionar-todos');
    // one row cleared: no longer all
    await lista.locator('tbody tr .p-checkbox').first().click();
    await expect.poll(marcadas).toBe(n - 1);
    expect(await page.getByRole('checkbox', { name: 'Selecionar todos' }).isChecked()).toBe(false);
    await todos.click();
    await expect.poll(marcadas).toBe(n);
    await todos.click();
    await expect.poll(marcadas).toBe(0);
  });

  it("a list's rows are cards of plain elements, without PrimeReact's DataTable nor its chunk: titles, ‹ n–m de total ›, Detalhes", async () => {
    const { page } = await h.abrirTela(ADMIN, '/distribuition', CELULAR);
    await fecharPendencia(page);
    const lista = page.locator('.lista-cartoes').filter({ has: page.locator('[aria-label="Faturamentos abertos"]') });
    const cartoes = lista.locator('tbody tr.lista-cartao');
    await expect.poll(() => cartoes.count()).toBeGreaterThan(1);
    expect(await page.locator('.p-datatable').count()).toBe(0);
    expect(await pedacosDaTabela(page)).toEqual([]);
    // a card: each value beside its column's title, inside the width
    const cartao = cartoes.first();
    expect(
      await cartao
        .locator('td')
        .filter({ hasText: /^Pedido\s*\S/ })
        .count(),
    ).toBe(1);
    expect(await cartao.locator('.cartao-titulo').first().isVisible()).toBe(true);
    const b = (await cartao.boundingBox())!;
    expect(b.x + b.width).toBeLessThanOrEqual(390);

    // the paginator: ‹ n–m de total ›, 44 px arrows
    const relatorio = lista.locator('.paginador-celular-relatorio');
    const [, ate, total] = /^1–(\d+) de (\d+)$/.exec((await relatorio.textContent()) ?? '') ?? [];
    expect(Number(total)).toBeGreaterThan(Number(ate));
    const anterior = lista.getByRole('button', { name: 'Página anterior' });
    const proxima = lista.getByRole('button', { name: 'Próxima página' });
    expect(await anterior.isDisabled()).toBe(true);
    await alvo(proxima);
    const primeiro = await cartao.textContent();
    await proxima.click();
    await expect.poll(() => relatorio.textContent()).toMatch(new RegExp(`^${Number(ate) + 1}–\\d+ de ${total}$`));
    await expect.poll(() => cartao.textContent()).not.toBe(primeiro);
    await alvo(anterior);
    await anterior.click();
    await expect.poll(() => relatorio.textContent()).toBe(`1–${ate} de ${total}`);

    // the row's actions: Detalhes opens every column's title and value
    const detalhes = cartao.getByRole('button', { name: 'Detalhes do Pedido', exact: true });
    await alvo(detalhes);
    await detalhes.click();
    const modal = page.getByRole('dialog', { name: 'Detalhes' });
    await modal.waitFor();
    expect(
      await modal
        .locator('dt')
        .filter({ hasText: /^Pedido$/ })
        .count(),
    ).toBe(1);
    await shot(page, 'celular-cartoes-sem-datatable');
    await page.keyboard.press('Escape');
    await expect.poll(() => modal.count()).toBe(0);
    expect(await pedacosDaTabela(page)).toEqual([]);

    // the desktop keeps PrimeReact's table, from its own chunk
    const mesa = await h.abrirTela(ADMIN, '/distribuition');
    await fecharPendencia(mesa.page);
    await mesa.page.locator('.p-datatable[aria-label="Faturamentos abertos"], [aria-label="Faturamentos abertos"] .p-datatable-table').first().waitFor();
    expect((await pedacosDaTabela(mesa.page)).some((n) => n.includes('/list-table-prime-'))).toBe(true);
    await mesa.context.close();
  });

  it("'Ordenar por' above the cards sorts the list as the table's headers do: by Pedido up, then down, kept in the address", async () => {
    const { page } = await h.abrirTela(ADMIN, '/distribuition', CELULAR);
    await fecharPendencia(page);
    const lista = page.locator('.lista-cartoes').filter({ has: page.locator('[aria-label="Faturamentos abertos"]') });
    const cartoes = lista.locator('tbody tr.lista-cartao');
    await expect.poll(() => cartoes.count()).toBeGreaterThan(1);
    const pedidos = async () =>
      (
        await cartoes
          .locator('td')
          .filter({ hasText: /^Pedido\s*\d/ })
          .allTextContents()
      ).map((t) => t.replace(/^Pedido/, '').trim());
    const ordenada = (p: string[], sentido: 1 | -1) => p.length > 1 && p.every((x, i) => i === 0 || sentido * (x < p[i - 1]! ? -1 : 1) > 0);
    const ordenar = lista.getByLabel('Ordenar por');
    await alvo(ordenar);
    // the list's own order until a column is chosen: the direction waits for it
    expect(await ordenar.inputValue()).toBe('');
    expect(await lista.getByRole('button', { name: /^Crescente/ }).isDisabled()).toBe(true);
    await ordenar.selectOption({ label: 'Pedido' });
    await expect.poll(async () => ordenada(await pedidos(), 1)).toBe(true);
    expect(page.url()).toContain('pedido');
    const primeiroCrescente = (await pedidos())[0];
    const direcao = lista.getByRole('button', { name: /^Crescente/ });
    await alvo(direcao);
    await direcao.click();
    await expect.poll(async () => ordenada(await pedidos(), -1)).toBe(true);
    expect((await pedidos())[0]).not.toBe(primeiroCrescente);
    expect(await lista.getByRole('button', { name: /^Decrescente/ }).isEnabled()).toBe(true);
    await shot(page, 'celular-ordenar-por');
    // back to the list's own order
    await ordenar.selectOption({ value: '' });
    await expect.poll(() => lista.getByRole('button', { name: /^Crescente/ }).isDisabled()).toBe(true);
  });

  it("Minhas Trocas: the folded bar's options are asked for once the list is up, before 'Filtros'; Buscar folds the bar to no height", async () => {
    const { page } = await h.abrirTela(DEALER, '/trade/minhas-trocas', CELULAR);
    await fecharPendencia(page);
    await page.locator('table[aria-label="Minhas Trocas"] tbody tr').first().waitFor();
    const opcoesPedidas = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => new URL(e.name).pathname)
          .filter((p) => /\/api\/v1\/(concessionarias\/todos|veiculos\/pedidos\/(modelos|derivativos|anoModelos)|veiculos\/descricao)$/.test(p)),
      );
    // asked for while the page is idle, the bar still folded and never drawn
    await expect.poll(async () => new Set(await opcoesPedidas()).size).toBe(5);
    const filtros = page.getByRole('button', { name: 'Filtros', exact: true });
    const form = page.getByRole('form', { name: 'Filtros de Minhas Trocas' });
    expect(await filtros.getAttribute('aria-expanded')).toBe('false');
    expect(await form.count()).toBe(0);

    // drawn on the first open with its options already there, each asked for once
    await filtros.click();
    await form.waitFor({ state: 'visible' });
    await form
      .locator('.p-dropdown')
      .filter({ has: page.getByLabel('Dealer', { exact: true }) })
      .click();
    await expect.poll(() => page.locator('.p-dropdown-panel .p-dropdown-item').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    expect((await opcoesPedidas()).length).toBe(5);

    // Buscar folds it: out of sight and of the accessibility tree, no height left above the list
    await form.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => filtros.getAttribute('aria-expanded')).toBe('false');
    expect(await form.count()).toBe(0);
    const dobra = page.locator('.dobra-filtros');
    expect(await dobra.getAttribute('hidden')).not.toBeNull();
    expect((await dobra.boundingBox())?.height).toBe(0);
    // and 'Filtros' shows the same bar again
    await filtros.click();
    await form.waitFor({ state: 'visible' });
    expect((await dobra.boundingBox())!.height).toBeGreaterThan(100);
  });

  it("Faturamentos: the vehicle bar's seven option lists are asked for once the cards are up, before 'Filtros', and not again when it draws", async () => {
    const { page } = await h.abrirTela(ADMIN, '/distribuition', CELULAR);
    await fecharPendencia(page);
    await page
      .locator('.lista-cartoes')
      .filter({ has: page.locator('[aria-label="Faturamentos abertos"]') })
      .locator('tbody tr.lista-cartao')
      .first()
      .waitFor();
    const OPCOES = /\/api\/v1\/(concessionarias\/todos|grupos\/concessionaria\/todos|veiculos\/pedidos\/(modelos|derivativos|anoModelos)|ano|mes)$/;
    const pedidas = () =>
      page.evaluate(
        (fonte) =>
          performance
            .getEntriesByType('resource')
            .map((e) => new URL(e.name).pathname)
            .filter((p) => new RegExp(fonte).test(p))
            .sort(),
        OPCOES.source,
      );
    // asked for once the list has answered and the page is idle, the bar folded and never drawn
    await expect.poll(async () => new Set(await pedidas()).size).toBe(7);
    const filtros = page.getByRole('button', { name: 'Filtros', exact: true });
    const form = page.getByRole('form', { name: 'Filtros' });
    expect(await filtros.getAttribute('aria-expanded')).toBe('false');
    expect(await form.count()).toBe(0);
    const antes = await pedidas();

    // drawn on the first open with its options there: the Modelo dropdown lists the models, nothing asked again
    await filtros.click();
    await form.waitFor({ state: 'visible' });
    await form
      .locator('.p-dropdown')
      .filter({ has: page.getByLabel('Modelo', { exact: true }) })
      .click();
    await expect.poll(() => page.locator('.p-dropdown-panel .p-dropdown-item').count()).toBeGreaterThan(1);
    await page.keyboard.press('Escape');
    expect(await pedidas()).toEqual(antes);
  });

  it('a date filter opens its calendar in touch mode; a tapped day fills the field and closes it', async () => {
    const { page } = await h.abrirTela(DEALER, '/directselling', CELULAR);
    await fecharPendencia(page);
    await page.getByRole('button', { name: 'Filtros', exact: true }).first().click();
    const campo = page.locator('#pedidos-dataDe');
    await campo.waitFor({ state: 'visible' });
    const botao = page.locator('.p-calendar:has(#pedidos-dataDe) button');
    await alvo(botao);
    await botao.click();
    const painel = page.locator('.p-datepicker.p-datepicker-touch-ui');
    await painel.waitFor({ state: 'visible' });
    // centred over a mask, inside the phone's width
    expect(await page.locator('.p-datepicker-mask').count()).toBe(1);
    const b = (await painel.boundingBox())!;
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width).toBeLessThanOrEqual(390);
    await shot(page, 'celular-calendario-toque');
    await painel.locator('td:not(.p-datepicker-other-month) span').filter({ hasText: /^15$/ }).first().click();
    await expect.poll(() => page.locator('.p-datepicker').count()).toBe(0);
    await expect.poll(() => campo.inputValue()).toMatch(/^15\/\d{2}\/\d{4}$/);

    // the desktop keeps the popup under the field
    const mesa = await h.abrirTela(DEALER, '/directselling');
    await fecharPendencia(mesa.page);
    await mesa.page.locator('.p-calendar:has(#pedidos-dataDe) button').click();
    await mesa.page.locator('.p-datepicker').waitFor({ state: 'visible' });
    expect(await mesa.page.locator('.p-datepicker-touch-ui').count()).toBe(0);
    await mesa.context.close();
  });
});
