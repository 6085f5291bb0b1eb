import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { createDb } from '../../services/core/src/db/connect.ts';
import { principal, veiculoDe } from '../../services/core/src/testing/swaps.ts';
import { pedidoDeTeste } from '../../services/core/src/testing/pedidos.ts';
import { emitirBoleto } from '../../services/core/src/boletos/index.ts';
import { dataEmSaoPaulo, fimDeSemana, proximoDiaDaSemana } from '@portal/contracts/br/dates';
import { linhasXlsx } from '../../services/core/src/testing/xlsx-leitura.ts';
import { porPagina, shot, signIn, startHarness, type Harness } from './harness.ts';

/**
 * The shared list table: sort by a column (Visão Geral, Disponíveis, Boletos on the server), page sizes (Visão Geral, /specs, the
 * users tab), the Detalhes modal; Confirmação Geral by column; Liberar faturamento's xlsx.
 */
let h: Harness;
let chassiReservado = '';
let modeloReservado = '';

beforeAll(async () => {
  h = await startHarness();
  const db = createDb({ url: h.stack.databaseUrl, max: 1 });
  try {
    // one of Autostar Morumbi's vehicles, Reservado in the read model the report reads (status 14)
    const id = await veiculoDe(db, () => new Date(), await principal(db, 'admin@demo.portal.com.br'), await principal(db, 'dealer.morumbi@demo.portal.com.br'));
    await db.updateTable('veiculos').set({ status: 14 }).where('id', '=', id).execute();
    const v = await db
      .selectFrom('veiculos as v')
      .innerJoin('modelos as m', 'm.id', 'v.modelo_id')
      .select(['v.chassi', 'm.descricao'])
      .where('v.id', '=', id)
      .executeTakeFirstOrThrow();
    [chassiReservado, modeloReservado] = [v.chassi, v.descricao];
    // three of Barra's vehicles available for swap (Morumbi sees them in Disponíveis)
    const barra = await principal(db, 'dealer.barra@demo.portal.com.br');
    const admin = await principal(db, 'admin@demo.portal.com.br');
    for (let i = 0; i < 3; i++) await veiculoDe(db, () => new Date(), admin, barra, { troca: true });
    // two orders of Morumbi's with a boleto each (the boleto list sorts by Pedido)
    const morumbi = await principal(db, 'dealer.morumbi@demo.portal.com.br');
    const hoje = dataEmSaoPaulo(new Date());
    for (const valorParcial of [150_000, 120_000]) {
      const id = await pedidoDeTeste(db, () => new Date(), { admin, dealer: morumbi }, { prePagamento: true, ate: 'inserirBoletos' });
      const parcela = { tipoPagamento: 'Parcial', valorTotal: 494_000, valorParcial, numeroParcela: 1, quantidadeVezes: 2 };
      await emitirBoleto(
        { db, now: () => new Date() },
        admin,
        id,
        { ...parcela, dataEmissao: fimDeSemana(hoje) ? proximoDiaDaSemana(hoje) : hoje },
        { correlationId: 'e2e-listas' },
      );
    }
  } finally {
    await db.destroy();
  }
}, 300_000);
afterAll(async () => {
  await h?.stop();
});

/** The texts of a column of the first table, by its header. */
async function coluna(page: Page, titulo: string) {
  const i = await page.locator('.p-datatable thead th').evaluateAll((ths, t) => ths.findIndex((th) => th.textContent?.trim() === t), titulo);
  expect(i).toBeGreaterThanOrEqual(0);
  return page.locator(`.p-datatable tbody tr td:nth-child(${i + 1})`).allTextContents();
}
/** Sorts the first table by a column's header, ascending then descending, and checks the column's cells each time. */
async function ordenarPeloCabecalho(page: Page, titulo: string) {
  const cabecalho = page.getByRole('columnheader', { name: titulo, exact: true });
  await cabecalho.click();
  await expect.poll(() => cabecalho.getAttribute('aria-sort')).toBe('ascending');
  await expect.poll(async () => ordenada(await coluna(page, titulo))).toBe(true);
  const asc = await coluna(page, titulo);
  await cabecalho.click();
  await expect.poll(() => cabecalho.getAttribute('aria-sort')).toBe('descending');
  await expect.poll(async () => ordenada([...(await coluna(page, titulo))].reverse())).toBe(true);
  expect(new Set(asc).size).toBeGreaterThan(1);
  expect(await coluna(page, titulo)).not.toEqual(asc);
}
/** The paginator's rows-per-page dropdown. */
const ordenada = (xs: string[]) => xs.every((x, i) => i === 0 || xs[i - 1]!.localeCompare(x, 'pt-BR', { numeric: true, sensitivity: 'base' }) <= 0);

describe('lists on the shared table', () => {
  it('Visão Geral: sorts by a column on the server, pages by 5 and by 100, opens a row’s Detalhes', async () => {
    const { page } = await h.newPage();
    await signIn(page, 'admin@demo.portal.com.br');
    await page.waitForURL('**/relatorios');
    await page.goto('/reports');
    const linhas = page.locator('.p-datatable tbody tr');
    await expect.poll(() => linhas.count()).toBe(10);
    // the paginator offers 5, 10, 20, 50, 100
    await page.locator('.p-paginator .p-dropdown').first().click();
    // (the panel's items: PrimeReact also keeps a hidden native select with the chosen option)
    const painel = page.locator('.p-dropdown-panel');
    for (const n of ['5', '10', '20', '50', '100']) expect(await painel.getByRole('option', { name: n, exact: true }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');

    // sort by Pedido: ascending, then descending, asked of the server (the first page changes)
    const cabecalho = page.getByRole('columnheader', { name: 'Pedido' });
    await cabecalho.click();
    await expect.poll(() => cabecalho.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(async () => ordenada(await coluna(page, 'Pedido'))).toBe(true);
    const asc = await coluna(page, 'Pedido');
    await cabecalho.click();
    await expect.poll(() => cabecalho.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(async () => ordenada([...(await coluna(page, 'Pedido'))].reverse())).toBe(true);
    expect(await coluna(page, 'Pedido')).not.toEqual(asc);
    await shot(page, 'listas-sorted');

    // 5 rows, then 100 (or every row, when fewer)
    await porPagina(page, 5);
    await expect.poll(() => linhas.count()).toBe(5);
    await porPagina(page, 100);
    await expect.poll(() => linhas.count()).toBeGreaterThan(10);
    expect(await linhas.count()).toBeLessThanOrEqual(100);
    expect(ordenada([...(await coluna(page, 'Pedido'))].reverse())).toBe(true);

    // Detalhes do Pedido: every column header with the row's value
    const [pedido] = await coluna(page, 'Pedido');
    const [chassi] = await coluna(page, 'Chassi');
    await linhas.first().getByRole('button', { name: 'Detalhes do Pedido', exact: true }).click();
    const dialogo = page.getByRole('dialog', { name: 'Detalhes' });
    await expect.poll(() => dialogo.isVisible()).toBe(true);
    for (const t of ['Pedido', 'Chassi', 'Modelo', 'Status']) expect(await dialogo.getByText(t, { exact: true }).count()).toBeGreaterThan(0);
    expect(await dialogo.getByText(pedido!, { exact: true }).isVisible()).toBe(true);
    expect(await dialogo.getByText(chassi!, { exact: true }).isVisible()).toBe(true);
    await shot(page, 'listas-detalhes');
  });

  it('Confirmação Geral: the Reservado cell opens the reserved vehicles', async () => {
    const { page } = await h.newPage();
    await signIn(page, 'admin@demo.portal.com.br');
    await page.waitForURL('**/relatorios');
    await page.goto('/pipeline');
    const tabela = page.getByRole('table', { name: 'Confirmação Geral', exact: true });
    const celula = tabela.getByRole('button', { name: `Detalhar ${modeloReservado} Reservado` });
    await expect.poll(() => celula.isVisible(), { timeout: 30_000 }).toBe(true);
    await celula.click();
    const dialogo = page.getByRole('dialog', { name: /Confirmação Geral – .* – Reservado/ });
    await expect.poll(() => dialogo.getByText(chassiReservado).isVisible()).toBe(true);
    // only reserved vehicles: every row's status is Reservado
    const status = await dialogo.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => tr.textContent ?? ''));
    expect(status.every((s) => s.includes('Reservado'))).toBe(true);
    await shot(page, 'listas-confirmacao-reservado');
  });

  it('Liberar faturamento: Exportar downloads the server’s xlsx of the list', async () => {
    const { page } = await h.newPage();
    await signIn(page, 'admin@demo.portal.com.br');
    await page.waitForURL('**/relatorios');
    await page.goto('/liberarfaturamento');
    const linhas = page.locator('.p-datatable tbody tr');
    await expect.poll(() => page.locator('.vl-count').textContent()).toMatch(/\d+ de \d+/);
    const total = Number((await page.locator('.vl-count').textContent())!.split(' de ')[1]);
    const pedidos = await coluna(page, 'Pedido');
    expect(await linhas.count()).toBe(Math.min(total, 10));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar' }).click();
    const arquivo = await download;
    expect(arquivo.suggestedFilename()).toBe('PDD_Liberar_Faturamento.xlsx');
    const [cabecalho, ...corpo] = await linhasXlsx(await readFile((await arquivo.path())!));
    expect(cabecalho!.slice(0, 3)).toEqual(['Pedido', 'Chassi', 'Modelo']);
    expect(corpo.length).toBe(total);
    const naPlanilha = corpo.map((l) => String(l[0]));
    for (const p of pedidos) expect(naPlanilha).toContain(p);
  });

  it('Disponíveis (swaps) and Boletos: the header sorts the list on the server', async () => {
    const { page } = await h.newPage();
    await signIn(page, 'dealer.morumbi@demo.portal.com.br');
    await page.waitForURL('**/relatorios');
    await page.goto('/trade?aba=disponiveis');
    await expect.poll(() => page.locator('[aria-label="Veículos disponíveis para troca"] tbody tr').count()).toBeGreaterThan(2);
    await ordenarPeloCabecalho(page, 'Pedido');
    await shot(page, 'listas-trocas-ordenadas');

    const fin = await h.newPage();
    await signIn(fin.page, 'financeiro@demo.portal.com.br');
    await fin.page.waitForURL('**/relatorios');
    await fin.page.goto('/boletos');
    await expect.poll(() => fin.page.locator('[aria-label="Lista de boletos"] tbody tr').count()).toBeGreaterThan(1);
    await ordenarPeloCabecalho(fin.page, 'Pedido');
    await shot(fin.page, 'listas-boletos-ordenados');
  });

  it('moved tables: /specs and the users tab page by the size chosen; a user row opens Detalhes', async () => {
    const { page } = await h.newPage();
    await signIn(page, 'admin@demo.portal.com.br');
    await page.waitForURL('**/relatorios');
    await page.goto('/specs');
    const specs = page.locator('[aria-label="Specs"] tbody tr');
    await expect.poll(() => specs.count()).toBe(10);
    await porPagina(page, 5);
    await expect.poll(() => specs.count()).toBe(5);
    await porPagina(page, 20);
    await expect.poll(() => specs.count()).toBeGreaterThan(10);

    await page.goto('/usersmanagment/0');
    await expect.poll(() => page.getByTestId('usuario-card').count()).toBe(10);
    await page.getByText('Tabela', { exact: true }).click();
    const usuarios = page.locator('.p-datatable tbody tr');
    await expect.poll(() => usuarios.count()).toBe(10);
    await porPagina(page, 5);
    await expect.poll(() => usuarios.count()).toBe(5);
    await porPagina(page, 20);
    await expect.poll(() => usuarios.count()).toBeGreaterThan(10);
    const [email] = await coluna(page, 'E-mail');
    await usuarios.first().getByRole('button', { name: 'Detalhes do Pedido', exact: true }).click();
    const dialogo = page.getByRole('dialog', { name: 'Detalhes' });
    await expect.poll(() => dialogo.isVisible()).toBe(true);
    for (const t of ['Nome', 'Status', 'Perfil', 'E-mail', 'Concessionária']) expect(await dialogo.getByText(t, { exact: true }).count()).toBeGreaterThan(0);
    expect(await dialogo.getByText(email!, { exact: true }).isVisible()).toBe(true);
    await shot(page, 'listas-usuarios-detalhes');
  });
});
